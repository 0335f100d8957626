/**
 * Pictograms of the built-in safety signs, drawn by the project in a 100 × 100 box centred on the
 * origin. `c` is the pictogram colour, `bg` the sign's background (for cut-outs such as eyes).
 */
export type Glyph = (c: string, bg: string) => string;

const line = (d: string, c: string, w = 9) =>
  `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string, c: string) => `<path d="${d}" fill="${c}"/>`;
const dot = (x: number, y: number, r: number, c: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;

const standing: Glyph = (c) =>
  dot(0, -36, 10, c) + line('M0,-22 L0,10 M0,10 L-12,42 M0,10 L12,42 M-20,-2 L0,-18 L20,-2', c);
const walking: Glyph = (c) =>
  dot(4, -36, 10, c) + line('M2,-22 L-2,8 L-16,42 M-2,8 L10,24 L14,42 M-16,-4 L2,-20 L18,-6', c);
const running: Glyph = (c) =>
  dot(8, -38, 10, c) + line('M4,-24 L-6,6 L-24,12 M-6,6 L10,22 L4,44 M-18,-16 L4,-22 L20,-6', c);
const flame: Glyph = (c) =>
  fill(
    'M0,-46 C22,-22 32,0 24,22 C18,40 -18,40 -24,22 C-30,6 -16,-6 -8,-22 C-4,-8 4,-6 6,-16 C8,-26 4,-36 0,-46 Z',
    c,
  );
const head: Glyph = (c) => dot(0, -6, 24, c) + fill('M-42,48 C-42,28 -24,20 0,20 C24,20 42,28 42,48 Z', c);
const hand: Glyph = (c) =>
  line('M-18,6 L-18,-28 M-6,6 L-6,-38 M6,6 L6,-36 M18,6 L18,-26 M-24,18 L-38,2', c, 10) +
  fill('M-26,0 L26,0 L26,26 C26,40 16,46 0,46 C-16,46 -26,40 -26,26 Z', c);

export const GLYPHS: Record<string, Glyph> = {
  cigarette: (c) =>
    fill('M-44,8 L26,8 L26,22 L-44,22 Z', c) +
    fill('M30,8 L44,8 L44,22 L30,22 Z', c) +
    line('M-30,-2 C-40,-14 -20,-22 -30,-40 M-14,-2 C-24,-14 -4,-22 -14,-40', c, 6),
  match: (c, bg) =>
    line('M0,-4 L0,46', c, 10) +
    flame(c, bg).replace('<path', '<path transform="translate(0,-12) scale(0.7)"'),
  flame,
  power: (c) => line('M-24,-24 A34,34 0 1 0 24,-24 M0,-44 L0,-4', c, 10),
  switch: (c) => line('M-40,30 L40,30 M-24,30 L22,-24', c, 10) + dot(-24, 30, 9, c) + dot(28, 30, 7, c),
  hand,
  drops: (c) =>
    [-24, 0, 24]
      .map((x, i) =>
        fill(
          `M${x},${-36 + i * 8} C${x + 12},${-18 + i * 8} ${x + 14},${-8 + i * 8} ${x + 14},${0 + i * 8} A14,14 0 0 1 ${x - 14},${0 + i * 8} C${x - 14},${-8 + i * 8} ${x - 12},${-18 + i * 8} ${x},${-36 + i * 8} Z`,
          c,
        ),
      )
      .join('') + line('M-40,40 L40,40', c, 8),
  ladder: (c) => line('M-22,-46 L-22,46 M22,-46 L22,46 M-22,-26 L22,-26 M-22,0 L22,0 M-22,26 L22,26', c, 8),
  standing,
  walking,
  stop: (c) => line('M-36,44 L-36,-44 L36,-44 L36,44', c, 8) + standing(c, ''),
  exclamation: (c) => line('M0,-40 L0,12', c, 16) + dot(0, 34, 9, c),
  lightning: (c) => fill('M10,-48 L-24,6 L-2,6 L-12,48 L24,-8 L2,-8 L14,-48 Z', c),
  gear: (c) =>
    line('M0,-30 L0,30 M-30,0 L30,0 M-21,-21 L21,21 M-21,21 L21,-21', c, 12) +
    dot(0, 0, 22, c) +
    line('M30,40 L8,20', c, 10),
  falling: (c) =>
    line('M-46,-30 L-8,-30', c, 8) +
    dot(16, 30, 10, c) +
    line('M12,18 L4,-8 L-12,-20 M4,-8 L20,-22 M8,6 L28,0', c),
  explosion: (c) =>
    fill(
      'M0,-46 L10,-16 L40,-30 L20,-4 L46,10 L16,14 L22,44 L0,22 L-22,44 L-16,14 L-46,10 L-20,-4 L-40,-30 L-10,-16 Z',
      c,
    ),
  skull: (c, bg) =>
    dot(0, -10, 28, c) +
    fill('M-16,10 L16,10 L16,30 L-16,30 Z', c) +
    dot(-10, -12, 7, bg) +
    dot(10, -12, 7, bg) +
    line('M-34,34 L34,48 M34,34 L-34,48', c, 7),
  hook: (c) =>
    line('M0,-48 L0,-26 M0,-26 C14,-26 14,-8 0,-8 C-8,-8 -10,-14 -10,-18', c, 7) +
    line('M-10,-4 L-24,10 M10,-4 L24,10', c, 5) +
    fill('M-28,10 L28,10 L28,40 L-28,40 Z', c),
  forklift: (c) =>
    fill('M-40,-10 L6,-10 L6,26 L-40,26 Z', c) +
    fill('M-32,-34 L-6,-34 L-6,-12 L-32,-12 Z', c) +
    line('M16,-44 L16,30 M16,30 L44,30', c, 7) +
    dot(-28, 32, 10, c) +
    dot(0, 32, 10, c),
  fallingObject: (c) =>
    fill('M-16,-48 L16,-48 L16,-22 L-16,-22 Z', c) +
    line('M0,-14 L0,4 M-8,-4 L0,6 L8,-4', c, 6) +
    dot(0, 24, 11, c) +
    fill('M-30,48 C-30,40 -18,36 0,36 C18,36 30,40 30,48 Z', c),
  slip: (c) =>
    dot(-26, -20, 10, c) +
    line('M-16,-12 L8,4 L30,-16 M8,4 L28,24 M-6,-6 L-22,10', c) +
    line('M-44,42 C-24,32 -8,48 12,40 C26,34 34,40 44,38', c, 6),
  hot: (c) =>
    line('M-40,36 L40,36', c, 10) +
    line('M-20,20 C-30,6 -10,-4 -20,-20 M0,20 C-10,6 10,-4 0,-20 M20,20 C10,6 30,-4 20,-20', c, 7),
  helmet: (c, bg) =>
    head(c, bg) +
    fill('M-30,-18 A30,28 0 0 1 30,-18 L38,-12 L-38,-12 Z', c) +
    line('M-38,-12 L38,-12', bg, 3),
  harness: (c, bg) =>
    standing(c, bg) +
    line('M-10,-16 L10,8 M10,-16 L-10,8', bg, 4) +
    line('M0,-18 L28,-44', c, 4) +
    dot(30, -46, 5, c),
  goggles: (c, bg) =>
    head(c, bg) + fill('M-22,-14 L22,-14 L22,0 L-22,0 Z', bg) + line('M-24,-7 L-34,-9 M24,-7 L34,-9', bg, 3),
  dustMask: (c, bg) =>
    head(c, bg) + fill('M-14,0 C-14,20 14,20 14,0 Z', bg) + line('M-14,2 L-26,-10 M14,2 L26,-10', bg, 3),
  gasMask: (c, bg) => head(c, bg) + dot(0, 8, 11, bg) + dot(-10, -14, 6, bg) + dot(10, -14, 6, bg),
  earMuffs: (c, bg) =>
    head(c, bg) +
    line('M-32,-8 A32,36 0 0 1 32,-8', c, 6) +
    `<rect x="-42" y="-16" width="16" height="28" rx="6" fill="${c}" stroke="${bg}" stroke-width="3"/>` +
    `<rect x="26" y="-16" width="16" height="28" rx="6" fill="${c}" stroke="${bg}" stroke-width="3"/>`,
  glove: (c, bg) => hand(c, bg) + fill('M-26,36 L26,36 L26,48 L-26,48 Z', c),
  boot: (c) => fill('M-30,-44 L-4,-44 L-4,12 L34,20 C40,22 42,28 42,34 L42,42 L-30,42 Z', c),
  lock: (c, bg) =>
    line('M-18,-4 L-18,-24 A18,18 0 0 1 18,-24 L18,-4', c, 9) +
    fill('M-30,-6 L30,-6 L30,44 L-30,44 Z', c) +
    dot(0, 14, 6, bg),
  ground: (c) => line('M0,-44 L0,4 M-32,4 L32,4 M-20,20 L20,20 M-8,36 L8,36', c, 8),
  exit: (c, bg) =>
    line('M20,-46 L44,-46 L44,46 L20,46', c, 7) +
    running(c, bg).replace(/<(path|circle)/g, '<$1 transform="translate(-10,0)"'),
  arrow: (c) => fill('M-44,-10 L10,-10 L10,-32 L46,0 L10,32 L10,10 L-44,10 Z', c),
  shelter: (c, bg) =>
    line('M-44,-6 L0,-44 L44,-6 M-34,-12 L-34,44 L34,44 L34,-12', c, 7) +
    standing(c, bg).replace(/<(path|circle)/g, '<$1 transform="translate(0,14) scale(0.55)"'),
  firstAid: (c) =>
    fill(
      'M-12,-40 L12,-40 L12,-12 L40,-12 L40,12 L12,12 L12,40 L-12,40 L-12,12 L-40,12 L-40,-12 L-12,-12 Z',
      c,
    ),
  phone: (c) =>
    fill(
      'M-36,-30 C-36,-40 -24,-44 -16,-40 L-8,-22 C-6,-16 -10,-12 -16,-10 C-10,6 4,20 18,26 C20,20 24,16 30,18 L44,28 C48,36 42,46 32,46 C-4,44 -36,8 -36,-30 Z',
      c,
    ),
  assembly: (c) =>
    [0, 90, 180, 270]
      .map(
        (a) =>
          `<g transform="rotate(${a})">${fill('M-8,-46 L8,-46 L8,-34 L16,-34 L0,-20 L-16,-34 L-8,-34 Z', c)}</g>`,
      )
      .join('') + dot(0, 0, 12, c),
};
