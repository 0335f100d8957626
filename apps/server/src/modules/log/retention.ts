import { lt } from 'drizzle-orm';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { apiLog, errorLog, usualLog } from '../../db/schema';
import { getIntParam } from '../system/params';

export const DAY_MS = 24 * 3600 * 1000;

/** Deletes log rows older than `log.retentionDays` (platform parameter, default 90). */
export async function purgeOldLogs(db: Db, now = new Date()): Promise<number> {
  const days = await getIntParam(db, '000000', 'log.retentionDays', 90);
  const before = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  for (const table of [apiLog, usualLog, errorLog]) {
    const res = await db.delete(table).where(lt(table.createTime, before));
    removed += res.rowCount ?? 0;
  }
  return removed;
}

export const logRetentionJob: Job = {
  name: 'log-retention',
  everyMs: DAY_MS,
  firstDelayMs: 5 * 60_000,
  run: (db) => purgeOldLogs(db),
};
