export type ZipEntry = { name: string; size: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** File names and sizes of a zip, read from its central directory (no decompression). */
export function zipEntries(buffer: ArrayBuffer): ZipEntry[] {
  const view = new DataView(buffer);
  // the end-of-central-directory record sits in the last 22 + 65535 (comment) bytes
  let end = -1;
  for (let i = buffer.byteLength - 22; i >= Math.max(0, buffer.byteLength - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count && offset + 46 <= buffer.byteLength; n++) {
    if (view.getUint32(offset, true) !== CENTRAL) break;
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = decoder.decode(new Uint8Array(buffer, offset + 46, nameLength));
    if (!name.endsWith('/')) entries.push({ name, size });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
