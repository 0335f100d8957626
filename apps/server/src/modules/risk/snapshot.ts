import { and, asc, eq, inArray } from 'drizzle-orm';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { riskControlMeasure, riskPointControl, riskPointType } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { ANALYSES, type AnalysisKind } from './rollup';

/**
 * What a review approves: the content of the target, without bookkeeping (audit columns, review
 * state, secrets), so the same content always gives the same snapshot and an edit shows as a change.
 */
const BOOKKEEPING = new Set([
  'tenantId',
  'isDeleted',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'qrToken',
  'reviewStatus',
  'changedSinceReview',
  'lastReviewTime',
  'nextReviewDate',
  'versionNo',
  'mergedAt',
]);

function content(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (BOOKKEEPING.has(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? String(v) : v;
  }
  return out;
}

async function analysesOf(db: Db, tenantId: string, kind: AnalysisKind, headerIds: string[]) {
  const { header, item, fk, fkName } = ANALYSES[kind];
  if (headerIds.length === 0) return [];
  const [headers, items] = await together(
    db,
    async () =>
      db
        .select()
        .from(header)
        .where(and(scoped(tenantId, header, { live: true }), inArray(header.id, headerIds)))
        .orderBy(asc(header.createTime), asc(header.id)),
    async () =>
      db
        .select()
        .from(item)
        .where(and(scoped(tenantId, item, { live: true }), inArray(fk, headerIds)))
        .orderBy(asc(item.createTime), asc(item.id)),
  );
  return headers.map((h) => ({
    ...content(h),
    items: items.filter((i) => String((i as Record<string, unknown>)[fkName]) === String(h.id)).map(content),
  }));
}

export async function analysisSnapshot(db: Db, tenantId: string, kind: AnalysisKind, id: string) {
  const [one] = await analysesOf(db, tenantId, kind, [id]);
  return one ?? null;
}

export async function riskPointSnapshot(db: Db, tenantId: string, id: string) {
  const [point] = await db
    .select()
    .from(riskPointType)
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, id), eq(riskPointType.isDeleted, 0)));
  if (!point) return null;
  const idsOf = async (kind: AnalysisKind) => {
    const h = ANALYSES[kind].header;
    const rows = await db
      .select({ id: h.id })
      .from(h)
      .where(and(scoped(tenantId, h), eq(h.riskPointTypeId, id), eq(h.isDeleted, 0)));
    return rows.map((r) => String(r.id));
  };
  const [jobActivities, deviceFacilities, measures, controls] = await together(
    db,
    async () => idsOf('job').then((ids) => analysesOf(db, tenantId, 'job', ids)),
    async () => idsOf('device').then((ids) => analysesOf(db, tenantId, 'device', ids)),
    async () =>
      db
        .select()
        .from(riskControlMeasure)
        .where(
          and(
            scoped(tenantId, riskControlMeasure),
            eq(riskControlMeasure.riskPointTypeId, id),
            eq(riskControlMeasure.isDeleted, 0),
          ),
        )
        .orderBy(asc(riskControlMeasure.createTime), asc(riskControlMeasure.id)),
    async () =>
      db
        .select()
        .from(riskPointControl)
        .where(
          and(
            scoped(tenantId, riskPointControl),
            eq(riskPointControl.riskPointTypeId, id),
            eq(riskPointControl.isDeleted, 0),
          ),
        )
        .orderBy(asc(riskPointControl.createTime), asc(riskPointControl.id)),
  );
  return {
    point: content(point),
    jobActivities,
    deviceFacilities,
    measures: measures.map(content),
    controls: controls.map(content),
  };
}
