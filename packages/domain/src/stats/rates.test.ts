import { describe, expect, it } from 'vitest';
import { rate, ratio } from './rates';

describe('rates', () => {
  it('rounds to 4 decimals and gives null for a zero denominator', () => {
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(0, 5)).toBe(0);
    expect(rate(5, 5)).toBe(1);
    expect(rate(0, 0)).toBeNull();
    expect(ratio(1, 8)).toEqual({ value: 0.125, numerator: 1, denominator: 8 });
  });
});
