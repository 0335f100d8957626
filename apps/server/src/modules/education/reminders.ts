import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { endOfDate, formatDate, parseDateTime } from '../../core/dates';
import type { Db } from '../../db/client';
import { dept, meetingRecord, qualificationRecord, trainingRecord, user } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { type DueRecord, registerDueSource } from '../notify/jobs';
import { requiredHours, tenantToday } from './settings';
import { hoursBelow } from './training';

type Window = { tenantId: string; since: Date | null; until: Date; now: Date };

/**
 * A reminder ahead of a due date covers everything not yet due (however late it was entered);
 * one after it, what fell due since the last scans (the job's look-back).
 */
const ahead = (a: Window): Window => ({ ...a, since: a.now });

/**
 * Certificates of one tenant falling due by `until` (after `since`): the source of the expiring
 * (−30 days) and expired (day after expiry) reminders. A date is valid through its day, so a
 * certificate is expired from the next day (`end`), while its days left are counted from the
 * expiry date itself (`start`): 30 days before it is the day its status turns EXPIRING.
 */
async function endingCertificates(db: Db, a: Window, due: 'start' | 'end'): Promise<DueRecord[]> {
  const until = formatDate(a.until);
  const rows = await db
    .select({
      id: qualificationRecord.id,
      userId: qualificationRecord.userId,
      deptId: qualificationRecord.deptId,
      certType: qualificationRecord.certType,
      certNo: qualificationRecord.certNo,
      expiryDate: qualificationRecord.expiryDate,
      holderName: user.realName,
      deptName: dept.deptName,
    })
    .from(qualificationRecord)
    .leftJoin(user, eq(user.id, qualificationRecord.userId))
    .leftJoin(dept, eq(dept.id, qualificationRecord.deptId))
    .where(
      and(
        scoped(a.tenantId, qualificationRecord),
        eq(qualificationRecord.isDeleted, 0),
        due === 'end'
          ? lt(qualificationRecord.expiryDate, until)
          : lte(qualificationRecord.expiryDate, until),
        a.since ? gte(qualificationRecord.expiryDate, formatDate(a.since)) : undefined,
      ),
    )
    .limit(5000);
  const types = new Map((await dictItemsFor(db, a.tenantId, 'CERT_TYPE', true)).map((i) => [i.key, i.label]));
  return rows.map((r) => ({
    record: { type: 'qualificationRecord', id: String(r.id), holderUserId: r.userId, deptId: r.deptId },
    recordUrl: `/education/qualificationRecord?id=${String(r.id)}`,
    data: {
      certName: types.get(String(r.certType)) ?? String(r.certType ?? ''),
      holderName: r.holderName ?? '',
      certNo: r.certNo ?? '',
      expireDate: String(r.expiryDate),
      deptName: r.deptName ?? '',
    },
    dueAt: due === 'end' ? endOfDate(String(r.expiryDate)) : parseDateTime(String(r.expiryDate))!,
  }));
}

/** Open meeting follow-ups whose due date ends by `until`: one reminder to each owner. */
async function dueFollowUps(db: Db, a: Window): Promise<DueRecord[]> {
  const item = sql`f.item`;
  const due = sql<string>`${item}->>'dueDate'`;
  const rows = await db
    .select({
      id: meetingRecord.id,
      title: meetingRecord.title,
      content: sql<string>`${item}->>'content'`,
      ownerId: sql<string>`${item}->>'ownerId'`,
      dueDate: due,
    })
    .from(meetingRecord)
    .innerJoin(
      sql`jsonb_array_elements(coalesce(${meetingRecord.followUps}, '[]'::jsonb)) as f(item)`,
      sql`true`,
    )
    .where(
      and(
        scoped(a.tenantId, meetingRecord),
        eq(meetingRecord.isDeleted, 0),
        sql`coalesce((${item}->>'done')::boolean, false) = false`,
        sql`${due} < ${formatDate(a.until)}`,
        a.since ? sql`${due} >= ${formatDate(a.since)}` : undefined,
      ),
    )
    .limit(5000);
  return rows.map((r) => ({
    record: { type: 'meetingRecord', id: String(r.id), ownerId: r.ownerId },
    recordUrl: `/education/meetingRecord?id=${String(r.id)}`,
    data: { meetingTitle: r.title ?? '', content: r.content, dueDate: r.dueDate },
    dueAt: endOfDate(r.dueDate),
  }));
}

/**
 * People below the tenant's required annual training hours this year; the year's end is the due
 * time, so the rule's negative offset and repeat decide when, before it, they are reminded.
 */
async function hoursShort(db: Db, a: Window): Promise<DueRecord[]> {
  const year = Number((await tenantToday(db, a.tenantId, a.now)).slice(0, 4));
  const yearEnd = endOfDate(`${year}-12-31`);
  if (yearEnd > a.until || (a.since && yearEnd <= a.since)) return [];
  const required = await requiredHours(db, a.tenantId);
  const scope = and(scoped(a.tenantId, trainingRecord), eq(trainingRecord.isDeleted, 0))!;
  const people = await hoursBelow(db, a.tenantId, scope, year, required);
  return people.map((p) => ({
    record: { type: 'trainingHours', id: String(p.userId), userId: p.userId, deptId: p.deptId },
    recordUrl: '/education/trainingRecord',
    data: { userName: p.realName, deptName: p.deptName, year, hours: p.hours, required },
    dueAt: yearEnd,
  }));
}

registerDueSource({
  event: 'CERT_EXPIRING',
  job: 'expiry',
  due: (db, a) => endingCertificates(db, ahead(a), 'start'),
});
registerDueSource({ event: 'CERT_EXPIRED', job: 'expiry', due: (db, a) => endingCertificates(db, a, 'end') });
registerDueSource({
  event: 'MEETING_FOLLOWUP_DUE',
  job: 'expiry',
  due: (db, a) => dueFollowUps(db, ahead(a)),
});
registerDueSource({ event: 'TRAINING_HOURS_LOW', job: 'expiry', due: hoursShort });
