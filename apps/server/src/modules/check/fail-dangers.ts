import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { checkRecord, checkRecordItem } from '../../db/schema';
import type { Row } from '../../resource/service';
import { registerDangerFromCheck } from '../danger/from-check';
import { refreshRiskControl } from '../risk/control-state';
import { findingOf } from './danger-link';
import type { Answer } from './judge';
import { notifyDangerRaised } from './reminders';

export type FailedLine = {
  recordItemId: string;
  item: Row;
  answer: Answer & { checkItemId: string; photoIds?: string[] };
};

/**
 * A failed check is a danger (issue #32 item 3): every FAIL line of a submitted record registers
 * its danger in the submitting transaction — linked to the record, the line, the check item, the
 * check point, the risk point and the control measure, titled by the finding, with the line's
 * photos (else the record's) — in the state the tenant's settings say; the line and the record
 * count it, the reporter and the confirmers are notified, and the risk point's control state
 * follows. A refusal here rolls the whole check back: no record without its dangers.
 */
export async function registerFailedLines(
  db: Db,
  ctx: RequestContext,
  args: {
    point: Row;
    plan?: Row;
    recordId: string;
    recordPhotoIds: string[];
    failed: FailedLine[];
    now: Date;
  },
): Promise<Row[]> {
  const { point, plan, recordId, failed, now } = args;
  const dangers: Row[] = [];
  for (const line of failed) {
    const finding = findingOf(line.item, line.answer);
    const photos = line.answer.photoIds?.length ? line.answer.photoIds : args.recordPhotoIds;
    const danger = await registerDangerFromCheck(db, ctx, {
      checkRecordId: recordId,
      checkRecordItemId: line.recordItemId,
      checkItemId: String(line.item.id),
      measureId: (line.item.measureId as string | null) ?? null,
      title: finding.title,
      description: finding.description,
      photoIds: photos,
      placeId: (point.placeId as string | null) ?? null,
      checkRiskPointId: String(point.id),
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      checkType: (plan?.checkType as string | null) ?? null,
      source: plan ? 'PLAN_CHECK' : 'DAILY_PATROL',
      foundTime: now,
    });
    await db
      .update(checkRecordItem)
      .set({ dangerRecordId: String(danger.id) })
      .where(eq(checkRecordItem.id, line.recordItemId));
    await notifyDangerRaised(db, ctx, { danger, checkRiskPointId: String(point.id) });
    dangers.push(danger);
  }
  if (dangers.length) {
    await db
      .update(checkRecord)
      .set({ dangerCount: sql`coalesce(${checkRecord.dangerCount}, 0) + ${dangers.length}` })
      .where(eq(checkRecord.id, recordId));
  }
  // the task just closed (or the dangers just registered) move the risk point's state
  await refreshRiskControl(db, ctx.tenantId, [point.riskPointTypeId as string | null], now);
  return dangers;
}
