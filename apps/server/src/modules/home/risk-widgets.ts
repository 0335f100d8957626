import { RISK_LEVEL_HEX, RISK_LEVELS, type RiskLevel } from '@dp/domain';
import { and, count, desc, eq, inArray, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { checkPlanItem, checkRiskPoint, dangerRecord, dept, riskPointType } from '../../db/schema';
import { bizLabelMap, dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { checkRiskPointService } from '../check/points';
import { OPEN_STATES } from '../danger/danger-flow';
import { dangerService } from '../danger/danger-service';
import { analysisServices } from '../risk/analysis';
import { riskPointService } from '../risk/risk-point';
import { canRead } from './access';

const ENABLED = 'ENABLED';

/** Enabled risk points the caller may see. */
const livePoints = (ctx: RequestContext): SQL =>
  and(riskPointService.scope(ctx), eq(riskPointType.enableStatus, ENABLED)) as SQL;

export type LevelCount = { level: RiskLevel; label: string; color: string; count: number };

/** Risk points (`by=type`) or check points (`by=point`) per level: always the four levels. */
export async function riskLevelDistribute(
  db: Db,
  ctx: RequestContext,
  by: 'type' | 'point',
): Promise<LevelCount[]> {
  const [labels, rows] = await together(
    db,
    async () => bizLabelMap(db, ctx.tenantId, 'RISK_LEVEL', ctx.english),
    async () =>
      by === 'type'
        ? db
            .select({ level: riskPointType.riskLevel, count: count() })
            .from(riskPointType)
            .where(livePoints(ctx))
            .groupBy(riskPointType.riskLevel)
        : db
            .select({ level: checkRiskPoint.riskLevel, count: count() })
            .from(checkRiskPoint)
            .where(and(checkRiskPointService.scope(ctx), eq(checkRiskPoint.enableStatus, ENABLED)))
            .groupBy(checkRiskPoint.riskLevel),
  );
  const counts = new Map(rows.map((r) => [String(r.level), Number(r.count)]));
  return RISK_LEVELS.map((level) => ({
    level,
    label: labels.get(level) ?? level,
    color: RISK_LEVEL_HEX[level],
    count: counts.get(level) ?? 0,
  }));
}

export type TypeCount = { key: string; group: 'category' | 'analysis'; label: string; count: number };

/** Risk points by category, and the job-activity (JHA) and device-facility (SCL) analyses. */
export async function riskTypeDistribute(db: Db, ctx: RequestContext): Promise<TypeCount[]> {
  const analysisCount = async (kind: 'job' | 'device', code: string) => {
    if (!canRead(ctx, code)) return null;
    const service = analysisServices[kind].header;
    const table = service.table as unknown as typeof riskPointType;
    const [row] = await db
      .select({ count: count() })
      .from(service.table)
      .where(and(service.scope(ctx), eq(table.enableStatus, ENABLED)));
    return Number(row.count);
  };
  const [labels, rows, jha, scl] = await together(
    db,
    async () => dictItemsFor(db, ctx.tenantId, 'RISK_POINT_CATEGORY', true, ctx.english),
    async () =>
      db
        .select({ category: riskPointType.category, count: count() })
        .from(riskPointType)
        .where(livePoints(ctx))
        .groupBy(riskPointType.category),
    async () => analysisCount('job', 'riskJobActivity'),
    async () => analysisCount('device', 'riskDeviceFacility'),
  );
  const counts = new Map(rows.map((r) => [String(r.category), Number(r.count)]));
  const out: TypeCount[] = labels.map((l) => ({
    key: l.key,
    group: 'category',
    label: l.label,
    count: counts.get(l.key) ?? 0,
  }));
  if (jha !== null) out.push({ key: 'JHA', group: 'analysis', label: '作业活动(JHA)', count: jha });
  if (scl !== null) out.push({ key: 'SCL', group: 'analysis', label: '设备设施(SCL)', count: scl });
  return out;
}

export type DeptRow = { deptId: string; deptName: string; total: number } & Record<RiskLevel, number>;

/** Risk points per responsible department and level, the ten departments with most first. */
export async function riskDeptDistribute(db: Db, ctx: RequestContext): Promise<DeptRow[]> {
  const rows = await db
    .select({ deptId: riskPointType.deptId, level: riskPointType.riskLevel, count: count() })
    .from(riskPointType)
    .where(livePoints(ctx))
    .groupBy(riskPointType.deptId, riskPointType.riskLevel);
  const byDept = new Map<string, DeptRow>();
  for (const r of rows) {
    const id = String(r.deptId ?? '');
    const row = byDept.get(id) ?? {
      deptId: id,
      deptName: '',
      total: 0,
      MAJOR: 0,
      SIGNIFICANT: 0,
      GENERAL: 0,
      LOW: 0,
    };
    const n = Number(r.count);
    if (RISK_LEVELS.includes(r.level as RiskLevel)) row[r.level as RiskLevel] += n;
    row.total += n;
    byDept.set(id, row);
  }
  const top = [...byDept.values()]
    .sort((a, b) => b.total - a.total || a.deptId.localeCompare(b.deptId))
    .slice(0, 10);
  const ids = top.map((r) => r.deptId).filter(Boolean);
  const names = ids.length
    ? await db
        .select({ id: dept.id, name: dept.deptName })
        .from(dept)
        .where(and(scoped(ctx.tenantId, dept), inArray(dept.id, ids)))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, String(n.name ?? '')]));
  return top.map((r) => ({ ...r, deptName: nameOf.get(r.deptId) ?? '' }));
}

