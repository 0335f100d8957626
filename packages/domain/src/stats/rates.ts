/** A ratio as the statistics screens show it: "numerator / denominator" and the value. */
export type Ratio = { value: number | null; numerator: number; denominator: number };

/** numerator / denominator to 4 decimals; null when the denominator is zero (shown as "—"). */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 10000) / 10000 : null;
}

export function ratio(numerator: number, denominator: number): Ratio {
  return { value: rate(numerator, denominator), numerator, denominator };
}
