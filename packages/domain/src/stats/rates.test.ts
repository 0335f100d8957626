import { describe, expect, it } from 'vitest';
import {
  completionRate,
  type DangerCounts,
  onTimeCheckRate,
  onTimeRate,
  RATE_DEFINITIONS,
  rate,
  ratio,
  rectificationRate,
  type TaskCounts,
} from './rates';

describe('rates', () => {
  it('rounds to four decimals and answers null for a zero denominator', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(0, 0)).toBeNull();
    expect(ratio(3, 4)).toEqual({ value: 0.75, numerator: 3, denominator: 4 });
    expect(ratio(5, 0)).toEqual({ value: null, numerator: 5, denominator: 0 });
  });
});

describe('the rates an auditor reads (issue #33), on a table of cases', () => {
  const cases: [string, DangerCounts, number | null, number | null][] = [
    [
      'nothing confirmed yet (drafts and unconfirmed do not count)',
      { confirmed: 0, closed: 0, closedOnTime: 0 },
      null,
      null,
    ],
    [
      '5 of 11 confirmed closed, 4 of them on time',
      { confirmed: 11, closed: 5, closedOnTime: 4 },
      0.4545,
      0.8,
    ],
    ['all closed, none on time', { confirmed: 2, closed: 2, closedOnTime: 0 }, 1, 0],
  ];
  it.each(cases)('danger rates: %s', (_name, c, rect, onTime) => {
    expect(rectificationRate(c).value).toBe(rect);
    expect(onTimeRate(c).value).toBe(onTime);
  });

  const tasks: [string, TaskCounts, number | null, number | null][] = [
    [
      'no window ended yet (tasks not yet due are not missed)',
      { settled: 0, done: 0, doneLate: 0 },
      null,
      null,
    ],
    ['8 settled: 5 on time, 2 late, 1 missed', { settled: 8, done: 5, doneLate: 2 }, 0.625, 0.7143],
    ['late checks never count as done on time', { settled: 3, done: 0, doneLate: 3 }, 0, 0],
  ];
  it.each(tasks)('check rates: %s', (_name, c, completion, onTime) => {
    expect(completionRate(c).value).toBe(completion);
    expect(onTimeCheckRate(c).value).toBe(onTime);
  });

  it('every rate has its definition in Chinese and English for the tooltip', () => {
    for (const d of Object.values(RATE_DEFINITIONS)) {
      expect(d.zh).toContain('÷');
      expect(d.en).toContain('÷');
    }
  });
});
