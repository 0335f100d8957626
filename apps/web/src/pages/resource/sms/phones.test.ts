import { describe, expect, it } from 'vitest';
import { normalizeParams, phoneProblem, phonesProblem, splitPhones } from './phones';

describe('phone validation (spec §5)', () => {
  it('checks empty, length, then format', () => {
    expect(phoneProblem('')).toBe('adminResource.phoneEmpty');
    expect(phoneProblem('1380013800')).toBe('adminResource.phoneLength');
    expect(phoneProblem('138001380001')).toBe('adminResource.phoneLength');
    expect(phoneProblem('12800138000')).toBe('adminResource.phoneFormat');
    expect(phoneProblem('1380013800a')).toBe('adminResource.phoneFormat');
    expect(phoneProblem('13800138000')).toBeNull();
  });

  it('splits comma lists and reports the first bad phone', () => {
    expect(splitPhones('13800138000, 13900139000，13700137000')).toEqual([
      '13800138000',
      '13900139000',
      '13700137000',
    ]);
    expect(phonesProblem(' , ')).toEqual({ key: 'adminResource.phoneEmpty' });
    expect(phonesProblem('13800138000,1390013900')).toEqual({
      key: 'adminResource.phoneLength',
      phone: '1390013900',
    });
    expect(phonesProblem('13800138000,13900139000')).toBeNull();
  });
});

describe('template parameters', () => {
  it('accepts JSON objects only', () => {
    expect(normalizeParams('')).toBe('{}');
    expect(normalizeParams(' {"code": "1234"} ')).toBe('{"code":"1234"}');
    expect(normalizeParams('[1]')).toBeNull();
    expect(normalizeParams('"x"')).toBeNull();
    expect(normalizeParams('{bad')).toBeNull();
  });
});
