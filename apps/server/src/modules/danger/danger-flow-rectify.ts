import { resources } from '@dp/domain';
import { formatDate } from '../../core/dates';
import type { Row } from '../../resource/service';
import { type ActionArgs, type ActionDef, type Guard, payloadFields } from '../../resource/workflow';
import { noticeLink } from './notice-link';
import { assigneesRefusal } from './people';
import { appendRound, settleRound } from './rectification-record';
import { ACCEPTOR, deptHeadOf, isMajor, PRINCIPAL, RECTIFIER, SAFETY_ADMIN } from './roles';
import { dangerSettings } from './settings';

const def = resources.dangerRecord;

const PLAN_FIELDS = [
  'planGoal',
  'planMeasures',
  'planFunds',
  'planOrgStaff',
  'planTimeRequirement',
  'planSafetyAndEmergency',
  'interimMeasures',
  'plannedFund',
];
const PLAN_REQUIRED = PLAN_FIELDS.filter((f) => f !== 'plannedFund');
const RECTIFY_FIELDS = [
  'causeAnalysis',
  'rectifyMeasures',
  'rectifyPhotoIds',
  'rectifyFinishTime',
  'actualFund',
];
const RECTIFY_REQUIRED = ['rectifyMeasures', 'rectifyPhotoIds', 'rectifyFinishTime'];

const filled = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The fields still missing once the payload is applied to the record, named in the message. */
const completeness =
  (names: readonly string[], what: string): Guard =>
  ({ row, payload }) => {
    const merged = { ...row, ...payload };
    const missing = names
      .filter((n) => !filled(merged[n]))
      .map((n) => def.fields[n as keyof typeof def.fields].label.zh);
    return missing.length ? `${what}须填写：${missing.join('、')}` : undefined;
  };

const planEditors = [RECTIFIER, deptHeadOf('rectifyDeptId', '整改部门', 'rectifying department')];
const planNotSubmitted: Guard = ({ row }) =>
  row.planStatus === 'SUBMITTED' ? '治理方案已提交，待主要负责人审批' : undefined;
const planSubmitted: Guard = ({ row }) => (row.planStatus === 'SUBMITTED' ? undefined : '治理方案尚未提交');

const finishNotLater: Guard = ({ payload, now }) =>
  payload.rectifyFinishTime instanceof Date && payload.rectifyFinishTime.getTime() > now.getTime() + 60_000
    ? '整改完成时间不能晚于当前时间'
    : undefined;

const acceptorIsNotRectifier: Guard = ({ ctx, row }) =>
  String(row.rectifyUserId) === ctx.userId ? '验收人不能是整改责任人本人' : undefined;

/** The acceptor named on the danger; for a MAJOR danger also the principal (§7.1 row 11). */
const acceptors = [
  ACCEPTOR,
  {
    test: ({ row, roles }: { row: Row; roles: ReadonlySet<string> }) =>
      isMajor(row) && roles.has('PRINCIPAL'),
    label: { zh: '主要负责人（重大隐患）', en: 'the principal (major hazards)' },
  },
];

const noticeSigned: Guard = async ({ db, ctx, row }) => {
  if (!(await dangerSettings(db, ctx.tenantId)).noticeRequired) return undefined;
  const signed = await noticeLink.isOnSignedNotice?.({ db, ctx, danger: row });
  return signed ? undefined : '本单位要求隐患列入已签收的整改通知书后才能提交整改';
};

