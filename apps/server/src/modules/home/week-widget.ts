import { completionRate } from '@dp/domain/stats/rates';
import dayjs from 'dayjs';
import { and, count, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { dateInZone } from '../../core/dates';
import type { Db } from '../../db/client';
import { checkPlanItem } from '../../db/schema';
import { checkPlanItemService } from '../check/tasks';
import { startOfDay } from './period';

export type CheckWeek = {
  startDate: string;
  endDate: string;
  planned: number;
  done: number;
  doneLate: number;
  overdue: number;
  completionRate: number | null;
  days: { date: string; planned: number; done: number }[];
};

/**
 * This week's check tasks (Monday to Sunday, tenant zone), by their deadline: planned (skipped
 * ones left out), done on time, done late, overdue, and the completion rate (stats/rates: done in
 * the window ÷ tasks with an outcome — the tasks still to come do not count as missed).
 */
export async function checkWeek(
  db: Db,
  ctx: RequestContext,
  tz: string,
  now = new Date(),
): Promise<CheckWeek> {
  const today = dayjs(dateInZone(now, tz));
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const dates = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
  const day = sql<string>`to_char(${checkPlanItem.dueEnd} at time zone ${tz}, 'YYYY-MM-DD')`;
  const isIn = (...statuses: string[]) =>
    sql<number>`count(*) filter (where ${checkPlanItem.taskStatus} in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  const rows = await db
    .select({
      day,
      planned: count(),
      done: isIn('DONE'),
      doneLate: isIn('DONE_LATE'),
      overdue: isIn('OVERDUE'),
      settled: sql<number>`count(*) filter (where ${checkPlanItem.dueEnd} <= ${now} or ${checkPlanItem.taskStatus} = 'DONE')`,
    })
    .from(checkPlanItem)
    .where(
      and(
        checkPlanItemService.scope(ctx),
        gte(checkPlanItem.dueEnd, startOfDay(dates[0], tz)),
        lt(checkPlanItem.dueEnd, startOfDay(monday.add(7, 'day').format('YYYY-MM-DD'), tz)),
        sql`${checkPlanItem.taskStatus} is distinct from 'SKIPPED'`,
      ) as SQL,
    )
    // by position: the zone is a bound parameter, so the expression cannot be repeated
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  const sum = (k: 'planned' | 'done' | 'doneLate' | 'overdue' | 'settled') =>
    rows.reduce((s, r) => s + Number(r[k]), 0);
  const planned = sum('planned');
  const done = sum('done');
  const doneLate = sum('doneLate');
  return {
    startDate: dates[0],
    endDate: dates[6],
    planned,
    done,
    doneLate,
    overdue: sum('overdue'),
    completionRate: completionRate({ settled: sum('settled'), done, doneLate }).value,
    days: dates.map((date) => {
      const r = byDay.get(date);
      return {
        date,
        planned: Number(r?.planned ?? 0),
        done: Number(r?.done ?? 0) + Number(r?.doneLate ?? 0),
      };
    }),
  };
}
