import { ratio } from '@dp/domain/stats/rates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { checkPlan as plan, checkRiskPoint as point, checkRecord as record } from '../../db/schema';
import { pointFilters, recordBase } from './check';
import { monthOf, monthsOf, type StatFilters } from './filters';
import { nameOf, placeNames, userNames } from './labels';

/** Patrol routes: daily checks and the monthly fire-facility checks (§12 inspect). */
export const PATROL_TYPES = ['DAILY', 'FIRE_FACILITY'];
/** GPS radius of checks outside a plan (plans carry their own, default 200 m). */
export const DEFAULT_RADIUS_M = 100;

const outlier = sql`${record.distanceM} > coalesce(${plan.gpsRadiusM}, ${DEFAULT_RADIUS_M})`;

/** `inspect/data` (巡检统计): QR coverage, scan compliance, GPS outliers, per point, place and person. */
export async function inspectStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const recs = recordBase(ctx, f, PATROL_TYPES);
  const points = and(pointFilters(ctx, f), eq(point.enableStatus, 'ENABLED'));
  const types = f.checkType ? [f.checkType] : PATROL_TYPES;
  // Records of the enabled points in the window, joined once per point (left join keeps unchecked points).
  const perPoint = db
    .select({
      pointId: point.id,
      name: point.name,
      number: point.number,
      placeId: point.placeId,
      riskLevel: point.riskLevel,
      records: sql<number>`count(${record.id})::int`.as('records'),
      scanned: sql<number>`(count(${record.id}) filter (where ${record.scanVerified}))::int`.as('scanned'),
      abnormal: sql<number>`(count(${record.id}) filter (where ${record.result} = 'ABNORMAL'))::int`.as(
        'abnormal',
      ),
      lastCheckTime: sql<Date | null>`max(${record.submitTime})`.as('last_check_time'),
    })
    .from(point)
    .leftJoin(
      record,
      and(eq(record.checkRiskPointId, point.id), recordBase(ctx, f), inArray(record.checkType, types)),
    )
    .where(points)
    .groupBy(point.id, point.name, point.number, point.placeId, point.riskLevel)
    .as('per_point');
  const month = monthOf(record.submitTime, f);
  const [byPoint, totals, byPerson, heat] = await together(
    db,
    async () =>
      db.select().from(perPoint).orderBy(sql`${perPoint.abnormal} desc, ${perPoint.records} asc`).limit(1000),
    async () =>
      db
        .select({
          records: sql<number>`count(*)::int`,
          scanVerified: sql<number>`(count(*) filter (where ${record.scanVerified}))::int`,
          located: sql<number>`(count(*) filter (where ${record.distanceM} is not null))::int`,
          outliers: sql<number>`(count(*) filter (where ${outlier}))::int`,
          abnormal: sql<number>`(count(*) filter (where ${record.result} = 'ABNORMAL'))::int`,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .leftJoin(plan, eq(plan.id, record.planId))
        .where(recs),
    async () =>
      db
        .select({
          checkerId: record.checkerId,
          records: sql<number>`count(*)::int`,
          scanVerified: sql<number>`(count(*) filter (where ${record.scanVerified}))::int`,
          outliers: sql<number>`(count(*) filter (where ${outlier}))::int`,
        })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .leftJoin(plan, eq(plan.id, record.planId))
        .where(recs)
        .groupBy(record.checkerId)
        .orderBy(sql`count(*) desc`),
    async () =>
      db
        .select({ placeId: point.placeId, month, records: sql<number>`count(*)::int` })
        .from(record)
        .innerJoin(point, eq(point.id, record.checkRiskPointId))
        .where(recs)
        .groupBy(point.placeId, month),
  );
  const placeRows = await db
    .select({
      placeId: perPoint.placeId,
      points: sql<number>`count(*)::int`,
      covered: sql<number>`(count(*) filter (where ${perPoint.scanned} > 0))::int`,
      records: sql<number>`sum(${perPoint.records})::int`,
      abnormal: sql<number>`sum(${perPoint.abnormal})::int`,
    })
    .from(perPoint)
    .groupBy(perPoint.placeId);
  const enabled = placeRows.reduce(
    (s, p) => ({ points: s.points + p.points, covered: s.covered + p.covered }),
    {
      points: 0,
      covered: 0,
    },
  );
  const [placeName, people] = await together(
    db,
    async () =>
      placeNames(db, ctx.tenantId, [...placeRows.map((p) => p.placeId), ...heat.map((h) => h.placeId)]),
    async () =>
      userNames(
        db,
        ctx.tenantId,
        byPerson.map((p) => p.checkerId),
      ),
  );
  const t = totals[0];
  return {
    period: { startDate: f.startDate, endDate: f.endDate },
    summary: {
      enabledPoints: enabled.points,
      coveredPoints: enabled.covered,
      coverage: ratio(enabled.covered, enabled.points),
      ...t,
      scanCompliance: ratio(t.scanVerified, t.records),
      outlierShare: ratio(t.outliers, t.located),
    },
    byPoint: byPoint.map((p) => ({ ...p, placeName: nameOf(placeName, p.placeId) })),
    byPlace: placeRows
      .map((v) => ({
        ...v,
        label: nameOf(placeName, v.placeId),
        coverage: ratio(v.covered, v.points),
      }))
      .sort((a, b) => b.abnormal - a.abnormal || b.records - a.records),
    byPerson: byPerson.map((p) => ({
      ...p,
      label: nameOf(people, p.checkerId),
      scanCompliance: ratio(p.scanVerified, p.records),
    })),
    heatmap: {
      months: monthsOf(f.startDate, f.endDate),
      cells: heat.map((h) => ({
        placeId: h.placeId,
        label: nameOf(placeName, h.placeId),
        month: h.month,
        records: h.records,
      })),
    },
  };
}
