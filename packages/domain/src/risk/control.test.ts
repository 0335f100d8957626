import { describe, expect, it } from 'vitest';
import {
  CONTROL_LEVELS,
  type ControlLevel,
  defaultControlLevel,
  isControlLevelAllowed,
  missingControlLevels,
  requiredControlLevels,
} from './control';

describe('control levels (§2.5)', () => {
  it.each([
    ['MAJOR', 'COMPANY'],
    ['SIGNIFICANT', 'DEPARTMENT'],
    ['GENERAL', 'WORKSHOP'],
    ['LOW', 'TEAM'],
  ] as const)('%s is controlled from %s by default', (risk, level) => {
    expect(defaultControlLevel(risk)).toBe(level);
  });

  it('without a workshop layer a GENERAL risk moves up to DEPARTMENT', () => {
    expect(defaultControlLevel('GENERAL', ['COMPANY', 'DEPARTMENT', 'TEAM', 'POST'])).toBe('DEPARTMENT');
  });

  it('the cascade runs from the top down to POST', () => {
    expect(requiredControlLevels('DEPARTMENT')).toEqual(['DEPARTMENT', 'WORKSHOP', 'TEAM', 'POST']);
    expect(requiredControlLevels('WORKSHOP', ['COMPANY', 'DEPARTMENT', 'TEAM'])).toEqual(['TEAM', 'POST']);
  });

  const all = CONTROL_LEVELS;
  const subsets: ControlLevel[][] = [];
  for (let mask = 1; mask < 1 << all.length; mask++) subsets.push(all.filter((_, i) => mask & (1 << i)));

  it.each(subsets)('a control set %j is valid only when contiguous down to POST', (...present) => {
    const top = Math.min(...present.map((p) => all.indexOf(p)));
    const contiguous = all.slice(top).every((l) => present.includes(l));
    expect(missingControlLevels({ present }).length === 0).toBe(contiguous);
  });

  it('the top must reach what the risk level requires', () => {
    expect(missingControlLevels({ present: ['TEAM', 'POST'], required: 'WORKSHOP' })).toEqual(['WORKSHOP']);
    expect(missingControlLevels({ present: [], required: 'TEAM' })).toEqual(['TEAM', 'POST']);
    expect(missingControlLevels({ present: [] })).toEqual([]);
  });

  it('an item control level may be raised, never lowered', () => {
    expect(isControlLevelAllowed('COMPANY', 'GENERAL')).toBe(true);
    expect(isControlLevelAllowed('WORKSHOP', 'GENERAL')).toBe(true);
    expect(isControlLevelAllowed('TEAM', 'GENERAL')).toBe(false);
  });
});
