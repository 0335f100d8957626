import { resources } from '@dp/domain';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import type { Row } from '../../resource/service';
import {
  type ActionArgs,
  type ActionDef,
  type Guard,
  payloadFields,
  type WorkflowDef,
} from '../../resource/workflow';
import { rectifyActions } from './danger-flow-rectify';
import { deptHeadIn } from './people';
import { appendRound } from './rectification-record';
import { dangerRoles, deptHeadOf, REPORTER, SAFETY_ADMIN } from './roles';
import { dangerSettings } from './settings';

const def = resources.dangerRecord;

export const DANGER_STATES = {
  DRAFT: { zh: '待提交', en: 'Draft' },
  PENDING_CONFIRM: { zh: '待评估', en: 'Pending confirmation' },
  PENDING_PLAN: { zh: '待制定治理方案', en: 'Pending governance plan' },
  PENDING_RECTIFY: { zh: '待整改', en: 'Pending rectification' },
  PENDING_ACCEPT: { zh: '待验收', en: 'Pending acceptance' },
  CLOSED: { zh: '已销号', en: 'Closed' },
  IGNORED: { zh: '已忽略', en: 'Ignored' },
  REVOKED: { zh: '已撤销', en: 'Revoked' },
};

/** Statuses of the open ledger (`pageWithoutPass`) — the rest are final. */
export const OPEN_STATES = ['DRAFT', 'PENDING_CONFIRM', 'PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT'];
/** Statuses in which the deadline runs (overdue, delays). */
export const RUNNING_STATES = ['PENDING_PLAN', 'PENDING_RECTIFY'];

const CONFIRM_FIELDS = [
  'level',
  'govLevel',
  'category',
  'subCategory',
  'causeType',
  'rectifyType',
  'rectifyDeptId',
  'rectifyUserId',
  'acceptUserId',
  'originalDeadline',
  'interimMeasures',
  'plannedFund',
];
const CONFIRM_REQUIRED = [
  'level',
  'category',
  'rectifyDeptId',
  'rectifyUserId',
  'acceptUserId',
  'originalDeadline',
];
const IMMEDIATE_FIELDS = [
  'causeAnalysis',
  'rectifyMeasures',
  'rectifyPhotoIds',
  'rectifyFinishTime',
  'actualFund',
  'acceptUserId',
];
const IMMEDIATE_REQUIRED = ['rectifyMeasures', 'rectifyPhotoIds', 'rectifyFinishTime'];

const settingsOf = new WeakMap<Row, ReturnType<typeof dangerSettings>>();
/** The tenant's danger settings, read once per transition. */
export function settingsFor(db: Db, ctx: RequestContext, row: Row) {
  let s = settingsOf.get(row);
  if (!s) {
    s = dangerSettings(db, ctx.tenantId);
    settingsOf.set(row, s);
  }
  return s;
}

export const today = () => formatDate(new Date());

/** The grading and assignment rules of a confirmation (CONFIRM, or SUBMIT without confirmation). */
const confirmGuards: Guard[] = [
  ({ payload }) =>
    payload.level === 'GENERAL' || payload.level === 'MAJOR'
      ? undefined
      : '隐患等级应为一般事故隐患或重大事故隐患',
  ({ payload }) =>
    String(payload.acceptUserId) === String(payload.rectifyUserId)
      ? '验收人不能与整改责任人为同一人'
      : undefined,
  ({ payload }) => (String(payload.originalDeadline) < today() ? '整改期限不能早于今天' : undefined),
];

function confirmChanges({ ctx, payload, opinion, now }: ActionArgs): Row {
  return {
    ...payload,
    currentDeadline: payload.originalDeadline,
    confirmUserId: ctx.userId,
    confirmTime: now,
    confirmOpinion: opinion,
    planStatus: payload.level === 'MAJOR' ? 'NONE' : null,
  };
}

const byLevel = ({ payload }: ActionArgs) => (payload.level === 'MAJOR' ? 'PENDING_PLAN' : 'PENDING_RECTIFY');

const isImmediate = (row: Row) => row.rectifyMode === 'IMMEDIATE';

