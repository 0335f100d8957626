import { MAJOR_REPORT_DUE_DAYS, MAJOR_REPORT_PLAN_ITEMS, resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { dangerRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { type Guard, payloadFields, type WorkflowDef } from '../../resource/workflow';
import { dangerRoles, PRINCIPAL, SAFETY_ADMIN } from './roles';

const def = resources.dangerMajorReport;
const P = def.permission;

/** Danger states before (or instead of) a confirmation: such a danger is not reported. */
const UNCONFIRMED = ['DRAFT', 'PENDING_CONFIRM', 'IGNORED', 'REVOKED'];
/** Report states in which the authority has the report (it is no longer overdue). */
export const REPORTED_STATES = ['REPORTED', 'SUPERVISED', 'REMOVAL_PENDING', 'REMOVED'];
const DAY = 86_400_000;

/** The danger of the caller's tenant (live), optionally locked. */
export async function majorDangerOf(db: Db, ctx: RequestContext, id: string, lock = false) {
  const q = db
    .select()
    .from(dangerRecord)
    .where(and(scoped(ctx, dangerRecord, { live: true }), eq(dangerRecord.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row as Row | undefined;
}

/** Why this danger cannot be reported to the authority, or undefined (§20: confirmed MAJOR only). */
export function reportableRefusal(danger: Row | undefined): string | undefined {
  if (!danger) return '隐患不存在或已被删除';
  if (UNCONFIRMED.includes(String(danger.status))) return '隐患尚未评估确认，不能向监管部门报告';
  if (danger.level !== 'MAJOR') return '仅重大事故隐患需要向监管部门报告';
  return undefined;
}

/** The §20 plan items a report lacks, by their labels. */
export function missingPlanItems(row: Row): string[] {
  return MAJOR_REPORT_PLAN_ITEMS.filter((k) => !String(row[k] ?? '').trim()).map(
    (k) => def.fields[k].label.zh,
  );
}

/** A report is overdue while the authority does not have it N days after the confirmation. */
export function isOverdue(row: Row, now = new Date()): boolean {
  if (REPORTED_STATES.includes(String(row.status)) || !row.confirmTime) return false;
  const confirmed = new Date(String(row.confirmTime)).getTime();
  return now.getTime() - confirmed > MAJOR_REPORT_DUE_DAYS * DAY;
}

const reportable: Guard = async ({ db, ctx, row }) =>
  reportableRefusal(await majorDangerOf(db, ctx, String(row.dangerId)));

const complete: Guard = ({ row }) => {
  const missing = missingPlanItems(row);
  if (missing.length) return `报告内容缺少：${missing.map((m) => `「${m}」`).join('、')}（第二十条治理方案）`;
  return String(row.reportTo ?? '').trim() ? undefined : '请填写报告对象（监管部门）';
};

const accepted: Guard = async ({ db, ctx, row }) => {
  const danger = await majorDangerOf(db, ctx, String(row.dangerId));
  if (!danger) return '隐患不存在或已被删除';
  return danger.status === 'CLOSED' ? undefined : '隐患尚未治理验收（已销号），不能申请解除督办销号';
};

const decision = (row: Row, payload: Row) =>
  payload.removalResult === 'APPROVED' ? 'REMOVED' : row.superviseDocNo ? 'SUPERVISED' : 'REPORTED';

/**
 * DRAFT → (SUBMIT, safety administrator) PENDING_APPROVAL → (APPROVE, principal) REPORTED, or
 * REJECT back to DRAFT; REPORTED → (SUPERVISE) SUPERVISED records the authority's 挂牌督办; after
 * the danger's acceptance REPORTED/SUPERVISED → (APPLY_REMOVAL) REMOVAL_PENDING → (DECIDE_REMOVAL,
 * the authority's answer recorded) REMOVED, or back where it was when rejected.
 */
export const majorReportFlow: WorkflowDef = {
  states: {
    DRAFT: { zh: '草稿', en: 'Draft' },
    PENDING_APPROVAL: { zh: '待主要负责人审批', en: 'Pending approval' },
    REPORTED: { zh: '已报告', en: 'Reported' },
    SUPERVISED: { zh: '挂牌督办中', en: 'Under listed supervision' },
    REMOVAL_PENDING: { zh: '销号待批', en: 'Removal pending' },
    REMOVED: { zh: '已销号', en: 'Removed from the list' },
  },
  initial: 'DRAFT',
  roles: dangerRoles,
  actions: {
    SUBMIT: {
      label: { zh: '提交审批', en: 'Submit for approval' },
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      who: [SAFETY_ADMIN],
      permission: `${P}_submit`,
      guards: [reportable, complete],
      effect: ({ ctx, now }) => ({ preparerId: ctx.userId, submitTime: now }),
    },
    APPROVE: {
      label: { zh: '批准报送', en: 'Approve and report' },
      from: ['PENDING_APPROVAL'],
      to: 'REPORTED',
      who: [PRINCIPAL],
      permission: `${P}_approve`,
      guards: [reportable, complete],
      effect: ({ ctx, row, now, opinion }) => ({
        approverId: ctx.userId,
        approveOpinion: opinion,
        reportTime: row.reportTime ?? now,
      }),
    },
    REJECT: {
      label: { zh: '退回', en: 'Reject' },
      from: ['PENDING_APPROVAL'],
      to: 'DRAFT',
      who: [PRINCIPAL],
      permission: `${P}_approve`,
      opinionRequired: true,
      effect: ({ ctx, opinion }) => ({ approverId: ctx.userId, approveOpinion: opinion }),
    },
    SUPERVISE: {
      label: { zh: '登记挂牌督办', en: 'Record listed supervision' },
      from: ['REPORTED'],
      to: 'SUPERVISED',
      who: [SAFETY_ADMIN],
      permission: `${P}_supervise`,
      payload: payloadFields(def, ['superviseUnit', 'superviseDocNo', 'superviseDeadline'], {
        required: ['superviseUnit', 'superviseDocNo', 'superviseDeadline'],
      }),
      effect: ({ payload }) => payload,
    },
    APPLY_REMOVAL: {
      label: { zh: '申请销号', en: 'Apply for removal' },
      from: ['REPORTED', 'SUPERVISED'],
      to: 'REMOVAL_PENDING',
      who: [SAFETY_ADMIN],
      permission: `${P}_removal`,
      payload: payloadFields(def, ['removalApplyNote']),
      guards: [accepted],
      effect: ({ payload, now }) => ({
        removalApplyNote: payload.removalApplyNote ?? null,
        removalApplyTime: now,
        removalResult: null,
        removalDate: null,
        removalNote: null,
      }),
    },
    DECIDE_REMOVAL: {
      label: { zh: '登记销号审批结果', en: 'Record the removal decision' },
      from: ['REMOVAL_PENDING'],
      to: ({ row, payload }) => decision(row, payload),
      who: [SAFETY_ADMIN],
      permission: `${P}_removal`,
      payload: payloadFields(def, ['removalResult', 'removalDate', 'removalNote'], {
        required: ['removalResult', 'removalDate'],
      }),
      effect: ({ payload }) => payload,
    },
  },
};
