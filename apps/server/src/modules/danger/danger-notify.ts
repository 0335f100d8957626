import type { NotifyEvent } from '@dp/domain';
import { and, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { formatDate, formatDateTime } from '../../core/dates';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept } from '../../db/schema';
import { bizLabelMap } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { resolveRecipients } from '../notify/recipients';
import { notify } from '../notify/service';
import { userNames } from './docs-shared';

/** The web page that opens one danger (the bell and "my messages" link to it). */
export const dangerUrl = (id: unknown) => `/danger/detail?id=${String(id)}`;

const dateText = (v: unknown) => (v instanceof Date ? formatDate(v) : v ? String(v).slice(0, 10) : '');

/** The placeholders every danger event may use (NOTIFY_EVENTS), for many dangers in three queries. */
export async function dangerDataOf(
  db: Db,
  tenantId: string,
  rows: Row[],
): Promise<Record<string, unknown>[]> {
  const deptOf = (row: Row) => (row.rectifyDeptId ?? row.reporterDeptId) as string | null;
  const deptIds = [...new Set(rows.map(deptOf).filter((d): d is string => Boolean(d)))];
  const [names, levels, depts] = await together(
    db,
    () =>
      userNames(
        db,
        rows.flatMap((r) => [r.reporterId, r.rectifyUserId, r.acceptUserId] as string[]),
      ),
    () => bizLabelMap(db, tenantId, 'DANGER_LEVEL'),
    async () =>
      deptIds.length
        ? await db
            .select({ id: dept.id, name: dept.deptName })
            .from(dept)
            .where(and(scoped(tenantId, dept), inArray(dept.id, deptIds)))
        : [],
  );
  const deptNames = new Map(depts.map((d) => [String(d.id), d.name]));
  const name = (id: unknown) => (id ? (names.get(String(id)) ?? '') : '');
  return rows.map((row) => ({
    dangerNo: row.dangerNo ?? '',
    dangerName: row.title ?? '',
    dangerLevel: row.level ? (levels.get(String(row.level)) ?? row.level) : '',
    deptName: deptNames.get(String(deptOf(row))) ?? '',
    reporterName: name(row.reporterId),
    rectifyUserName: name(row.rectifyUserId),
    acceptUserName: name(row.acceptUserId),
    deadline: dateText(row.currentDeadline ?? row.originalDeadline),
    findTime: row.foundTime instanceof Date ? formatDateTime(row.foundTime) : '',
  }));
}

/**
 * Raises a danger event in the caller's transaction. `period` tells transitions apart: each one
 * is notified once (the version it produced), however many happen on one day.
 */
export async function notifyDanger(
  db: Db,
  args: {
    tenantId: string;
    event: NotifyEvent;
    danger: Row;
    period: string;
    data?: Record<string, unknown>;
  },
): Promise<number> {
  const { danger } = args;
  const [base] = await dangerDataOf(db, args.tenantId, [danger]);
  const { messages } = await notify(db, {
    tenantId: args.tenantId,
    event: args.event,
    record: { ...danger, type: 'dangerRecord', id: String(danger.id) },
    recordUrl: dangerUrl(danger.id),
    data: { ...base, ...args.data },
    isMajor: danger.level === 'MAJOR',
    period: args.period,
  });
  return messages;
}

/**
 * The events a danger transition raises (§10): each names its own people, so each says what is
 * asked of them — the rectifier is assigned, the reporter told, the principal of a MAJOR danger
 * asked to oversee it.
 */
