import type { BuiltInSign } from './catalogue';
import { GLYPHS } from './glyphs';

/**
 * A built-in sign as SVG, in the GB 2894 layout: the geometric sign (prohibition: red ring and
 * bar on white; warning: black-edged yellow triangle; mandatory: blue disc; information: green
 * square) above its text panel (white text on the sign colour, black on white for warnings).
 */
const RED = '#D7000F';
const YELLOW = '#FFD100';
const BLUE = '#005BAC';
const GREEN = '#009944';
const BLACK = '#000000';
const WHITE = '#FFFFFF';

const place = (inner: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x},${y}) scale(${scale})">${inner}</g>`;

function sign(s: BuiltInSign): { body: string; panel: string; text: string } {
  const glyph = GLYPHS[s.glyph];
  switch (s.category) {
    case 'PROHIBITION':
      return {
        body:
          `<circle cx="100" cy="100" r="84" fill="${WHITE}" stroke="${RED}" stroke-width="16"/>` +
          place(glyph(BLACK, WHITE), 100, 100, 1.2) +
          `<line x1="42" y1="42" x2="158" y2="158" stroke="${RED}" stroke-width="16"/>`,
        panel: RED,
        text: WHITE,
      };
    case 'WARNING':
      return {
        body:
          `<path d="M100,14 L190,174 L10,174 Z" fill="${YELLOW}" stroke="${BLACK}" stroke-width="10" stroke-linejoin="round"/>` +
          place(glyph(BLACK, YELLOW), 100, 122, 0.9),
        panel: WHITE,
        text: BLACK,
      };
    case 'MANDATORY':
      return {
        body: `<circle cx="100" cy="100" r="90" fill="${BLUE}"/>${place(glyph(WHITE, BLUE), 100, 100, 1.3)}`,
        panel: BLUE,
        text: WHITE,
      };
    default:
      return {
        body: `<rect x="10" y="10" width="180" height="180" rx="8" fill="${GREEN}"/>${place(glyph(WHITE, GREEN), 100, 100, 1.4)}`,
        panel: GREEN,
        text: WHITE,
      };
  }
}

const escapeXml = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function signSvg(s: BuiltInSign): string {
  const { body, panel, text } = sign(s);
  const size = s.name.length > 5 ? 24 : 30;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 260" width="200" height="260">` +
    `<title>${escapeXml(s.name)}</title>` +
    `<rect width="200" height="260" fill="${WHITE}"/>${body}` +
    `<rect x="4" y="204" width="192" height="52" fill="${panel}" stroke="${BLACK}" stroke-width="${panel === WHITE ? 3 : 0}"/>` +
    `<text x="100" y="231" font-size="${size}" font-weight="bold" fill="${text}" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="'Noto Sans CJK SC','Microsoft YaHei','SimHei',sans-serif">${escapeXml(s.name)}</text></svg>`
  );
}
