import { RISK_LEVEL_HEX } from '@dp/domain';
import { describe, expect, it } from 'vitest';
import { contrast, DARK_TEXT, LIGHT_TEXT, textOn } from './contrast';

describe('text on a solid colour', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks white or black so that every level of the four-colour scheme reads at 4.5:1', () => {
    expect(textOn(RISK_LEVEL_HEX.MAJOR)).toBe(LIGHT_TEXT);
    expect(textOn(RISK_LEVEL_HEX.SIGNIFICANT)).toBe(DARK_TEXT);
    expect(textOn(RISK_LEVEL_HEX.GENERAL)).toBe(DARK_TEXT);
    expect(textOn(RISK_LEVEL_HEX.LOW)).toBe(DARK_TEXT);
    for (const hex of [...Object.values(RISK_LEVEL_HEX), '#9e9e9e', '#d9d9d9', '#003a8c'])
      expect(contrast(hex, textOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
  });
});
