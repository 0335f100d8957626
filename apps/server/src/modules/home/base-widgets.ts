import { CONFIRMED_DANGER_STATUSES, rate, rectificationRate } from '@dp/domain/stats/rates';
import { and, count, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { dateInZone } from '../../core/dates';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { checkPlanItem, checkRecord, checkRiskPoint, dangerRecord, riskPointType } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { kindsAllowed } from '../check/common';
import { checkRiskPointService } from '../check/points';
import { checkRecordService } from '../check/records';
import { checkPlanItemService } from '../check/tasks';
import { OPEN_STATES, RUNNING_STATES } from '../danger/danger-flow';
import { dangerService } from '../danger/danger-service';
import { riskPointService } from '../risk/risk-point';
import { canRead } from './access';
import { nextDay, type Period, startOfDay } from './period';

const countOf = async (query: Promise<{ n: number }[]>): Promise<number> => Number((await query)[0]?.n ?? 0);
const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`;

export type HomeBaseInfo = {
  riskPointCount: number | null;
  majorRiskCount: number | null;
  checkPointCount: number | null;
  dangerOpen: number | null;
  dangerOverdue: number | null;
  majorDangerOpen: number | null;
  todayTaskTotal: number | null;
  todayTaskDone: number | null;
  todayCompletionRate: number | null;
  yearRectificationRate: number | null;
};

async function riskFigures(db: Db, ctx: RequestContext) {
  if (!canRead(ctx, 'riskPointType')) return { riskPointCount: null, majorRiskCount: null };
  const [row] = await db
    .select({ total: count(), major: n(eq(riskPointType.riskLevel, 'MAJOR')) })
    .from(riskPointType)
    .where(and(riskPointService.scope(ctx), eq(riskPointType.enableStatus, 'ENABLED')));
  return { riskPointCount: Number(row.total), majorRiskCount: Number(row.major) };
}

async function dangerFigures(db: Db, ctx: RequestContext, today: string, tz: string) {
  if (!canRead(ctx, 'dangerRecord'))
    return { dangerOpen: null, dangerOverdue: null, majorDangerOpen: null, yearRectificationRate: null };
  const isOpen = inArray(dangerRecord.status, OPEN_STATES);
  const year = today.slice(0, 4);
  const inYear = and(
    gte(dangerRecord.foundTime, startOfDay(`${year}-01-01`, tz)),
    lt(dangerRecord.foundTime, startOfDay(`${Number(year) + 1}-01-01`, tz)),
    notInArray(dangerRecord.status, ['IGNORED', 'REVOKED']),
  ) as SQL;
  const [row] = await db
    .select({
      open: n(isOpen),
      overdue: n(
        and(inArray(dangerRecord.status, RUNNING_STATES), lt(dangerRecord.currentDeadline, today)) as SQL,
      ),
      major: n(and(isOpen, eq(dangerRecord.level, 'MAJOR')) as SQL),
      yearConfirmed: n(and(inYear, inArray(dangerRecord.status, [...CONFIRMED_DANGER_STATUSES])) as SQL),
      yearClosed: n(and(inYear, eq(dangerRecord.status, 'CLOSED')) as SQL),
    })
    .from(dangerRecord)
    .where(dangerService.scope(ctx));
  return {
    dangerOpen: Number(row.open),
    dangerOverdue: Number(row.overdue),
    majorDangerOpen: Number(row.major),
    yearRectificationRate: rectificationRate({
      confirmed: Number(row.yearConfirmed),
      closed: Number(row.yearClosed),
      closedOnTime: 0,
    }).value,
  };
}

async function taskFigures(db: Db, ctx: RequestContext, today: string, tz: string) {
  if (!canRead(ctx, 'checkPlan'))
    return { todayTaskTotal: null, todayTaskDone: null, todayCompletionRate: null };
  const [row] = await db
    .select({
      total: count(),
      done: n(inArray(checkPlanItem.taskStatus, ['DONE', 'DONE_LATE'])),
    })
    .from(checkPlanItem)
    .where(
      and(
        checkPlanItemService.scope(ctx),
        gte(checkPlanItem.dueEnd, startOfDay(today, tz)),
        lt(checkPlanItem.dueEnd, startOfDay(nextDay(today), tz)),
        sql`${checkPlanItem.taskStatus} is distinct from 'SKIPPED'`,
      ),
    );
  const total = Number(row.total);
  const done = Number(row.done);
  return { todayTaskTotal: total, todayTaskDone: done, todayCompletionRate: rate(done, total) };
}

/**
 * The KPI row of the home page (§11): each figure from the tables the caller may read (null for
 * a page the caller cannot open), "today" and "this year" in the tenant's zone.
 */
export async function homeBaseInfo(
  db: Db,
  ctx: RequestContext,
  tz: string,
  now = new Date(),
): Promise<HomeBaseInfo> {
  const today = dateInZone(now, tz);
  const pointsVisible = ctx.isAdministrator || kindsAllowed(ctx, '').length > 0;
  const [risk, danger, tasks, checkPointCount] = await together(
    db,
    async () => riskFigures(db, ctx),
    async () => dangerFigures(db, ctx, today, tz),
    async () => taskFigures(db, ctx, today, tz),
    async () =>
      pointsVisible
        ? countOf(
            db
              .select({ n: count() })
              .from(checkRiskPoint)
              .where(and(checkRiskPointService.scope(ctx), eq(checkRiskPoint.enableStatus, 'ENABLED'))),
          )
        : Promise.resolve(null),
  );
  return { ...risk, checkPointCount, ...danger, ...tasks };
}

export type CheckTypeCount = { checkType: string; label: string; count: number };

/** Submitted check records of the period by check type (every type of the dictionary, in its order). */
export async function checkTypeDistribute(
  db: Db,
  ctx: RequestContext,
  period: Period,
): Promise<CheckTypeCount[]> {
  const [labels, rows] = await together(
    db,
    async () => dictItemsFor(db, ctx.tenantId, 'CHECK_TYPE', true, ctx.english),
    async () =>
      db
        .select({ checkType: checkRecord.checkType, count: count() })
        .from(checkRecord)
        .where(
          and(
            checkRecordService.scope(ctx),
            eq(checkRecord.recordStatus, 'SUBMITTED'),
            gte(checkRecord.submitTime, period.from),
            lt(checkRecord.submitTime, period.to),
          ),
        )
        .groupBy(checkRecord.checkType),
  );
  const counts = new Map(rows.map((r) => [String(r.checkType), Number(r.count)]));
  return labels.map((l) => ({ checkType: l.key, label: l.label, count: counts.get(l.key) ?? 0 }));
}
