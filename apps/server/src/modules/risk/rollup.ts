import { defaultControlLevel, isRiskLevel, type RiskLevel, worstLevel } from '@dp/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Job } from '../../core/jobs';
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

type AnalysisItem = (typeof ANALYSES)[AnalysisKind]['item'];

/**
 * The distinct values of an expression over a point's enabled lines of enabled analyses (job and
 * device), optionally narrowed further: one query per analysis kind.
 */
async function lineValues(
  db: Db,
  tenantId: string,
  riskPointTypeId: string,
  value: (i: AnalysisItem) => SQL,
  narrow?: (i: AnalysisItem) => SQL,
): Promise<string[]> {
  const out: string[] = [];
  for (const { header: h, item: i, fk } of Object.values(ANALYSES)) {
    const rows = await db
      .selectDistinct({ v: value(i) })
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
          narrow?.(i),
        ),
      );
    for (const r of rows) if (r.v !== null && r.v !== undefined && r.v !== '') out.push(String(r.v));
  }
  return out;
}

/** The accident types of a point's enabled lines of enabled analyses (§5.1), in key order. */
async function accidentTypesOf(db: Db, tenantId: string, riskPointTypeId: string): Promise<string[]> {
  const types = await lineValues(db, tenantId, riskPointTypeId, (i) => sql`unnest(${i.accidentTypes})`);
  return [...new Set(types)].sort();
}

/** The reason key of a risk point that is part of a 重大危险源 (dict DIRECT_MAJOR_REASON). */
export const MAJOR_HAZARD_SOURCE = 'MAJOR_HAZARD_SOURCE';

/**
 * The direct-major reasons the data tells about a point (§2.4): the reasons ticked on its enabled
 * lines of enabled analyses and, for a part of a 重大危险源, MAJOR_HAZARD_SOURCE; in key order.
 */
async function directMajorReasonsOf(
  db: Db,
  tenantId: string,
  riskPointTypeId: string,
  isMajorHazardSource: boolean,
): Promise<string[]> {
  const ticked = await lineValues(
    db,
    tenantId,
    riskPointTypeId,
    (i) => sql`${i.directMajorReason}`,
    (i) => sql`coalesce(${i.directMajorReason}, '') <> ''`,
  );
  return [...new Set([...(isMajorHazardSource ? [MAJOR_HAZARD_SOURCE] : []), ...ticked])].sort();
}

/**
 * Recomputes a risk point's level from its enabled analyses (§2.4), honouring an override, and its
 * accident types as the union of its lines' (§5.1). A direct-major reason (a line's ticked reason,
 * or the point being part of a 重大危险源) makes it MAJOR whatever the scores or a lower override.
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
      isMajorHazardSource: riskPointType.isMajorHazardSource,
    })
    .from(riskPointType)
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, riskPointTypeId)));
  if (!point) return;
  const reasons = await directMajorReasonsOf(
    db,
    tenantId,
    riskPointTypeId,
    point.isMajorHazardSource === true,
  );
  const judged = point.override ? (asLevel(point.overrideLevel) ?? rolled) : rolled;
  const effective = reasons.length > 0 ? 'MAJOR' : judged;
  const settings = await riskSettings(db, tenantId);
  await db
    .update(riskPointType)
    .set({
      rolledUpLevel: rolled,
      riskLevel: effective,
      directMajorReasons: reasons,
      accidentTypes: await accidentTypesOf(db, tenantId, riskPointTypeId),
      controlLevel: effective ? defaultControlLevel(effective, settings.controlLevels) : null,
    })
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, riskPointTypeId)));
  if (effective !== asLevel(point.riskLevel)) {
    for (const l of listeners) await l(db, { tenantId, riskPointTypeId, riskLevel: effective });
  }
}

/**
 * Grades the points never rolled up since the direct-major reasons were added (reasons still null:
 * a database from before migration 0017), so that e.g. a point that is part of a 重大危险源 turns
 * 重大 without anyone editing it. Later runs find nothing to do.
 */
export const directMajorJob: Job = {
  name: 'risk-direct-major',
  everyMs: 24 * 3600_000,
  firstDelayMs: 60_000,
  run: async (db) => {
    const points = await db
      .select({ id: riskPointType.id, tenantId: riskPointType.tenantId })
      .from(riskPointType)
      .where(and(eq(riskPointType.isDeleted, 0), isNull(riskPointType.directMajorReasons)));
    for (const p of points) await rollUpRiskPoint(db, String(p.tenantId), String(p.id));
    return points.length;
  },
};

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
