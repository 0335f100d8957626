import { and, desc, eq, gte, lte, notInArray, or, sql } from 'drizzle-orm';
import { parseDateTime } from '../../core/dates';
import type { Db } from '../../db/client';
import {
  checkRiskPoint,
  dangerRecord,
  place as placeTable,
  riskPointType,
  riskPointTypePlaces,
} from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { ancestorsCondition } from '../../resource/tree';

/** How far back the same finding makes a danger a repeat (issue #32 item 4). */
export const REPEAT_DAYS = 90;
const DAY = 86_400_000;

/**
 * A new danger's risk point when it names none: its check point's; for a point of no risk point
 * (an extinguisher, a hydrant) the risk point placed in its place or one containing it, or owning
 * another check point there, the worst level first.
 */
export async function riskPointOfCheckPoint(db: Db, tenantId: string, row: Row): Promise<void> {
  if (row.riskPointTypeId || !row.checkRiskPointId) return;
  const [point] = await db
    .select({ riskPointTypeId: checkRiskPoint.riskPointTypeId, placeId: checkRiskPoint.placeId })
    .from(checkRiskPoint)
    .where(and(scoped(tenantId, checkRiskPoint), eq(checkRiskPoint.id, String(row.checkRiskPointId))));
  if (point?.riskPointTypeId) {
    row.riskPointTypeId = String(point.riskPointTypeId);
    return;
  }
  if (!point?.placeId) return;
  const place = String(point.placeId);
  const [risk] = await db
    .select({ id: riskPointType.id })
    .from(riskPointType)
    .where(
      and(
        scoped(tenantId, riskPointType),
        eq(riskPointType.isDeleted, 0),
        or(
          // placed in the point's place or a place that contains it
          sql`exists (select 1 from ${riskPointTypePlaces} join ${placeTable} on ${placeTable.id} = ${riskPointTypePlaces.refId}
            where ${riskPointTypePlaces.ownerId} = ${riskPointType.id} and ${ancestorsCondition(placeTable, place)})`,
          sql`exists (select 1 from ${checkRiskPoint} where ${checkRiskPoint.riskPointTypeId} = ${riskPointType.id} and ${checkRiskPoint.placeId} = ${place} and ${checkRiskPoint.isDeleted} = 0)`,
        ),
      ),
    )
    .orderBy(
      sql`case ${riskPointType.riskLevel} when 'MAJOR' then 1 when 'SIGNIFICANT' then 2 when 'GENERAL' then 3 else 4 end`,
      riskPointType.id,
    )
    .limit(1);
  if (risk) row.riskPointTypeId = String(risk.id);
}

/**
 * The earlier danger this one repeats: the same point (risk point, else check point) and the same
 * check item or the same title, found within the 90 days before it; revoked, ignored and
 * unsubmitted ones do not count. Null when none.
 */
export async function findRepeat(db: Db, tenantId: string, row: Row, selfId?: string): Promise<Row | null> {
  const point = row.riskPointTypeId
    ? eq(dangerRecord.riskPointTypeId, String(row.riskPointTypeId))
    : row.checkRiskPointId
      ? eq(dangerRecord.checkRiskPointId, String(row.checkRiskPointId))
      : null;
  if (!point) return null;
  const found = parseDateTime(row.foundTime) ?? new Date();
  const title = String(row.title ?? '').trim();
  const sameFinding = or(
    row.checkItemId ? eq(dangerRecord.checkItemId, String(row.checkItemId)) : undefined,
    title ? eq(dangerRecord.title, title) : undefined,
  );
  if (!sameFinding) return null;
  const [earlier] = await db
    .select({ id: dangerRecord.id, dangerNo: dangerRecord.dangerNo, title: dangerRecord.title })
    .from(dangerRecord)
    .where(
      and(
        scoped(tenantId, dangerRecord),
        eq(dangerRecord.isDeleted, 0),
        point,
        sameFinding,
        notInArray(dangerRecord.status, ['DRAFT', 'REVOKED', 'IGNORED']),
        gte(dangerRecord.foundTime, new Date(found.getTime() - REPEAT_DAYS * DAY)),
        lte(dangerRecord.foundTime, found),
        selfId ? sql`${dangerRecord.id} <> ${selfId}` : undefined,
      ),
    )
    .orderBy(desc(dangerRecord.foundTime))
    .limit(1);
  return earlier ?? null;
}

/** Marks a new danger as a repeat (or not) before it is written. */
export async function markRepeat(db: Db, tenantId: string, row: Row, selfId?: string): Promise<void> {
  const earlier = await findRepeat(db, tenantId, row, selfId);
  row.isRepeat = Boolean(earlier);
  row.repeatOfId = earlier ? String(earlier.id) : null;
}

/**
 * Puts a risk point on the review list (风险评审) with the reason, appended to the reasons it already
 * has (each once); cleared when a review of the point is approved.
 */
export async function flagForReview(db: Db, tenantId: string, riskPointTypeId: unknown, reason: string) {
  if (!riskPointTypeId) return;
  const col = riskPointType.reviewReason;
  await db
    .update(riskPointType)
    .set({
      reviewNeeded: true,
      reviewReason: sql`left(case when ${col} is null or ${col} = '' then ${reason}
        when position(${reason} in ${col}) > 0 then ${col} else ${col} || '；' || ${reason} end, 500)`,
    })
    .where(and(scoped(tenantId, riskPointType), eq(riskPointType.id, String(riskPointTypeId))));
}

/** The review reasons of a danger: a repeat, or a MAJOR danger closed. */
export const reviewReasons = {
  repeat: (d: Row, earlier: unknown) =>
    `重复隐患: ${String(d.title ?? '')}（${String(d.dangerNo ?? '')}，前次 ${String(earlier ?? '')}）`,
  majorClosed: (d: Row) => `重大隐患已销号: ${String(d.title ?? '')}（${String(d.dangerNo ?? '')}）`,
};