export type RiskListRow = {
  id: string;
  name: string;
  level: string | null;
  color: string | null;
  deptName: string;
  lastCheckTime: Date | null;
  openDangerCount: number;
  outOfControl: boolean;
};

/**
 * The worst risk points first (level rank, then open dangers): with the last check of their
 * points and `outOfControl` (§5.1: an open MAJOR danger, or an overdue task on its points).
 */
export async function riskList(
  db: Db,
  ctx: RequestContext,
  limit: number,
  now = new Date(),
): Promise<RiskListRow[]> {
  const open = db
    .select({
      pointId: dangerRecord.riskPointTypeId,
      open: count().as('open'),
      major: sql<number>`count(*) filter (where ${dangerRecord.level} = 'MAJOR')`.as('major'),
    })
    .from(dangerRecord)
    .where(and(dangerService.scope(ctx), inArray(dangerRecord.status, OPEN_STATES)))
    .groupBy(dangerRecord.riskPointTypeId)
    .as('open_dangers');
  const checked = db
    .select({ pointId: checkRiskPoint.riskPointTypeId, last: max(checkRiskPoint.lastCheckTime).as('last') })
    .from(checkRiskPoint)
    .where(and(scoped(ctx.tenantId, checkRiskPoint), eq(checkRiskPoint.isDeleted, 0)))
    .groupBy(checkRiskPoint.riskPointTypeId)
    .as('checked');
  const rank = sql`case ${riskPointType.riskLevel} when 'MAJOR' then 1 when 'SIGNIFICANT' then 2 when 'GENERAL' then 3 when 'LOW' then 4 else 5 end`;
  const openCount = sql<number>`coalesce(${open.open}, 0)`;
  const rows = await db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      level: riskPointType.riskLevel,
      deptName: dept.deptName,
      lastCheckTime: checked.last,
      openDangerCount: openCount,
      majorOpen: sql<number>`coalesce(${open.major}, 0)`,
    })
    .from(riskPointType)
    .leftJoin(open, eq(open.pointId, riskPointType.id))
    .leftJoin(checked, eq(checked.pointId, riskPointType.id))
    .leftJoin(dept, eq(dept.id, riskPointType.deptId))
    .where(livePoints(ctx))
    .orderBy(rank, desc(openCount), riskPointType.code)
    .limit(limit);
  const ids = rows.map((r) => String(r.id));
  const late = ids.length
    ? await db
        .selectDistinct({ pointId: checkRiskPoint.riskPointTypeId })
        .from(checkPlanItem)
        .innerJoin(checkRiskPoint, eq(checkRiskPoint.id, checkPlanItem.checkRiskPointId))
        .where(
          and(
            scoped(ctx.tenantId, checkPlanItem),
            eq(checkPlanItem.isDeleted, 0),
            inArray(checkRiskPoint.riskPointTypeId, ids),
            or(
              eq(checkPlanItem.taskStatus, 'OVERDUE'),
              and(eq(checkPlanItem.taskStatus, 'PENDING'), lt(checkPlanItem.dueEnd, now)),
            ),
          ),
        )
    : [];
  const lateIds = new Set(late.map((l) => String(l.pointId)));
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name ?? ''),
    level: (r.level as string | null) ?? null,
    color: RISK_LEVEL_HEX[r.level as RiskLevel] ?? null,
    deptName: String(r.deptName ?? ''),
    lastCheckTime: (r.lastCheckTime as Date | null) ?? null,
    openDangerCount: Number(r.openDangerCount),
    outOfControl: Number(r.majorOpen) > 0 || lateIds.has(String(r.id)),
  }));
}
