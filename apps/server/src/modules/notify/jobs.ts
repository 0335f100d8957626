import type { NotifyEvent } from '@dp/domain';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { formatDate, parseDateTime } from '../../core/dates';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { notifyNotice } from '../../db/schema';
import type { RuleRow } from './rows';
import { applyRule, type NotifyRecord, publishAnnouncement } from './service';

/** A record that falls due: the rule's offset, repeat and escalation are applied to `dueAt`. */
export type DueRecord = {
  record: NotifyRecord;
  recordUrl: string;
  data: Record<string, unknown>;
  dueAt: Date;
  isMajor?: boolean;
};

export type ScanJob = 'reminder' | 'overdue' | 'expiry';

/**
 * Where an area's reminders come from: its still-open records of one tenant whose due time is at
 * or before `until` (and after `since` when given). The danger, check and education areas each
 * register theirs, e.g. `registerDueSource({ event: 'DANGER_OVERDUE', job: 'overdue', due })`.
 */
export type DueSource = {
  event: NotifyEvent;
  job: ScanJob;
  due: (
    db: Db,
    args: { tenantId: string; since: Date | null; until: Date; now: Date },
  ) => Promise<DueRecord[]>;
};

const sources = new Map<string, DueSource>();

export function registerDueSource(source: DueSource): () => void {
  const key = `${source.job}:${source.event}`;
  sources.set(key, source);
  return () => sources.delete(key);
}

const DAY = 86_400_000;
const UNIT_MS: Record<string, number> = { MINUTE: 60_000, HOUR: 3_600_000, DAY };
/** A one-off reminder missed while no node was running is still sent within this window. */
const LOOKBACK_MS = 7 * DAY;

/** The escalation step reached `days` after the trigger ('3,7' → 0, then 1 from day 3, 2 from day 7). */
export function escalationStep(escalationDays: string | null, days: number): number {
  if (!escalationDays) return 0;
  return escalationDays
    .split(',')
    .map(Number)
    .filter((d) => Number.isFinite(d) && days >= d).length;
}

type Rule = RuleRow;

/**
 * One scan: every enabled rule (all tenants) whose event has a source for this job, over that
 * source's due records. Repeating rules send on every `repeatEveryDays`-th day after the trigger
 * (de-duplicated per day); one-off rules once per due date. Idempotent: a rerun sends nothing new.
 */
export async function runDueScans(db: Db, job: ScanJob, now: Date = new Date()): Promise<number> {
  const mine = [...sources.values()].filter((s) => s.job === job);
  if (mine.length === 0) return 0;
  // Platform job: reads the rules of every tenant on purpose.
  const rules = await db
    .select()
    .from(notifyNotice)
    .where(
      and(
        eq(notifyNotice.isDeleted, 0),
        eq(notifyNotice.enabled, true),
        eq(notifyNotice.noticeKind, 'RULE'),
        inArray(
          notifyNotice.event,
          mine.map((s) => s.event),
        ),
      ),
    );
  let sent = 0;
  for (const rule of rules as Rule[]) {
    const source = sources.get(`${job}:${rule.event}`);
    if (source) sent += await scanRule(db, rule, source, now);
  }
  return sent;
}

async function scanRule(db: Db, rule: Rule, source: DueSource, now: Date): Promise<number> {
  const offsetMs = (rule.offsetValue ?? 0) * (UNIT_MS[rule.offsetUnit ?? 'DAY'] ?? DAY);
  const repeat = rule.repeatEveryDays ?? 0;
  const until = new Date(now.getTime() - offsetMs);
  const since = repeat > 0 ? null : new Date(until.getTime() - LOOKBACK_MS);
  const due = await source.due(db, { tenantId: rule.tenantId, since, until, now });
  let sent = 0;
  for (const d of due) {
    const days = Math.floor((now.getTime() - d.dueAt.getTime() - offsetMs) / DAY);
    if (days < 0 || (repeat > 0 && days % repeat !== 0)) continue;
    const overdueDays = Math.max(0, Math.ceil((now.getTime() - d.dueAt.getTime()) / DAY));
    sent += await applyRule(db, rule, {
      tenantId: rule.tenantId,
      event: source.event,
      record: d.record,
      recordUrl: d.recordUrl,
      data: { overdueDays, ...d.data },
      step: escalationStep(rule.escalationDays, days),
      isMajor: d.isMajor,
      period: repeat > 0 ? formatDate(now) : `due-${formatDate(d.dueAt)}`,
      now,
    });
  }
  return sent;
}

/** Announcements whose publish time has come (enabled, not yet published). */
export async function publishDueAnnouncements(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(notifyNotice)
    .where(
      and(
        eq(notifyNotice.isDeleted, 0),
        eq(notifyNotice.enabled, true),
        eq(notifyNotice.noticeKind, 'ANNOUNCEMENT'),
        isNull(notifyNotice.publishedTime),
        lte(notifyNotice.publishTime, now),
      ),
    );
  let sent = 0;
  for (const rule of due as Rule[]) sent += await publishAnnouncement(db, rule, now);
  return sent;
}

/** Milliseconds until the next `hour`:00 in the configured time zone. */
function untilNext(hour: number, now = new Date()): number {
  const today = parseDateTime(`${formatDate(now)} ${String(hour).padStart(2, '0')}:00:00`)!.getTime();
  return (today > now.getTime() ? today : today + DAY) - now.getTime();
}

/** domain-model §13: reminder dispatcher (10 min), overdue scanner (hourly), expiry scanner (06:00). */
export const notifyJobs: Job[] = [
  {
    name: 'notify.reminders',
    everyMs: 10 * 60_000,
    run: async (db) => (await publishDueAnnouncements(db)) + (await runDueScans(db, 'reminder')),
  },
  { name: 'notify.overdue', everyMs: 3_600_000, run: (db) => runDueScans(db, 'overdue') },
  {
    name: 'notify.expiry',
    everyMs: DAY,
    firstDelayMs: untilNext(6),
    run: (db) => runDueScans(db, 'expiry'),
  },
];
