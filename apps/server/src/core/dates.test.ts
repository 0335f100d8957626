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

  it('writes 2026-03-29 01:59:59 and 03:00:00 around Berlin spring forward', () => {
    setTimeZone('Europe/Berlin');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 29, 0, 59, 59)))).toBe('2026-03-29 01:59:59');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 29, 1, 0, 0)))).toBe('2026-03-29 03:00:00');
  });
});
