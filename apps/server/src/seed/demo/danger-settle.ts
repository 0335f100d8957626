import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import { dangerRecord, dangerRectificationRecord, flowLog } from '../../db/schema';
import { nextNumber } from '../../resource/numbering';
import type { Who } from './danger';
import { walkLoop } from './danger-walk';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A danger a check raised is confirmed within days: the last days' ones still wait. */
export const SETTLED_AFTER_DAYS = 3;

/**
 * The dangers the four weeks of check history raised (failed items, registered by submitCheck as
 * the checks came in) as a plant that works its loop has them: those found more than
 * SETTLED_AFTER_DAYS ago confirmed and, most of them, rectified and accepted — the older ones
 * closed, the last week's being rectified or waiting for acceptance; the last days' ones still
 * wait for confirmation. submitCheck registered them when the demo was seeded, so each also takes
 * the number, creation time and timeline time of the day it was found.
 */
export async function settleCheckDangers(
  tx: Db,
  args: { tenantId: string; who: Who; rectifier: ReturnType<Who>; rectifyDept: string | null; now?: Date },
): Promise<void> {
  const { tenantId } = args;
  const now = (args.now ?? new Date()).getTime();
  const raised = await tx
    .select()
    .from(dangerRecord)
    .where(
      and(
        eq(dangerRecord.tenantId, tenantId),
        eq(dangerRecord.isDeleted, 0),
        isNotNull(dangerRecord.checkRecordId),
        eq(dangerRecord.status, 'PENDING_CONFIRM'),
      ),
    )
    .orderBy(asc(dangerRecord.foundTime), asc(dangerRecord.id));
  for (const [k, row] of raised.entries()) {
    const id = String(row.id);
    const found = row.foundTime as Date;
    if ((row.createTime as Date).getTime() - found.getTime() > HOUR) {
      if (!String(row.dangerNo).includes(formatDate(found).replaceAll('-', '')))
        row.dangerNo = await nextNumber(tx, {
          tenantId,
          key: 'danger_record.dangerNo',
          pattern: 'YH-{yyyyMMdd}-{0000}',
          now: found,
        });
      row.createTime = found;
      row.updateTime = found;
      await tx
        .update(flowLog)
        .set({ time: new Date(found.getTime() + 5 * 60_000) })
        .where(
          and(eq(flowLog.tenantId, tenantId), eq(flowLog.resource, 'dangerRecord'), eq(flowLog.recordId, id)),
        );
    }
    const age = (now - found.getTime()) / DAY;
    if (age > SETTLED_AFTER_DAYS) {
      const status =
        age > 12
          ? k % 7 === 3
            ? 'PENDING_RECTIFY'
            : 'CLOSED'
          : k % 2
            ? 'PENDING_ACCEPT'
            : 'PENDING_RECTIFY';
      row.category ??= 'SITE';
      const before = Number(row.version);
      const { log, rounds } = walkLoop(
        row,
        { status, major: false, reporter: 'checker', k, submitted: true },
        { tenantId, who: args.who, rectifier: args.rectifier, rectifyDept: args.rectifyDept },
      );
      row.version = before + log.length;
      if (log.length) await tx.insert(flowLog).values(log);
      if (rounds.length) await tx.insert(dangerRectificationRecord).values(rounds);
    }
    const { id: _id, ...changes } = row;
    await tx.update(dangerRecord).set(changes).where(eq(dangerRecord.id, id));
  }
}