/** SUBMIT (§7.1 rows 2 and 15): to confirmation, straight to the loop, or fixed on the spot. */
const submit: ActionDef = {
  label: { zh: '提交', en: 'Submit' },
  from: ['DRAFT'],
  who: [REPORTER],
  payload: async ({ ctx, db, row }) => {
    if (isImmediate(row)) return payloadFields(def, IMMEDIATE_FIELDS, { required: IMMEDIATE_REQUIRED });
    if (!(await settingsFor(db, ctx, row)).confirmRequired) {
      return payloadFields(def, CONFIRM_FIELDS, { required: CONFIRM_REQUIRED });
    }
    return {};
  },
  guards: [
    async (a) => {
      if (isImmediate(a.row)) return immediateRefusal(a);
      if ((await settingsFor(a.db, a.ctx, a.row)).confirmRequired) return undefined;
      for (const g of confirmGuards) {
        const refusal = await g(a);
        if (refusal) return refusal;
      }
      return undefined;
    },
  ],
  to: async (a) => {
    if (isImmediate(a.row)) return 'PENDING_ACCEPT';
    return (await settingsFor(a.db, a.ctx, a.row)).confirmRequired ? 'PENDING_CONFIRM' : byLevel(a);
  },
  effect: async (a) => {
    if (!isImmediate(a.row)) {
      return (await settingsFor(a.db, a.ctx, a.row)).confirmRequired ? {} : confirmChanges(a);
    }
    const acceptUserId =
      (a.payload.acceptUserId as string | undefined) ??
      (await deptHeadIn(a.db, a.ctx, a.row.reporterDeptId as string | null, a.ctx.userId));
    const changes: Row = {
      ...a.payload,
      level: 'GENERAL',
      rectifyUserId: a.ctx.userId,
      rectifyDeptId: a.row.reporterDeptId,
      acceptUserId,
      originalDeadline: today(),
      currentDeadline: today(),
    };
    await appendRound(a.db, a.ctx, { ...a.row, ...changes }, a.now);
    return changes;
  },
};

/** Row 15: only a general danger fixed by the reporter, with an acceptor who is someone else. */
async function immediateRefusal(a: ActionArgs): Promise<string | undefined> {
  const finish = a.payload.rectifyFinishTime as Date;
  if (finish.getTime() > a.now.getTime() + 60_000) return '整改完成时间不能晚于当前时间';
  const acceptor =
    (a.payload.acceptUserId as string | undefined) ??
    (await deptHeadIn(a.db, a.ctx, a.row.reporterDeptId as string | null, a.ctx.userId));
  if (!acceptor) return '未找到本部门负责人作为验收人，请指定验收人';
  return acceptor === a.ctx.userId ? '验收人不能与整改责任人为同一人' : undefined;
}

export const dangerFlow: WorkflowDef = {
  states: DANGER_STATES,
  initial: 'DRAFT',
  roles: dangerRoles,
  actions: {
    SUBMIT: submit,
    // A failed check item registers its danger straight to confirmation (check module only).
    REGISTER: {
      label: { zh: '检查登记', en: 'Registered by a check' },
      from: ['DRAFT'],
      to: 'PENDING_CONFIRM',
      who: [REPORTER],
      internal: true,
      system: true,
    },
    REVOKE: {
      label: { zh: '撤销', en: 'Revoke' },
      from: ['DRAFT', 'PENDING_CONFIRM'],
      to: 'REVOKED',
      who: [REPORTER],
    },
    IGNORE: {
      label: { zh: '忽略', en: 'Ignore' },
      from: ['PENDING_CONFIRM'],
      to: 'IGNORED',
      who: [SAFETY_ADMIN, deptHeadOf('reporterDeptId', '排查部门', 'reporting department')],
      permission: 'dangerRecord_ignore',
      payload: payloadFields(def, ['ignoreReason'], { required: ['ignoreReason'] }),
      effect: ({ payload }) => ({ ignoreReason: payload.ignoreReason }),
    },
    CONFIRM: {
      label: { zh: '评估确认', en: 'Confirm' },
      from: ['PENDING_CONFIRM'],
      to: byLevel,
      who: [SAFETY_ADMIN, deptHeadOf('reporterDeptId', '排查部门', 'reporting department')],
      payload: payloadFields(def, CONFIRM_FIELDS, { required: CONFIRM_REQUIRED }),
      guards: [
        ...confirmGuards,
        ({ payload, roles }) =>
          payload.level === 'MAJOR' && !roles.has('SAFETY_ADMIN')
            ? '重大事故隐患须由安全管理员评估确认'
            : undefined,
      ],
      effect: confirmChanges,
    },
    ...rectifyActions,
  },
};
