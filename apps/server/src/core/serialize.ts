import { formatDateTime } from './dates';

/** Writes every Date in a response as `yyyy-MM-dd HH:mm:ss` (api-contract §1.4). */
export function formatDates(value: unknown): unknown {
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = formatDates(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const obj = value as Record<string, unknown>;
    // for…in rather than Object.keys: no key array per object (plain objects inherit no keys)
    for (const k in obj) {
      const v = obj[k];
      if (v !== null && typeof v === 'object') obj[k] = formatDates(v);
    }
  }
  return value;
}
