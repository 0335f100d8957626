import { ratio } from '@dp/domain/stats/rates';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { numberOrNull } from '../../core/numbers';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import {
  checkPlan as plan,
  checkRiskPoint as point,
  checkRecord as record,
  checkPlanItem as task,
} from '../../db/schema';
import { checkPlanItemService } from '../check/tasks';
import { pointFilters, recordBase } from './check';
import { inPeriod, type StatFilters } from './filters';
import { deptNames, nameOf, userNames } from './labels';

/** Mean minutes from a check's own start to its submission; a record without a sane span is left out. */
const minutes = sql<
  number | null
>`round((avg(extract(epoch from ${record.submitTime} - ${record.startTime})) filter (where ${record.startTime} <= ${record.submitTime}) / 60)::numeric, 1)`;

/** Days between two checks a plan's cycle asks for (null for one-off plans). */
const requiredDays = sql<number | null>`min(
  (case ${plan.cycle}
    when 'SHIFT' then 1.0 / 3 when 'DAY' then 1 when 'WEEK' then 7 when 'HALF_MONTH' then 15
    when 'MONTH' then 30 when 'QUARTER' then 91 when 'HALF_YEAR' then 182 when 'YEAR' then 365
    when 'CUSTOM_DAYS' then ${plan.cycleDays} end) / greatest(coalesce(${plan.timesPerCycle}, 1), 1))`;

/** `check/average` (平均检查指标, domain-model §12 (A)): per department, checker and point; worst first. */
export async function checkAverage(db: Db, ctx: RequestContext, f: StatFilters) {
  const where = recordBase(ctx, f);
  const [byDept, active, byChecker, byPoint, cycles] = await together(
    db,
    async () =>
      db
        .select({
          deptId: point.deptId,
          records: sql<number>`count(*)::int`,
          checkers: sql<number>`count(distinct ${record.checkerId})::int`,
          pointsChecked: sql<number>`count(distinct ${record.checkRiskPointId})::int`,
          avgDurationMin: minutes,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(where)
        .groupBy(point.deptId),
    async () =>
      db
        .select({ deptId: point.deptId, points: sql<number>`count(*)::int` })
        .from(point)
        .where(and(pointFilters(ctx, f), eq(point.enableStatus, 'ENABLED')))
        .groupBy(point.deptId),
    async () =>
      db
        .select({
          checkerId: record.checkerId,
          records: sql<number>`count(*)::int`,
          pointsChecked: sql<number>`count(distinct ${record.checkRiskPointId})::int`,
          avgDurationMin: minutes,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(where)
        .groupBy(record.checkerId),
    async () =>
      db
        .select({
          pointId: point.id,
          name: point.name,
          deptId: point.deptId,
          records: sql<number>`count(*)::int`,
          avgIntervalDays: sql<
            number | null
          >`case when count(*) > 1 then round((extract(epoch from max(${record.submitTime}) - min(${record.submitTime})) / 86400 / (count(*) - 1))::numeric, 2) end`,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(where)
        .groupBy(point.id, point.name, point.deptId),
    async () =>
      db
        .select({ pointId: task.checkRiskPointId, requiredDays })
        .from(task)
        .innerJoin(plan, eq(plan.id, task.planId))
        .where(and(checkPlanItemService.scope(ctx), inPeriod(task.dueEnd, f)))
        .groupBy(task.checkRiskPointId),
  );
  const [depts, people] = await together(
    db,
    async () => deptNames(db, ctx.tenantId, [...byDept.map((d) => d.deptId), ...active.map((a) => a.deptId)]),
    async () =>
      userNames(
        db,
        ctx.tenantId,
        byChecker.map((c) => c.checkerId),
      ),
  );
  const activeOf = new Map(active.map((a) => [a.deptId, a.points]));
  const required = new Map(cycles.map((c) => [c.pointId, numberOrNull(c.requiredDays)]));
  const deptIds = [...new Set([...active.map((a) => a.deptId), ...byDept.map((d) => d.deptId)])];
  const deptRows = deptIds.map((deptId) => {
    const d = byDept.find((x) => x.deptId === deptId);
    const records = d?.records ?? 0;
    const points = activeOf.get(deptId) ?? 0;
    return {
      deptId,
      label: nameOf(depts, deptId),
      records,
      activePoints: points,
      checkers: d?.checkers ?? 0,
      pointsChecked: d?.pointsChecked ?? 0,
      avgChecksPerPoint: ratio(records, points),
      avgChecksPerChecker: ratio(records, d?.checkers ?? 0),
      avgDurationMin: numberOrNull(d?.avgDurationMin),
    };
  });
  const worstFirst = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);
  return {
    period: { startDate: f.startDate, endDate: f.endDate },
    byDept: deptRows.sort((a, b) => worstFirst(a.avgChecksPerPoint.value, b.avgChecksPerPoint.value)),
    byChecker: byChecker
      .map((c) => ({
        ...c,
        label: nameOf(people, c.checkerId),
        avgDurationMin: numberOrNull(c.avgDurationMin),
      }))
      .sort((a, b) => a.records - b.records),
    byPoint: byPoint
      .map((p) => {
        const interval = numberOrNull(p.avgIntervalDays);
        const need = required.get(p.pointId) ?? null;
        return {
          ...p,
          deptName: nameOf(depts, p.deptId),
          avgIntervalDays: interval,
          requiredDays: need === null ? null : Math.round(need * 100) / 100,
          // > 1: checked less often than the plan's cycle asks
          intervalRatio: interval === null || !need ? null : Math.round((interval / need) * 10000) / 10000,
        };
      })
      .sort((a, b) => worstFirst(b.intervalRatio, a.intervalRatio)),
  };
}
