/**
 * `new Date(text)` for PostgreSQL's ISO text of a `timestamptz` (`2026-11-27 06:00:00.123456+08`,
 * `+05:30`), read digit by digit; undefined for any other shape (years before 100 or after 9999,
 * BC, infinity, second offsets), which the caller leaves to drizzle's `new Date(text)`.
 *
 * Every date of every page is read from this text (select-rows.ts). V8 reads it with its legacy
 * date parser, ~0.7 µs a value, a visible share of a list call's CPU (bench/README.md, "Where a
 * list call's CPU goes"); this is a tenth of that, and gives the same instant: fractions are cut to milliseconds
 * as V8 cuts them (timestamptz.test.ts compares the two).
 */
export function parseTimestamptz(s: string): Date | undefined {
  const n = s.length;
  if (n < 22 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 32) return undefined;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return undefined;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if ((year | month | day | hour | minute | second) < 0 || year < 100) return undefined;
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    i++;
    let scale = 100;
    while (i < n) {
      const d = s.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      ms += d * scale;
      scale /= 10;
      i++;
    }
    ms = Math.floor(ms);
  }
  const sign = s.charCodeAt(i);
  if (sign !== 43 && sign !== 45) return undefined;
  const oh = digits(s, i + 1, 2);
  let offset = oh * 60;
  i += 3;
  if (i < n) {
    if (s.charCodeAt(i) !== 58 || i + 3 !== n) return undefined;
    const om = digits(s, i + 1, 2);
    if (om < 0) return undefined;
    offset += om;
  } else if (i !== n) return undefined;
  if (oh < 0) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return new Date(utc - (sign === 43 ? offset : -offset) * 60_000);
}

/** The number written by `count` decimal digits at `at`, or -1. */
function digits(s: string, at: number, count: number): number {
  let v = 0;
  for (let i = at; i < at + count; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}
