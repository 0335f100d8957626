/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const s = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#000000';

/**
 * The text colour for a label on a solid `background`: white where it reads at 4.5:1 (WCAG AA),
 * else black (the four-colour scheme's orange, yellow and blue take dark text, its red white).
 */
export function textOn(background: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background)) return LIGHT_TEXT;
  return contrast(background, LIGHT_TEXT) >= 4.5 ? LIGHT_TEXT : DARK_TEXT;
}
