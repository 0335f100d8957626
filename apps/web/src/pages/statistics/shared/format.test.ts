import { describe, expect, it } from 'vitest';
import { cellText, percent } from './format';

describe('statistics formatting', () => {
  it('shows ratios as x / y with the percentage, and a dash without a value', () => {
    expect(cellText({ value: 0.6667, numerator: 2, denominator: 3 })).toBe('2 / 3 (66.7%)');
    expect(cellText({ value: null, numerator: 0, denominator: 0 })).toBe('0 / 0');
    expect(cellText(null)).toBe('—');
    expect(percent(null)).toBe('—');
    expect(percent(0.5)).toBe('50%');
  });
});
