import { CONFIRMED_DANGER_STATUSES, onTimeRate, ratio, rectificationRate } from '@dp/domain/stats/rates';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dangerRecord as d } from '../../db/schema';
import { dangerService } from '../danger/danger-service';
import { inDeptSubtree, inPeriod, monthOf, monthsOf, type StatFilters, zoneOf } from './filters';
import { breakdowns, deptNames, dictLabels, nameOf } from './labels';

/** The danger's department: the rectifying one once assigned, the reporting one before. */
export const dangerDept = sql<string | null>`coalesce(${d.rectifyDeptId}, ${d.reporterDeptId})`;

const closed = sql`${d.status} = 'CLOSED'`;
/** Past confirmation (the rectification rate's denominator; drafts and unconfirmed left out). */
const confirmed = sql`${d.status} in (${sql.join(
  CONFIRMED_DANGER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;
const open = sql`${d.status} <> 'CLOSED'`;
/** §2.6: the deadline runs (plan or rectification pending) and today is past it. */
const overdueNow = (f: StatFilters) =>
  sql`${d.status} in ('PENDING_PLAN', 'PENDING_RECTIFY') and ${d.currentDeadline} < ${f.today}::date`;
/** Finished by the end of the deadline day in the tenant zone. */
const finishedBy = (deadline: SQL | typeof d.currentDeadline, f: StatFilters) =>
  sql`${d.rectifyFinishTime} < ((${deadline} + 1)::timestamp at time zone ${zoneOf(f)})`;
const days = (expr: SQL) => sql<number | null>`round((avg(extract(epoch from ${expr})) / 86400)::numeric, 2)`;

/** §12 base set: dangers found in the period, ignored and revoked ones left out, in the caller's scope. */
export function dangerBase(ctx: RequestContext, f: StatFilters): SQL {
  return and(
    dangerService.scope(ctx),
    inPeriod(d.foundTime, f),
    notInArray(d.status, ['IGNORED', 'REVOKED']),
    f.level ? eq(d.level, f.level) : undefined,
    f.checkType ? eq(d.checkType, f.checkType) : undefined,
    inDeptSubtree(dangerDept, f, ctx.tenantId),
  ) as SQL;
}

/** The one aggregate behind the §12 danger rates (also explained by the bench). */
export function dangerSummaryQuery(db: Db, ctx: RequestContext, f: StatFilters) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      confirmed: sql<number>`(count(*) filter (where ${confirmed}))::int`,
      closed: sql<number>`(count(*) filter (where ${closed}))::int`,
      onTime: sql<number>`(count(*) filter (where ${closed} and ${finishedBy(d.currentDeadline, f)}))::int`,
      firstDeadline: sql<number>`(count(*) filter (where ${closed} and ${finishedBy(d.originalDeadline, f)}))::int`,
      open: sql<number>`(count(*) filter (where ${open}))::int`,
      overdue: sql<number>`(count(*) filter (where ${overdueNow(f)}))::int`,
      major: sql<number>`(count(*) filter (where ${d.level} = 'MAJOR'))::int`,
      majorOpen: sql<number>`(count(*) filter (where ${d.level} = 'MAJOR' and ${open}))::int`,
      avgRectifyDays: days(sql`case when ${closed} then ${d.closeTime} - ${d.confirmTime} end`),
      avgAcceptDays: days(sql`case when ${closed} then ${d.closeTime} - ${d.rectifyFinishTime} end`),
    })
    .from(d)
    .where(dangerBase(ctx, f));
}

/** The §12 danger rates over the base set. */
export async function dangerSummary(db: Db, ctx: RequestContext, f: StatFilters) {
  const [r] = await dangerSummaryQuery(db, ctx, f);
  const counts = { confirmed: r.confirmed, closed: r.closed, closedOnTime: r.onTime };
  return {
    total: r.total,
    confirmed: r.confirmed,
    closed: r.closed,
    open: r.open,
    overdue: r.overdue,
    major: r.major,
    majorOpen: r.majorOpen,
    rectificationRate: rectificationRate(counts),
    onTimeRate: onTimeRate(counts),
    firstDeadlineRate: ratio(r.firstDeadline, r.closed),
    overdueShare: ratio(r.overdue, r.open),
    avgRectifyDays: r.avgRectifyDays === null ? null : Number(r.avgRectifyDays),
    avgAcceptDays: r.avgAcceptDays === null ? null : Number(r.avgAcceptDays),
  };
}

/** Found, closed and (still or once) overdue dangers per month of the period. */
export async function dangerMonthly(db: Db, ctx: RequestContext, f: StatFilters) {
  const month = monthOf(d.foundTime, f);
  const closeMonth = monthOf(d.closeTime, f);
  const [found, done] = await together(
    db,
    async () =>
      db
        .select({
          month,
          found: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where (${overdueNow(f)}) or (${closed} and not ${finishedBy(d.currentDeadline, f)})))::int`,
        })
        .from(d)
        .where(dangerBase(ctx, f))
        .groupBy(month),
    async () =>
      db
        .select({ month: closeMonth, closed: sql<number>`count(*)::int` })
        .from(d)
        .where(
          and(
            dangerService.scope(ctx),
            closed,
            inPeriod(d.closeTime, f),
            f.level ? eq(d.level, f.level) : undefined,
            f.checkType ? eq(d.checkType, f.checkType) : undefined,
            inDeptSubtree(dangerDept, f, ctx.tenantId),
          ),
        )
        .groupBy(closeMonth),
  );
  const foundBy = new Map(found.map((r) => [r.month, r]));
  const closedBy = new Map(done.map((r) => [r.month, r.closed]));
  return monthsOf(f.startDate, f.endDate).map((m) => ({
    month: m,
    found: foundBy.get(m)?.found ?? 0,
    closed: closedBy.get(m) ?? 0,
    overdue: foundBy.get(m)?.overdue ?? 0,
  }));
}

