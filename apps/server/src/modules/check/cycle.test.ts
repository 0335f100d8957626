import { describe, expect, it } from 'vitest';
import { dayOf, type PlanSchedule, todayIn, weekday, windowsToMaterialise } from './cycle';
import { extinguisherDates } from './extinguisher';

const TZ = 'Asia/Shanghai';
const fmt = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, dateStyle: 'short', timeStyle: 'medium' }).format(d);

/** Windows as 'periodNo start→end' in Shanghai time. */
function run(plan: Partial<PlanSchedule> & Pick<PlanSchedule, 'cycle'>, today: string, from?: string) {
  const full: PlanSchedule = { startDate: '2024-01-01', endDate: '2030-12-31', ...plan };
  return windowsToMaterialise({
    plan: full,
    today: dayOf(today),
    fromDay: dayOf(from ?? today),
    tz: TZ,
  }).map((w) => `${w.periodNo} ${fmt(w.dueStart)}→${fmt(w.dueEnd)}`);
}

describe('task windows by cycle', () => {
  it.each([
    // cycle, plan, today, expected windows (current period(s) and the next one)
    [
      'DAY',
      {},
      '2024-02-28',
      ['59 2024-02-28 00:00:00→2024-02-28 23:59:59', '60 2024-02-29 00:00:00→2024-02-29 23:59:59'],
    ],
    [
      'DAY leap day to March',
      {},
      '2024-02-29',
      ['60 2024-02-29 00:00:00→2024-02-29 23:59:59', '61 2024-03-01 00:00:00→2024-03-01 23:59:59'],
    ],
    [
      'DAY twice a day',
      { timesPerCycle: 2 },
      '2024-01-01',
      [
        '1 2024-01-01 00:00:00→2024-01-01 11:59:59',
        '2 2024-01-01 12:00:00→2024-01-01 23:59:59',
        '3 2024-01-02 00:00:00→2024-01-02 11:59:59',
      ],
    ],
    [
      'DAY skipping a weekend',
      { excludeWeekdays: '6,7' },
      '2026-11-27',
      ['1062 2026-11-27 00:00:00→2026-11-27 23:59:59', '1065 2026-11-30 00:00:00→2026-11-30 23:59:59'],
    ],
    [
      'WEEK (Monday to Sunday)',
      {},
      '2026-11-25',
      ['152 2026-11-23 00:00:00→2026-11-29 23:59:59', '153 2026-11-30 00:00:00→2026-12-06 23:59:59'],
    ],
    [
      'WEEK without weekends',
      { excludeWeekdays: '6,7' },
      '2026-11-25',
      ['152 2026-11-23 00:00:00→2026-11-27 23:59:59', '153 2026-11-30 00:00:00→2026-12-04 23:59:59'],
    ],
    [
      'HALF_MONTH in February of a leap year',
      {},
      '2024-02-20',
      ['4 2024-02-16 00:00:00→2024-02-29 23:59:59', '5 2024-03-01 00:00:00→2024-03-15 23:59:59'],
    ],
    [
      'MONTH at a month end',
      {},
      '2025-01-31',
      ['13 2025-01-01 00:00:00→2025-01-31 23:59:59', '14 2025-02-01 00:00:00→2025-02-28 23:59:59'],
    ],
    [
      'QUARTER',
      {},
      '2025-03-31',
      ['5 2025-01-01 00:00:00→2025-03-31 23:59:59', '6 2025-04-01 00:00:00→2025-06-30 23:59:59'],
    ],
    [
      'HALF_YEAR',
      {},
      '2025-07-01',
      ['4 2025-07-01 00:00:00→2025-12-31 23:59:59', '5 2026-01-01 00:00:00→2026-06-30 23:59:59'],
    ],
    [
      'YEAR ending on a Sunday, excluded',
      { excludeWeekdays: '7' },
      '2028-06-01',
      ['5 2028-01-01 00:00:00→2028-12-30 23:59:59', '6 2029-01-01 00:00:00→2029-12-31 23:59:59'],
    ],
    [
      'CUSTOM_DAYS of 10',
      { cycleDays: 10 },
      '2024-01-15',
      ['2 2024-01-11 00:00:00→2024-01-20 23:59:59', '3 2024-01-21 00:00:00→2024-01-30 23:59:59'],
    ],
    [
      'ONCE',
      { startDate: '2026-11-20', endDate: '2026-11-30' },
      '2026-11-23',
      ['1 2026-11-20 00:00:00→2026-11-30 23:59:59'],
    ],
  ] as const)('%s', (name, plan, today, expected) => {
    const cycle = name.split(' ')[0];
    expect(run({ cycle, ...plan }, today)).toEqual(expected);
  });

  it('clips the first and last period to the plan dates', () => {
    expect(run({ cycle: 'MONTH', startDate: '2026-11-10', endDate: '2026-12-05' }, '2026-11-23')).toEqual([
      '1 2026-11-10 00:00:00→2026-11-30 23:59:59',
      '2 2026-12-01 00:00:00→2026-12-05 23:59:59',
    ]);
    expect(run({ cycle: 'DAY', startDate: '2026-11-01', endDate: '2026-11-23' }, '2026-11-23')).toEqual([
      '23 2026-11-23 00:00:00→2026-11-23 23:59:59',
    ]);
    expect(run({ cycle: 'DAY', startDate: '2026-12-01', endDate: '2026-12-31' }, '2026-11-23')).toEqual([
      '1 2026-12-01 00:00:00→2026-12-01 23:59:59',
    ]);
  });

  it('back-fills missed periods from the given day and stops after the next period', () => {
    const w = run({ cycle: 'DAY', startDate: '2026-11-16' }, '2026-11-23', '2026-11-16');
    expect(w).toHaveLength(9);
    expect(w[0]).toBe('1 2026-11-16 00:00:00→2026-11-16 23:59:59');
    expect(w[8]).toBe('9 2026-11-24 00:00:00→2026-11-24 23:59:59');
  });

  it('is deterministic: the same clock gives the same windows', () => {
    const plan = { cycle: 'WEEK', excludeWeekdays: '7' } as const;
    expect(run(plan, '2026-02-28')).toEqual(run(plan, '2026-02-28'));
  });

  it('takes the calendar day in the tenant zone', () => {
    // 2026-11-23 17:00 UTC is already the 24th in Shanghai.
    expect(todayIn(new Date('2026-11-23T17:00:00Z'), TZ)).toBe(dayOf('2026-11-24'));
    expect(todayIn(new Date('2026-11-23T17:00:00Z'), 'UTC')).toBe(dayOf('2026-11-23'));
    expect(weekday(dayOf('2026-11-23'))).toBe(1);
    expect(weekday(dayOf('2024-02-29'))).toBe(4);
  });
});

