import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { endOfDate, formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import { dangerRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { type DueRecord, registerDueSource } from '../notify/jobs';
import { RUNNING_STATES } from './danger-flow';
import { dangerDataOf, dangerUrl } from './danger-notify';

/**
 * Dangers of one tenant whose deadline runs (plan or rectification pending) and has passed by
 * `until` (after `since`): the due records of the deadline and overdue reminders (§10, §13).
 */
async function runningDangers(
  db: Db,
  a: { tenantId: string; since: Date | null; until: Date },
): Promise<DueRecord[]> {
  // deadline passes at (deadline + 1 day) 00:00, so "passed by until" is "deadline < date(until)".
  const rows = (await db
    .select()
    .from(dangerRecord)
    .where(
      and(
        scoped(a.tenantId, dangerRecord),
        eq(dangerRecord.isDeleted, 0),
        inArray(dangerRecord.status, RUNNING_STATES),
        isNotNull(dangerRecord.currentDeadline),
        lt(dangerRecord.currentDeadline, formatDate(a.until)),
        a.since ? gte(dangerRecord.currentDeadline, formatDate(a.since)) : undefined,
      ),
    )
    .limit(5000)) as Row[];
  const data = await dangerDataOf(db, a.tenantId, rows);
  return rows.map((row, i) => ({
    record: { ...row, type: 'dangerRecord', id: String(row.id) },
    recordUrl: dangerUrl(row.id),
    data: data[i],
    dueAt: endOfDate(String(row.currentDeadline)),
    isMajor: row.level === 'MAJOR',
  }));
}

// Ahead of the deadline: every danger not yet overdue, however late it was confirmed.
registerDueSource({
  event: 'DANGER_DEADLINE_NEAR',
  job: 'reminder',
  due: (db, a) => runningDangers(db, { ...a, since: a.now }),
});
registerDueSource({ event: 'DANGER_OVERDUE', job: 'overdue', due: (db, a) => runningDangers(db, a) });