/** `danger/data` (隐患统计). */
export async function dangerStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const base = dangerBase(ctx, f);
  const accident = sql<string>`unnest(${d.accidentTypes})`;
  const [summary, groups, monthly, accidents, labels] = await together(
    db,
    async () => dangerSummary(db, ctx, f),
    async () =>
      breakdowns({
        db,
        from: d,
        where: base,
        dims: {
          level: d.level,
          status: d.status,
          category: d.category,
          causeType: d.causeType,
          source: d.source,
          dept: dangerDept,
        },
        measures: {
          count: sql<number>`count(*)`,
          confirmed: sql<number>`count(*) filter (where ${confirmed})`,
          closed: sql<number>`count(*) filter (where ${closed})`,
          overdue: sql<number>`count(*) filter (where ${overdueNow(f)})`,
        },
      }),
    async () => dangerMonthly(db, ctx, f),
    async () =>
      db
        .select({ key: accident, count: sql<number>`count(*)::int` })
        .from(d)
        .where(base)
        .groupBy(accident)
        .orderBy(sql`count(*) desc`),
    async () =>
      Promise.all(
        [
          'DANGER_LEVEL',
          'DANGER_STATUS',
          'DANGER_CATEGORY',
          'DANGER_CAUSE_TYPE',
          'DANGER_SOURCE',
          'ACCIDENT_TYPE',
        ].map((c) => dictLabels(db, ctx, c)),
      ),
  );
  const [level, status, category, causeType, source, accidentType] = labels;
  const names = await deptNames(
    db,
    ctx.tenantId,
    groups.dept.map((g) => g.key),
  );
  // every row labelled: a danger not yet graded or classified (a draft) is "未填写", an unknown key itself
  const unset = ctx.english ? 'Not set' : '未填写';
  const withRate = <T extends { key: string | null; count: number; confirmed: number; closed: number }>(
    rows: T[],
    label: (k: string | null) => string,
  ) =>
    rows.map((r) => ({
      ...r,
      label: r.key === null || r.key === '' ? unset : label(r.key) || r.key,
      rectificationRate: rectificationRate({ confirmed: r.confirmed, closed: r.closed, closedOnTime: 0 }),
    }));
  return {
    period: { startDate: f.startDate, endDate: f.endDate },
    summary,
    byLevel: withRate(groups.level, level),
    byStatus: withRate(groups.status, status),
    byCategory: withRate(groups.category, category),
    byCauseType: withRate(groups.causeType, causeType),
    bySource: withRate(groups.source, source),
    byDept: withRate(groups.dept, (k) => nameOf(names, k)).map(({ key, ...r }) => ({
      deptId: key,
      ...r,
    })),
    byAccidentType: accidents.map((a) => ({ ...a, label: accidentType(a.key) || a.key })),
    monthly,
  };
}
