/**
 * A ratio as the statistics return it (domain-model §12): 0–1 rounded to 4 decimals, `null` when
 * the denominator is zero (the UI shows "—").
 */
export function rate(numerator: number, denominator: number): number | null {
  if (!denominator) return null;
  return Math.round((numerator / denominator) * 10_000) / 10_000;
}

/** A ratio with its parts, so a screen can show "x / y" beside the percentage. */
export type Ratio = { value: number | null; numerator: number; denominator: number };

export function ratio(numerator: number, denominator: number): Ratio {
  return { value: rate(numerator, denominator), numerator, denominator };
}
