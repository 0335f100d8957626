import type { Ratio } from './api';

export const isRatio = (v: unknown): v is Ratio =>
  Boolean(v) && typeof v === 'object' && 'numerator' in (v as object) && 'denominator' in (v as object);

/** A rate (0–1) as a percentage with one decimal; "—" without a value. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 1000) / 10}%`;
}

/** "x / y" of a ratio. */
export const fraction = (r: Ratio) => `${r.numerator} / ${r.denominator}`;

/** A cell of a statistics table: ratios as "x / y (z%)", numbers and text as they are. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isRatio(value))
    return value.value === null ? fraction(value) : `${fraction(value)} (${percent(value.value)})`;
  return String(value);
}
