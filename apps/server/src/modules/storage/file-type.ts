/** Content sniffing: an upload is judged by its bytes, not by the name it was given. */
const SIGNATURES: { type: string; ext: string[]; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: ['png'],
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: ['jpg', 'jpeg'], test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: ['gif'], test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    ext: ['webp'],
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', ext: ['pdf'], test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'application/zip',
    ext: ['xlsx', 'docx', 'pptx', 'zip'],
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  },
  {
    type: 'application/x-ole-storage',
    ext: ['xls', 'doc', 'ppt'],
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])),
  },
];

const EXECUTABLE = [
  (b: Buffer) => b.subarray(0, 2).toString('latin1') === 'MZ', // Windows PE
  (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])), // ELF
  (b: Buffer) => b.subarray(0, 2).toString('latin1') === '#!', // script
  (b: Buffer) => [0xcafebabe, 0xfeedface, 0xfeedfacf, 0xcffaedfe, 0xcefaedfe].includes(b.readUInt32BE(0)),
];

const TEXT_EXT: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export type Sniffed = { type: string; ext: string };

/** The real type of an upload whose name says `ext`, or an error message. */
export function sniff(data: Buffer, filename: string, allowedExt: string[]): Sniffed | { error: string } {
  const ext = (filename.split('.').pop() ?? '').toLowerCase();
  if (!allowedExt.includes(ext)) return { error: `不支持的文件类型 .${ext},仅支持 ${allowedExt.join('/')}` };
  if (data.length >= 4 && EXECUTABLE.some((t) => t(data))) return { error: '文件内容为可执行程序,禁止上传' };
  const sig = SIGNATURES.find((s) => s.test(data));
  if (sig) {
    if (!sig.ext.includes(ext)) return { error: `文件内容与扩展名 .${ext} 不符` };
    return {
      type:
        sig.type === 'application/zip' && ext === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : sig.type,
      ext,
    };
  }
  if (TEXT_EXT[ext] && !data.subarray(0, 8192).includes(0)) return { type: TEXT_EXT[ext], ext };
  return { error: `文件内容与扩展名 .${ext} 不符` };
}
