import { describe, expect, it } from 'vitest';
import { rate, ratio } from './rates';

describe('rates', () => {
  it('rounds to four decimals and answers null for a zero denominator', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(0, 0)).toBeNull();
    expect(ratio(3, 4)).toEqual({ value: 0.75, numerator: 3, denominator: 4 });
    expect(ratio(5, 0)).toEqual({ value: null, numerator: 5, denominator: 0 });
  });
});
