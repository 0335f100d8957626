import { RISK_LEVEL_HEX, RISK_LEVELS, type RiskLevel } from '@dp/domain';
import { and, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { checkRiskPoint, dept, riskPointType } from '../../db/schema';
import { bizLabelMap, dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { checkRiskPointService } from '../check/points';
import { analysisServices } from '../risk/analysis';
import { controlExpressions } from '../risk/control-state';
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
  /** Why out of control: MAJOR_DANGER, OVERDUE_DANGER, OVERDUE_TASK (issue #32 item 4). */
  outOfControlReasons: string[];
  /** Control levels the point's control set lacks (§2.5), e.g. after a re-grading. */
  missingControlLevels: string[];
};

/**
 * The points out of control first, then the worst level (then open dangers): with the last check
 * of their points, the registered open dangers and `outOfControl` (an open MAJOR danger, an overdue
 * danger or an overdue check task), computed now in the one query (control-state.ts).
 */
export async function riskList(
  db: Db,
  ctx: RequestContext,
  limit: number,
  now = new Date(),
): Promise<RiskListRow[]> {
  const checked = db
    .select({ pointId: checkRiskPoint.riskPointTypeId, last: max(checkRiskPoint.lastCheckTime).as('last') })
    .from(checkRiskPoint)
    .where(and(scoped(ctx.tenantId, checkRiskPoint), eq(checkRiskPoint.isDeleted, 0)))
    .groupBy(checkRiskPoint.riskPointTypeId)
    .as('checked');
  const rank = sql`case ${riskPointType.riskLevel} when 'MAJOR' then 1 when 'SIGNIFICANT' then 2 when 'GENERAL' then 3 when 'LOW' then 4 else 5 end`;
  const { open, reason } = controlExpressions(now);
  const rows = await db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      level: riskPointType.riskLevel,
      deptName: dept.deptName,
      lastCheckTime: checked.last,
      openDangerCount: open.as('open_danger_count'),
      reason: reason.as('out_of_control_reason'),
      missing: riskPointType.missingControlLevels,
    })
    .from(riskPointType)
    .leftJoin(checked, eq(checked.pointId, riskPointType.id))
    .leftJoin(dept, eq(dept.id, riskPointType.deptId))
    .where(livePoints(ctx))
    .orderBy(sql`${reason} is null`, rank, desc(open), riskPointType.code)
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name ?? ''),
    level: (r.level as string | null) ?? null,
    color: RISK_LEVEL_HEX[r.level as RiskLevel] ?? null,
    deptName: String(r.deptName ?? ''),
    lastCheckTime: (r.lastCheckTime as Date | null) ?? null,
    openDangerCount: Number(r.openDangerCount),
    outOfControl: Boolean(r.reason),
    outOfControlReasons: r.reason ? String(r.reason).split(',') : [],
    missingControlLevels: (r.missing as string[] | null) ?? [],
  }));
}