describe('extinguisher service and scrap dates', () => {
  const abc = { lifeYears: 10, firstServiceYears: 5, serviceIntervalYears: 2 };
  it.each([
    [
      'new: first service after 5 years',
      '2024-03-01',
      null,
      '2026-11-23',
      '2029-03-01',
      '2034-03-01',
      'NORMAL',
    ],
    [
      'serviced: every 2 years after the last service',
      '2018-05-10',
      '2023-05-12',
      '2026-11-23',
      '2025-05-12',
      '2028-05-10',
      'SERVICE_DUE',
    ],
    [
      'within 30 days of scrap',
      '2016-12-01',
      '2024-01-01',
      '2026-11-23',
      '2026-01-01',
      '2026-12-01',
      'EXPIRING',
    ],
    ['past scrap', '2016-01-01', null, '2026-11-23', '2021-01-01', '2026-01-01', 'EXPIRED'],
    ['produced on a leap day', '2024-02-29', null, '2026-11-23', '2029-02-28', '2034-02-28', 'NORMAL'],
  ] as const)('%s', (_name, productionDate, lastServiceDate, today, next, scrap, status) => {
    expect(extinguisherDates({ productionDate, lastServiceDate, rule: abc, today })).toEqual({
      nextServiceDate: next,
      scrapDate: scrap,
      lifeStatus: status,
    });
  });

  it('leaves the dates empty for a type without rules (simple extinguishers)', () => {
    expect(extinguisherDates({ productionDate: '2024-01-01', rule: {}, today: '2026-11-23' })).toEqual({
      nextServiceDate: null,
      scrapDate: null,
      lifeStatus: 'NORMAL',
    });
  });
});
