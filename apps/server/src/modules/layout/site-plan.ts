import { sanitizeHtml } from '../../core/lazy-libs';

export type SitePlanImage = { type: string; ext: string; data: Buffer; widthPx: number; heightPx: number };

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'symbol',
  'marker',
];

const SVG_ATTRS = [
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternTransform',
  'clipPathUnits',
  'clip-path',
  'mask',
  'marker-start',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'xmlns',
  'version',
];

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An attribute value is kept when it references nothing outside the drawing (only `url(#id)`). */
function isSafeValue(value: string): boolean {
  const refs = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  if (refs.some((r) => !/^url\s*\(\s*['"]?#[\w.-]+['"]?\s*\)$/i.test(r))) return false;
  return !/(javascript|data|vbscript)\s*:|expression\s*\(|[<>]/i.test(value);
}

/**
 * Keeps only drawing elements and presentation attributes of an SVG: no scripts, event handlers,
 * `<image>`/`<use>`/`<foreignObject>`, styles or links, so the file is safe to show inline.
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml()(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: Object.fromEntries(SVG_TAGS.map((t) => [t, SVG_ATTRS])),
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs)
            .filter(([name, v]) => name !== 'xmlns' && isSafeValue(v))
            .concat(tagName === 'svg' ? [['xmlns', SVG_NS]] : []),
        ),
      }),
    },
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'foreignObject'],
  });
}

function pngSize(b: Buffer): [number, number] | null {
  if (b.length < 24 || b.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

function jpegSize(b: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    const length = b.readUInt16BE(i + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
    i += 2 + length;
  }
  return null;
}

function svgSize(svg: string): [number, number] | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(root)?.[1];
  const w = Number.parseFloat(attr('width') ?? '');
  const h = Number.parseFloat(attr('height') ?? '');
  if (w > 0 && h > 0) return [Math.round(w), Math.round(h)];
  const box = (attr('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box[2] > 0 && box[3] > 0 ? [Math.round(box[2]), Math.round(box[3])] : null;
}

const MAX_SIDE = 20000;

/** A site plan upload judged by its content: PNG, JPEG or SVG (sanitised), with its pixel size. */
export function readSitePlan(data: Buffer): SitePlanImage | { error: string } {
  const sized = (type: string, ext: string, body: Buffer, size: [number, number] | null) => {
    if (!size || size[0] < 1 || size[1] < 1 || size[0] > MAX_SIDE || size[1] > MAX_SIDE)
      return { error: '无法读取图片尺寸,请上传有效的平面图' };
    return { type, ext, data: body, widthPx: size[0], heightPx: size[1] };
  };
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return sized('image/png', 'png', data, pngSize(data));
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return sized('image/jpeg', 'jpg', data, jpegSize(data));
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (
    !data.includes(0) &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg\b/i.test(head)
  ) {
    const clean = sanitizeSvg(data.toString('utf8'));
    if (!/^\s*<svg\b/i.test(clean)) return { error: 'SVG 文件内容无效' };
    return sized('image/svg+xml', 'svg', Buffer.from(clean, 'utf8'), svgSize(clean));
  }
  return { error: '平面图只能是 PNG、JPG 或 SVG 图片(按文件内容判断)' };
}