export function dangerEventsOf(action: string, to: string, after: Row): NotifyEvent[] {
  const major = after.level === 'MAJOR';
  const running = to === 'PENDING_PLAN' || to === 'PENDING_RECTIFY';
  if (action === 'REGISTER') return ['DANGER_SUBMITTED'];
  if (action === 'SUBMIT') {
    if (to === 'PENDING_CONFIRM') return ['DANGER_SUBMITTED'];
    if (to === 'PENDING_ACCEPT') return ['DANGER_TO_ACCEPT'];
    // graded by the reporter (no confirmation step): the reporter knows, the rectifier does not
    return running && major ? ['DANGER_ASSIGNED', 'DANGER_MAJOR_CONFIRMED'] : ['DANGER_ASSIGNED'];
  }
  if (action === 'CONFIRM')
    return major
      ? ['DANGER_ASSIGNED', 'DANGER_CONFIRMED', 'DANGER_MAJOR_CONFIRMED']
      : ['DANGER_ASSIGNED', 'DANGER_CONFIRMED'];
  const events: Record<string, NotifyEvent> = {
    IGNORE: 'DANGER_IGNORED',
    TRANSFER: 'DANGER_ASSIGNED',
    SUBMIT_PLAN: 'DANGER_PLAN_SUBMITTED',
    APPROVE_PLAN: 'DANGER_PLAN_RESULT',
    REJECT_PLAN: 'DANGER_PLAN_RESULT',
    SUBMIT_RECTIFICATION: 'DANGER_TO_ACCEPT',
    ACCEPT_PASS: 'DANGER_CLOSED',
    ACCEPT_REJECT: 'DANGER_REJECTED',
    REGRADE: 'DANGER_REGRADED',
  };
  return events[action] ? [events[action]] : [];
}

/**
 * Who may approve a delay of this danger (§7.3): the principals for a major danger, else the
 * safety administrators and the heads of the rectifying department.
 */
async function delayApprovers(db: Db, tenantId: string, apply: Row): Promise<string[]> {
  const targets =
    apply.level === 'MAJOR'
      ? [{ targetType: 'ROLE', targetValue: 'PRINCIPAL' }]
      : [
          { targetType: 'ROLE', targetValue: 'SAFETY_ADMIN' },
          { targetType: 'RECORD_FIELD', targetValue: 'rectifyDeptId.head' },
        ];
  const people = await resolveRecipients(db, tenantId, targets, { rectifyDeptId: apply.rectifyDeptId });
  return people.map((p) => p.id).filter((id) => id !== String(apply.applicantId));
}

/** DELAY_TO_APPROVE when a delay is filed, DELAY_RESULT when it is decided; linked to the danger. */
export async function notifyDelay(
  db: Db,
  ctx: RequestContext,
  args: { apply: Row; danger: Row; event: 'DELAY_TO_APPROVE' | 'DELAY_RESULT'; period: string },
): Promise<number> {
  const { apply, danger } = args;
  const [base] = await dangerDataOf(db, ctx.tenantId, [danger]);
  const [applicant] = (await userNames(db, [apply.applicantId as string])).values();
  const approved = apply.status === 'APPROVED';
  const record = {
    type: 'dangerRecord',
    id: String(danger.id),
    applicantId: apply.applicantId,
    rectifyUserId: danger.rectifyUserId,
    rectifyDeptId: danger.rectifyDeptId,
    approverId: args.event === 'DELAY_TO_APPROVE' ? await delayApprovers(db, ctx.tenantId, apply) : null,
  };
  const { messages } = await notify(db, {
    tenantId: ctx.tenantId,
    event: args.event,
    record,
    recordUrl: dangerUrl(danger.id),
    data: {
      ...base,
      applyUserName: applicant ?? '',
      deadline: dateText(apply.oldDeadline),
      delayDeadline: dateText(
        approved || args.event === 'DELAY_TO_APPROVE' ? apply.newDeadline : apply.oldDeadline,
      ),
      reason: apply.reason ?? '',
      result: approved ? '已批准' : '未获批准',
      opinion: apply.opinion ? `审批意见: ${String(apply.opinion)}` : '',
    },
    isMajor: apply.level === 'MAJOR',
    period: `${args.period}:${String(apply.id)}`,
  });
  return messages;
}
