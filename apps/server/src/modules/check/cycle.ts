import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Check-plan periods (domain-model §6.3–6.4), pure: calendar days are whole numbers (days since
 * 1970-01-01), instants are made in the tenant's time zone only at the end.
 */
export type Cycle =
  | 'SHIFT'
  | 'DAY'
  | 'WEEK'
  | 'HALF_MONTH'
  | 'MONTH'
  | 'QUARTER'
  | 'HALF_YEAR'
  | 'YEAR'
  | 'ONCE'
  | 'CUSTOM_DAYS';

export type PlanSchedule = {
  cycle: string;
  cycleDays?: number | null;
  timesPerCycle?: number | null;
  startDate: string;
  endDate: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday), comma separated. */
  excludeWeekdays?: string | null;
};

/** One task window: `periodNo` is stable for a plan (period index × times per cycle + slot). */
export type TaskWindow = { periodNo: number; dueStart: Date; dueEnd: Date };

const MS_DAY = 86_400_000;

export function dayOf(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / MS_DAY);
}

export function dateOf(day: number): string {
  return new Date(day * MS_DAY).toISOString().slice(0, 10);
}

/** ISO weekday of a day number (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The calendar day of an instant in a time zone. */
export function todayIn(now: Date, tz: string): number {
  return dayOf(dayjs(now).tz(tz).format('YYYY-MM-DD'));
}

function ymd(day: number): [number, number, number] {
  const d = new Date(day * MS_DAY);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}

const monthStart = (y: number, m: number) => Math.round(Date.UTC(y, m, 1) / MS_DAY);

/** Start and end day (inclusive) of the calendar period containing `day`. */
function calendarPeriod(cycle: Cycle, day: number, start: number, cycleDays: number): [number, number] {
  const [y, m, d] = ymd(day);
  switch (cycle) {
    case 'SHIFT':
    case 'DAY':
      return [day, day];
    case 'WEEK': {
      const s = day - (weekday(day) - 1);
      return [s, s + 6];
    }
    case 'HALF_MONTH':
      return d <= 15
        ? [monthStart(y, m), monthStart(y, m) + 14]
        : [monthStart(y, m) + 15, monthStart(y, m + 1) - 1];
    case 'MONTH':
      return [monthStart(y, m), monthStart(y, m + 1) - 1];
    case 'QUARTER': {
      const q = m - (m % 3);
      return [monthStart(y, q), monthStart(y, q + 3) - 1];
    }
    case 'HALF_YEAR': {
      const h = m < 6 ? 0 : 6;
      return [monthStart(y, h), monthStart(y, h + 6) - 1];
    }
    case 'YEAR':
      return [monthStart(y, 0), monthStart(y + 1, 0) - 1];
    case 'CUSTOM_DAYS': {
      const s = start + Math.floor((day - start) / cycleDays) * cycleDays;
      return [s, s + cycleDays - 1];
    }
    case 'ONCE':
      return [start, Number.MAX_SAFE_INTEGER];
  }
}

export const CYCLES: readonly Cycle[] = [
  'SHIFT',
  'DAY',
  'WEEK',
  'HALF_MONTH',
  'MONTH',
  'QUARTER',
  'HALF_YEAR',
  'YEAR',
  'ONCE',
  'CUSTOM_DAYS',
];

export function isCycle(value: unknown): value is Cycle {
  return CYCLES.includes(value as Cycle);
}

function excludedSet(s: string | null | undefined): Set<number> {
  return new Set(
    (s ?? '')
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => n >= 1 && n <= 7),
  );
}

/** Periods (clipped to the plan, excluded weekdays trimmed from the edges) as [index, startDay, endDay]. */
function periods(plan: PlanSchedule, fromDay: number, untilDay: number): [number, number, number][] {
  const cycle = plan.cycle as Cycle;
  const start = dayOf(plan.startDate);
  const end = dayOf(plan.endDate);
  const cycleDays = Math.max(1, plan.cycleDays ?? 1);
  const excluded = excludedSet(plan.excludeWeekdays);
  const out: [number, number, number][] = [];
  let index = 0;
  let cursor = start;
  while (cursor <= end && cursor <= untilDay) {
    const [ps, pe] = calendarPeriod(cycle, cursor, start, cycleDays);
    let s = Math.max(ps, start);
    let e = Math.min(pe, end);
    const next = e + 1;
    while (s <= e && excluded.has(weekday(s))) s++;
    while (e >= s && excluded.has(weekday(e))) e--;
    index++;
    if (s <= e && e >= fromDay) out.push([index, s, e]);
    cursor = next;
  }
  return out;
}

/** Instant of a calendar day and time of day (seconds) in the time zone. */
function instant(day: number, seconds: number, tz: string): Date {
  return dayjs.tz(dateOf(day), 'YYYY-MM-DD', tz).add(seconds, 'second').toDate();
}

/** Splits one period into `times` windows: hours within a day, whole days within longer periods. */
function slots(index: number, s: number, e: number, times: number, tz: string): TaskWindow[] {
  const out: TaskWindow[] = [];
  const days = e - s + 1;
  for (let k = 0; k < times; k++) {
    const periodNo = (index - 1) * times + k + 1;
    if (days === 1) {
      const from = Math.floor((86_400 * k) / times);
      const to = Math.floor((86_400 * (k + 1)) / times) - 1;
      out.push({ periodNo, dueStart: instant(s, from, tz), dueEnd: instant(s, to, tz) });
    } else {
      const a = s + Math.floor((days * k) / times);
      const b = s + Math.floor((days * (k + 1)) / times) - 1;
      if (b < a) continue;
      out.push({ periodNo, dueStart: instant(a, 0, tz), dueEnd: instant(b, 86_399, tz) });
    }
  }
  return out;
}

/**
 * The task windows to materialise on `today`: every window of the plan that ends on or after
 * `fromDay` and starts on or before today, plus the first window that starts after today (the next
 * period). A pure function of its arguments: the caller passes the clock and the tenant time zone.
 */
export function windowsToMaterialise(args: {
  plan: PlanSchedule;
  today: number;
  fromDay: number;
  tz: string;
}): TaskWindow[] {
  const { plan, today, fromDay, tz } = args;
  const times = Math.max(1, Math.min(24, plan.timesPerCycle ?? 1));
  // A year and a bit: far enough to reach the next period of the longest cycle.
  const horizon = today + 400;
  const out: TaskWindow[] = [];
  for (const [index, s, e] of periods(plan, fromDay, horizon)) {
    for (const w of slots(index, s, e, times, tz)) {
      const startDay = todayIn(w.dueStart, tz);
      if (startDay <= today) out.push(w);
      else {
        out.push(w);
        return out;
      }
    }
  }
  return out;
}