/** §7.1 rows 7–14: governance plan, rectification, acceptance, transfer and regrading. */
export const rectifyActions: Record<string, ActionDef> = {
  SAVE_PLAN: {
    label: { zh: '保存治理方案', en: 'Save plan' },
    from: ['PENDING_PLAN'],
    to: 'PENDING_PLAN',
    who: planEditors,
    internal: true,
    silent: true,
    payload: payloadFields(def, PLAN_FIELDS),
    guards: [planNotSubmitted],
    effect: ({ payload }) => ({ ...payload, planStatus: 'DRAFT' }),
  },
  SUBMIT_PLAN: {
    label: { zh: '提交治理方案', en: 'Submit plan' },
    from: ['PENDING_PLAN'],
    to: 'PENDING_PLAN',
    who: planEditors,
    payload: payloadFields(def, PLAN_FIELDS),
    guards: [planNotSubmitted, completeness(PLAN_REQUIRED, '治理方案')],
    effect: ({ payload }) => ({ ...payload, planStatus: 'SUBMITTED' }),
  },
  APPROVE_PLAN: {
    label: { zh: '批准治理方案', en: 'Approve plan' },
    from: ['PENDING_PLAN'],
    to: 'PENDING_RECTIFY',
    who: [PRINCIPAL],
    guards: [planSubmitted],
    effect: () => ({ planStatus: 'APPROVED' }),
  },
  REJECT_PLAN: {
    label: { zh: '驳回治理方案', en: 'Reject plan' },
    from: ['PENDING_PLAN'],
    to: 'PENDING_PLAN',
    who: [PRINCIPAL],
    opinionRequired: true,
    guards: [planSubmitted],
    effect: () => ({ planStatus: 'REJECTED' }),
  },
  SAVE_RECTIFICATION: {
    label: { zh: '保存整改信息', en: 'Save rectification' },
    from: ['PENDING_RECTIFY'],
    to: 'PENDING_RECTIFY',
    who: [RECTIFIER],
    internal: true,
    silent: true,
    payload: payloadFields(def, RECTIFY_FIELDS),
    guards: [finishNotLater],
    effect: ({ payload }) => payload,
  },
  SUBMIT_RECTIFICATION: {
    label: { zh: '提交整改', en: 'Submit rectification' },
    from: ['PENDING_RECTIFY'],
    to: 'PENDING_ACCEPT',
    who: [RECTIFIER],
    payload: payloadFields(def, RECTIFY_FIELDS),
    guards: [completeness(RECTIFY_REQUIRED, '提交整改'), finishNotLater, noticeSigned],
    effect: async ({ db, ctx, row, payload, now }) => {
      await appendRound(db, ctx, { ...row, ...payload }, now);
      return payload;
    },
  },
  ACCEPT_PASS: {
    label: { zh: '验收通过', en: 'Accept' },
    from: ['PENDING_ACCEPT'],
    to: 'CLOSED',
    who: acceptors,
    payload: payloadFields(def, ['acceptFileIds']),
    guards: [
      acceptorIsNotRectifier,
      ({ row, payload, fileIds }) =>
        isMajor(row) && !filled(payload.acceptFileIds) && fileIds.length === 0
          ? '重大事故隐患销号须上传验收/评估报告'
          : undefined,
    ],
    effect: async (a: ActionArgs) => {
      await settleRound(a.db, a.ctx, String(a.row.id), 'APPROVED', a.opinion, a.now);
      const changes: Row = {
        acceptTime: a.now,
        acceptOpinion: a.opinion,
        acceptFileIds: filled(a.payload.acceptFileIds)
          ? a.payload.acceptFileIds
          : a.fileIds.length
            ? a.fileIds
            : null,
        closeTime: a.now,
      };
      for (const listener of noticeLink.afterClose) {
        await listener({ db: a.db, ctx: a.ctx, danger: { ...a.row, ...changes, status: 'CLOSED' } });
      }
      return changes;
    },
  },
  ACCEPT_REJECT: {
    label: { zh: '验收不通过', en: 'Reject acceptance' },
    from: ['PENDING_ACCEPT'],
    to: 'PENDING_RECTIFY',
    who: acceptors,
    opinionRequired: true,
    payload: payloadFields(def, ['currentDeadline']),
    guards: [
      acceptorIsNotRectifier,
      ({ payload }) =>
        payload.currentDeadline && String(payload.currentDeadline) < formatDate(new Date())
          ? '新的整改期限不能早于今天'
          : undefined,
    ],
    effect: async ({ db, ctx, row, payload, opinion, now }) => {
      await settleRound(db, ctx, String(row.id), 'REJECTED', opinion, now);
      return {
        rejectCount: Number(row.rejectCount ?? 0) + 1,
        acceptOpinion: opinion,
        ...(payload.currentDeadline ? { currentDeadline: payload.currentDeadline } : {}),
      };
    },
  },
  TRANSFER: {
    label: { zh: '转派', en: 'Transfer' },
    from: ['PENDING_RECTIFY'],
    to: 'PENDING_RECTIFY',
    who: [SAFETY_ADMIN, deptHeadOf('rectifyDeptId', '整改部门', 'rectifying department')],
    payload: payloadFields(def, ['rectifyUserId', 'rectifyDeptId'], { required: ['rectifyUserId'] }),
    guards: [
      ({ row, payload }) =>
        String(payload.rectifyUserId) === String(row.rectifyUserId)
          ? '新的整改责任人与当前整改责任人相同'
          : undefined,
      ({ row, payload }) =>
        String(payload.rectifyUserId) === String(row.acceptUserId)
          ? '验收人不能与整改责任人为同一人'
          : undefined,
      ({ db, ctx, payload }) =>
        assigneesRefusal(db, ctx, { 整改责任人: payload.rectifyUserId }, { 整改部门: payload.rectifyDeptId }),
    ],
    effect: ({ payload }) => ({
      rectifyUserId: payload.rectifyUserId,
      ...(payload.rectifyDeptId ? { rectifyDeptId: payload.rectifyDeptId } : {}),
    }),
  },
  REGRADE: {
    label: { zh: '升级为重大隐患', en: 'Regrade to major' },
    from: ['PENDING_RECTIFY'],
    to: 'PENDING_PLAN',
    who: [SAFETY_ADMIN],
    when: { test: (row) => row.level === 'GENERAL', message: '仅一般事故隐患可升级为重大事故隐患' },
    opinionRequired: true,
    effect: () => ({ level: 'MAJOR', planStatus: 'NONE' }),
  },
};
