import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setTimeZone } from './dates';

/** The reference: Intl's own formatting of the instant in the zone. */
function viaIntl(d: Date, timeZone: string): string {
  const p: Record<string, string> = {};
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of f.formatToParts(d)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

describe('formatDateTime', () => {
  afterEach(() => setTimeZone('Asia/Shanghai'));

  it('matches Intl in zones with and without daylight saving, across the transitions', () => {
    for (const zone of [
      'Asia/Shanghai',
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
    ]) {
      setTimeZone(zone);
      // every 7 minutes 13 seconds through a year, which crosses each zone's transitions
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 433_000 * 37) {
        const d = new Date(ms + 999);
        expect(formatDateTime(d)).toBe(viaIntl(d, zone));
      }
    }
  });

  it('writes the calendar by arithmetic as the Date object does, leap days and centuries included', () => {
    setTimeZone('UTC');
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    // every 32 days 4 hours 53 minutes 50 seconds from 1900 to 2500, and the edges of the range
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2500, 0, 1); ms += 2_782_430_000)
      expect(formatDateTime(new Date(ms))).toBe(iso(ms));
    for (const [y, m, d] of [
      [2000, 1, 29],
      [2024, 1, 29],
      [2100, 2, 1],
      [1970, 0, 1],
      [1969, 11, 31],
      [9999, 11, 31],
      [1, 0, 1],
    ]) {
      const ms = Date.UTC(y, m, d, 23, 59, 59, 999);
      expect(formatDateTime(new Date(ms))).toBe(iso(ms).replace(/^\+?0*(\d{4})/, '$1'));
    }
  });

  it('writes 2026-03-29 01:59:59 and 03:00:00 around Berlin spring forward', () => {
    setTimeZone('Europe/Berlin');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 29, 0, 59, 59)))).toBe('2026-03-29 01:59:59');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 29, 1, 0, 0)))).toBe('2026-03-29 03:00:00');
  });
});
