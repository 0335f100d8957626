import { defaultControlLevel, isRiskLevel, type RiskLevel, worstLevel } from '@dp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  riskDeviceFacility,
  riskDeviceFacilityItem,
  riskJobActivity,
  riskJobActivityItem,
  riskPointType,
} from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { riskSettings } from './settings';

/** The two analysis kinds: JHA (job activities) and SCL (devices/facilities), header and lines. */
export const ANALYSES = {
  job: {
    header: riskJobActivity,
    item: riskJobActivityItem,
    fk: riskJobActivityItem.activityId,
    fkName: 'activityId',
    sourceType: 'JOB_ITEM',
    hazardOf: (item: { hazardDesc?: unknown; stepName?: unknown }) => String(item.hazardDesc ?? ''),
  },
  device: {
    header: riskDeviceFacility,
    item: riskDeviceFacilityItem,
    fk: riskDeviceFacilityItem.facilityId,
    fkName: 'facilityId',
    sourceType: 'DEVICE_ITEM',
    hazardOf: (item: { nonConformity?: unknown }) => String(item.nonConformity ?? ''),
  },
} as const;

export type AnalysisKind = keyof typeof ANALYSES;

const asLevel = (v: unknown): RiskLevel | null => (isRiskLevel(v) ? v : null);

/** Something else (check points, the four-colour map) that copies a risk point's level. */
export type RiskLevelListener = (
  db: Db,
  change: { tenantId: string; riskPointTypeId: string; riskLevel: RiskLevel | null },
) => Promise<void>;

const listeners: RiskLevelListener[] = [];

/** Other modules register here to re-sync their copies in the same transaction as the change. */
export function onRiskLevelChange(listener: RiskLevelListener): void {
  listeners.push(listener);
}

/** The current level of a risk point (null while nothing is evaluated), for modules that copy it. */
export async function readRiskPointLevel(
  db: Db,
  tenantId: string,
  riskPointTypeId: string,
): Promise<RiskLevel | null> {
  const [row] = await db
    .select({ riskLevel: riskPointType.riskLevel })
    .from(riskPointType)
    .where(
      and(
        scoped(tenantId, riskPointType),
        eq(riskPointType.id, riskPointTypeId),
        eq(riskPointType.isDeleted, 0),
      ),
    );
  return asLevel(row?.riskLevel);
}

/** The accident types of a point's enabled lines of enabled analyses (§5.1), in key order. */
async function accidentTypesOf(db: Db, tenantId: string, riskPointTypeId: string): Promise<string[]> {
  const types = new Set<string>();
  for (const { header: h, item: i, fk } of Object.values(ANALYSES)) {
    const rows = await db
      .selectDistinct({ type: sql<string>`unnest(${i.accidentTypes})` })
      .from(i)
      .innerJoin(h, eq(fk, h.id))
      .where(
        and(
          scoped(tenantId, h),
          eq(h.riskPointTypeId, riskPointTypeId),
          eq(h.isDeleted, 0),
          eq(h.enableStatus, 'ENABLED'),
          eq(i.isDeleted, 0),
          eq(i.enableStatus, 'ENABLED'),
        ),
      );
    for (const r of rows) types.add(r.type);
  }
  return [...types].sort();
}

/**
 * Recomputes a risk point's level from its enabled analyses (§2.4), honouring an override, and its
 * accident types as the union of its lines' (§5.1).
 */
export async function rollUpRiskPoint(db: Db, tenantId: string, riskPointTypeId: string): Promise<void> {
  const levels: (RiskLevel | null)[] = [];
  for (const kind of Object.values(ANALYSES)) {
    const h = kind.header;
    const rows = await db
      .select({ riskLevel: h.riskLevel })
      .from(h)
      .where(
        and(
          scoped(tenantId, h),
          eq(h.riskPointTypeId, riskPointTypeId),
          eq(h.isDeleted, 0),
          eq(h.enableStatus, 'ENABLED'),
        ),
      );
    levels.push(...rows.map((r) => asLevel(r.riskLevel)));
  }
  const rolled = worstLevel(levels);
  const [point] = await db
    .select({
      riskLevel: riskPointType.riskLevel,
      override: riskPointType.riskLevelOverride,
      overrideLevel: riskPointType.overrideLevel,
    })
    .from(riskPointType)
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, riskPointTypeId)));
  if (!point) return;
  const effective = point.override ? (asLevel(point.overrideLevel) ?? rolled) : rolled;
  const settings = await riskSettings(db, tenantId);
  await db
    .update(riskPointType)
    .set({
      rolledUpLevel: rolled,
      riskLevel: effective,
      accidentTypes: await accidentTypesOf(db, tenantId, riskPointTypeId),
      controlLevel: effective ? defaultControlLevel(effective, settings.controlLevels) : null,
    })
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, riskPointTypeId)));
  if (effective !== asLevel(point.riskLevel)) {
    for (const l of listeners) await l(db, { tenantId, riskPointTypeId, riskLevel: effective });
  }
}

/** Recomputes an analysis's level from its enabled lines, then its risk point's. */
export async function rollUpAnalysis(
  db: Db,
  tenantId: string,
  kind: AnalysisKind,
  analysisId: string,
): Promise<void> {
  const { header: h, item: i, fk } = ANALYSES[kind];
  const rows = await db
    .select({ riskLevel: i.riskLevel })
    .from(i)
    .where(and(scoped(tenantId, i), eq(fk, analysisId), eq(i.isDeleted, 0), eq(i.enableStatus, 'ENABLED')));
  const level = worstLevel(rows.map((r) => asLevel(r.riskLevel)));
  const settings = await riskSettings(db, tenantId);
  const [header] = await db
    .update(h)
    .set({
      riskLevel: level,
      controlLevel: level ? defaultControlLevel(level, settings.controlLevels) : null,
    })
    .where(and(scoped(tenantId, h), eq(h.id, analysisId)))
    .returning({ riskPointTypeId: h.riskPointTypeId });
  if (header?.riskPointTypeId) await rollUpRiskPoint(db, tenantId, String(header.riskPointTypeId));
}

/**
 * A change to reviewed content: an approved or rejected target goes back to UNSUBMITTED (the last
 * approved snapshot stays valid until re-approval) and shows "changed since last review".
 */
export async function markChanged(
  db: Db,
  tenantId: string,
  target: { table: typeof riskPointType | typeof riskJobActivity | typeof riskDeviceFacility; id: string },
): Promise<void> {
  const t = target.table;
  await db
    .update(t)
    .set({
      changedSinceReview: sql`${t.reviewStatus} <> 'UNSUBMITTED' or coalesce(${t.changedSinceReview}, false)`,
      reviewStatus: sql`case when ${t.reviewStatus} in ('APPROVED', 'REJECTED') then 'UNSUBMITTED' else ${t.reviewStatus} end`,
    })
    .where(and(scoped(tenantId, t), eq(t.id, target.id)));
}
