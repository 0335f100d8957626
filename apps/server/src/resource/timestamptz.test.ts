import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './timestamptz';

describe('parseTimestamptz', () => {
  it('reads PostgreSQL timestamptz text as new Date(text) does', () => {
    const offsets = ['+00', '+08', '-03', '+05:30', '-09:30', '+14', '-12'];
    const fractions = ['', '.5', '.12', '.123', '.1239', '.999999', '.000001'];
    let k = 0;
    for (let ms = Date.UTC(1901, 0, 1); ms < Date.UTC(2200, 0, 1); ms += 987_654_321_7) {
      const iso = new Date(ms).toISOString();
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fractions[k % fractions.length]}${offsets[k % offsets.length]}`;
      k++;
      expect(parseTimestamptz(text)?.getTime(), text).toBe(new Date(text).getTime());
    }
    expect(parseTimestamptz('2000-02-29 23:59:59.999+00')?.toISOString()).toBe('2000-02-29T23:59:59.999Z');
  });

  it('leaves every other shape to the caller', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '12026-01-01 00:00:00+00',
      '2026-11-27 06:00:00+05:45:12',
      '2026-11-27T06:00:00+00',
      '2026-11-27 06:00:00',
      '2026-11-27 06:00:00+0',
      '2026-11-27 06:0x:00+00',
      '2026-11-27 06:00:00.12a+00',
    ])
      expect(parseTimestamptz(text), text).toBeUndefined();
  });
});
