import { resources } from '@dp/domain';
import { completionRate, onTimeCheckRate, ratio } from '@dp/domain/stats/rates';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import {
  dangerRecord,
  checkPlan as plan,
  checkRiskPoint as point,
  checkRecord as record,
  checkPlanItem as task,
} from '../../db/schema';
import { resourceService } from '../../resource/service';
import { checkPlanService } from '../check/plan-flow';
import { checkRecordService } from '../check/records';
import { checkPlanItemService } from '../check/tasks';
import { dangerService } from '../danger/danger-service';
import { inDeptSubtree, inPeriod, monthOf, monthsOf, type StatFilters } from './filters';
import { breakdowns, deptNames, dictLabels, flaggedKeys, nameOf, userNames } from './labels';

/**
 * Check points as a dimension: tenant, soft delete and the point resource's data scope, without
 * the point pages' narrowing to the kinds a caller may manage (a principal reads statistics of
 * every kind without holding the point pages).
 */
export const pointScope = resourceService(resources.checkRiskPoint, point).scope;

/** Filters that apply through the check point (department subtree, risk level). */
export function pointFilters(ctx: RequestContext, f: StatFilters): SQL | undefined {
  return and(
    pointScope(ctx),
    inDeptSubtree(point.deptId, f, ctx.tenantId),
    f.riskLevel ? eq(point.riskLevel, f.riskLevel) : undefined,
  );
}

/** Submitted records in the period, with the point filters and the check type. */
export function recordBase(ctx: RequestContext, f: StatFilters, checkTypes?: string[]): SQL {
  return and(
    checkRecordService.scope(ctx),
    eq(record.recordStatus, 'SUBMITTED'),
    inPeriod(record.submitTime, f),
    f.checkType
      ? eq(record.checkType, f.checkType)
      : checkTypes
        ? inArray(record.checkType, checkTypes)
        : undefined,
    pointFilters(ctx, f),
  ) as SQL;
}

const status = (...s: string[]) =>
  sql`${task.taskStatus} in (${sql.join(
    s.map((x) => sql`${x}`),
    sql`, `,
  )})`;
const taskMeasures = {
  planned: sql<number>`count(*) filter (where ${task.taskStatus} <> 'SKIPPED')`,
  done: sql<number>`count(*) filter (where ${status('DONE')})`,
  doneLate: sql<number>`count(*) filter (where ${status('DONE_LATE')})`,
  missed: sql<number>`count(*) filter (where ${status('OVERDUE')})`,
  pending: sql<number>`count(*) filter (where ${status('PENDING')})`,
  skipped: sql<number>`count(*) filter (where ${status('SKIPPED')})`,
  /** Tasks with an outcome: the window ended, or done within a window still open (stats/rates). */
  settled: sql<number>`count(*) filter (where ${task.taskStatus} <> 'SKIPPED' and (${task.dueEnd} <= now() or ${status('DONE')}))`,
};
type TaskCounts = { planned: number; done: number; doneLate: number; settled: number };
/** The check rates, defined once in @dp/domain/stats/rates (tasks not yet due are not missed). */
const rates = <T extends TaskCounts>(r: T) => ({
  ...r,
  completionRate: completionRate(r),
  onTimeCheckRate: onTimeCheckRate(r),
});

/** §12 check base set: plan tasks due in the period, in scope, through plan and point filters. */
function taskBase(ctx: RequestContext, f: StatFilters) {
  return and(
    checkPlanItemService.scope(ctx),
    inPeriod(task.dueEnd, f),
    f.checkType ? eq(plan.checkType, f.checkType) : undefined,
    pointFilters(ctx, f),
  );
}

/** The aggregate behind the task rates (also explained by the bench). */
export function taskSummaryQuery(db: Db, ctx: RequestContext, f: StatFilters) {
  return db
    .select(Object.fromEntries(Object.entries(taskMeasures).map(([k, v]) => [k, sql<number>`(${v})::int`])))
    .from(task)
    .innerJoin(point, eq(point.id, task.checkRiskPointId))
    .innerJoin(plan, eq(plan.id, task.planId))
    .where(taskBase(ctx, f));
}

/** Task counts and the completion rates of the base set. */
export async function taskSummary(db: Db, ctx: RequestContext, f: StatFilters) {
  const [t] = await taskSummaryQuery(db, ctx, f);
  return rates(t as unknown as TaskCounts & Record<keyof typeof taskMeasures, number>);
}

/** `check/data` (排查统计): plan tasks due in the period (skipped ones outside the denominator). */
export async function checkStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const where = taskBase(ctx, f);
  const joins = [
    { table: point, on: eq(point.id, task.checkRiskPointId) },
    { table: plan, on: eq(plan.id, task.planId) },
  ];
  const recWhere = recordBase(ctx, f);
  const [groups, totals, recs, checkers, typeLabel, levelLabel] = await together(
    db,
    async () =>
      breakdowns({
        db,
        from: task,
        joins,
        where,
        dims: {
          type: plan.checkType,
          dept: point.deptId,
          riskLevel: point.riskLevel,
          month: monthOf(task.dueEnd, f),
        },
        measures: taskMeasures,
      }),
    async () => taskSummary(db, ctx, f),
    async () =>
      db
        .select({
          records: sql<number>`count(*)::int`,
          withDanger: sql<number>`(count(*) filter (where ${record.dangerCount} > 0))::int`,
          abnormal: sql<number>`(count(*) filter (where ${record.result} = 'ABNORMAL'))::int`,
          adHoc: sql<number>`(count(*) filter (where ${record.planId} is null))::int`,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(recWhere),
    async () =>
      db
        .select({
          checkerId: record.checkerId,
          records: sql<number>`count(*)::int`,
          abnormal: sql<number>`(count(*) filter (where ${record.result} = 'ABNORMAL'))::int`,
          withDanger: sql<number>`(count(*) filter (where ${record.dangerCount} > 0))::int`,
          dangers: sql<number>`coalesce(sum(${record.dangerCount}), 0)::int`,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(recWhere)
        .groupBy(record.checkerId)
        .orderBy(sql`count(*) desc`),
    async () => dictLabels(db, ctx, 'CHECK_TYPE'),
    async () => dictLabels(db, ctx, 'RISK_LEVEL'),
  );
  const [depts, people] = await together(
    db,
    async () =>
      deptNames(
        db,
        ctx.tenantId,
        groups.dept.map((g) => g.key),
      ),
    async () =>
      userNames(
        db,
        ctx.tenantId,
        checkers.map((c) => c.checkerId),
      ),
  );
  const r = recs[0];
  const byMonth = new Map(groups.month.map((m) => [m.key, m]));
  return {
    period: { startDate: f.startDate, endDate: f.endDate },
    summary: {
      ...totals,
      records: r.records,
      recordsWithDanger: r.withDanger,
      abnormalRecords: r.abnormal,
      adHocRecords: r.adHoc,
      dangerFindRate: ratio(r.withDanger, r.records),
    },
    byType: groups.type.map((g) => rates({ ...g, label: typeLabel(g.key) })),
    byDept: groups.dept.map(({ key, ...g }) => rates({ deptId: key, label: nameOf(depts, key), ...g })),
    byRiskLevel: groups.riskLevel.map((g) => rates({ ...g, label: levelLabel(g.key) })),
    byChecker: checkers.map((c) => ({
      ...c,
      label: nameOf(people, c.checkerId),
      dangerFindRate: ratio(c.withDanger, c.records),
    })),
    monthly: monthsOf(f.startDate, f.endDate).map((month) => {
      const m = byMonth.get(month);
      return rates({
        month,
        planned: m?.planned ?? 0,
        done: m?.done ?? 0,
        doneLate: m?.doneLate ?? 0,
        missed: m?.missed ?? 0,
        settled: m?.settled ?? 0,
      });
    }),
  };
}

/** `check/special/data` (专项检查统计): plans of special check types that overlap the period. */
export async function specialCheckStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const special = await flaggedKeys(db, ctx.tenantId, 'CHECK_TYPE', 'isSpecial');
  const types = f.checkType ? special.filter((k) => k === f.checkType) : special;
  const typeLabel = await dictLabels(db, ctx, 'CHECK_TYPE');
  const plans = types.length
    ? await db
        .select({
          planId: plan.id,
          name: plan.name,
          checkType: plan.checkType,
          startDate: plan.startDate,
          endDate: plan.endDate,
          planStatus: plan.planStatus,
        })
        .from(plan)
        .where(
          and(
            checkPlanService.scope(ctx),
            inArray(plan.checkType, types),
            sql`${plan.startDate} <= ${f.endDate}::date and ${plan.endDate} >= ${f.startDate}::date`,
            notInArray(plan.planStatus, ['DRAFT', 'CANCELLED']),
          ),
        )
        .orderBy(plan.startDate)
    : [];
  const ids = plans.map((p) => p.planId);
  const [points, dangers] = ids.length
    ? await together(
        db,
        async () =>
          db
            .select({
              planId: task.planId,
              planned: sql<number>`(count(distinct ${task.checkRiskPointId}) filter (where ${task.taskStatus} <> 'SKIPPED'))::int`,
              checked: sql<number>`(count(distinct ${task.checkRiskPointId}) filter (where ${status('DONE', 'DONE_LATE')}))::int`,
            })
            .from(task)
            .innerJoin(point, eq(point.id, task.checkRiskPointId))
            .where(and(checkPlanItemService.scope(ctx), inArray(task.planId, ids), pointFilters(ctx, f)))
            .groupBy(task.planId),
        async () =>
          db
            .select({
              planId: record.planId,
              found: sql<number>`count(*)::int`,
              closed: sql<number>`(count(*) filter (where ${dangerRecord.status} = 'CLOSED'))::int`,
              major: sql<number>`(count(*) filter (where ${dangerRecord.level} = 'MAJOR'))::int`,
            })
            .from(dangerRecord)
            .innerJoin(record, eq(record.id, dangerRecord.checkRecordId))
            .innerJoin(point, eq(point.id, record.checkRiskPointId))
            .where(
              and(
                dangerService.scope(ctx),
                checkRecordService.scope(ctx),
                inArray(record.planId, ids),
                notInArray(dangerRecord.status, ['IGNORED', 'REVOKED']),
                f.level ? eq(dangerRecord.level, f.level) : undefined,
                pointFilters(ctx, f),
              ),
            )
            .groupBy(record.planId),
      )
    : [[], []];
  const pointsOf = new Map(points.map((p) => [p.planId, p]));
  const dangersOf = new Map(dangers.map((d) => [d.planId, d]));
  const rows = plans.map((p) => {
    const pt = pointsOf.get(p.planId);
    const dg = dangersOf.get(p.planId);
    const planned = pt?.planned ?? 0;
    const checked = pt?.checked ?? 0;
    return {
      ...p,
      checkTypeLabel: typeLabel(p.checkType),
      pointsPlanned: planned,
      pointsChecked: checked,
      progress: ratio(checked, planned),
      dangersFound: dg?.found ?? 0,
      dangersClosed: dg?.closed ?? 0,
      majorFound: dg?.major ?? 0,
    };
  });
  const byType = types
    .map((type) => {
      const of = rows.filter((r) => r.checkType === type);
      const sum = (k: 'pointsPlanned' | 'pointsChecked' | 'dangersFound' | 'dangersClosed' | 'majorFound') =>
        of.reduce((s, r) => s + r[k], 0);
      return {
        checkType: type,
        label: typeLabel(type),
        plans: of.length,
        pointsPlanned: sum('pointsPlanned'),
        pointsChecked: sum('pointsChecked'),
        progress: ratio(sum('pointsChecked'), sum('pointsPlanned')),
        dangersFound: sum('dangersFound'),
        dangersClosed: sum('dangersClosed'),
        majorFound: sum('majorFound'),
      };
    })
    .filter((t) => t.plans > 0);
  return { period: { startDate: f.startDate, endDate: f.endDate }, plans: rows, byType };
}
