import { resources } from '@dp/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/envelope';
import type { Db } from '../../db/client';
import { dangerRecord, dangerRectificationDelayApply as delay } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import type { BeforeRemoveArgs, BeforeWriteArgs } from '../../resource/service-hooks';
import {
  createWorkflow,
  type Guard,
  type Who,
  type WorkflowDef,
  workflowHooks,
} from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { RUNNING_STATES } from './danger-flow';
import { notifyDelay } from './danger-notify';
import { noticeLink } from './notice-link';
import { dangerRoles } from './roles';
import { dangerSettings } from './settings';

const PERMISSION = resources.dangerRectificationDelayApply.permission;
const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

async function dangerOf(db: Db, ctx: RequestContext, id: string, lock = false): Promise<Row | undefined> {
  const q = db
    .select()
    .from(dangerRecord)
    .where(
      and(
        // a danger the caller's data scope of the danger ledger hides is not found (#33 item 6)
        scoped(ctx, dangerRecord, { live: true, dataScope: resources.dangerRecord }),
        eq(dangerRecord.id, id),
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The limits of §7.3 for one more delay of `danger` to `newDeadline`; the refusal or undefined. */
async function limitsRefusal(db: Db, ctx: RequestContext, danger: Row, newDeadline: string) {
  const { maxDelays, maxDelayDays } = await dangerSettings(db, ctx.tenantId);
  if (!RUNNING_STATES.includes(String(danger.status))) return '仅待制定治理方案或待整改的隐患可以申请延期';
  if (Number(danger.delayCount ?? 0) >= maxDelays)
    return `该隐患已延期${danger.delayCount}次，达到上限（${maxDelays}次）`;
  const old = String(danger.currentDeadline);
  if (newDeadline <= old) return `申请延期至须晚于当前期限 ${old}`;
  if (days(old, newDeadline) > maxDelayDays) return `单次延期不能超过${maxDelayDays}天`;
  return undefined;
}

/** An application is filed by the danger's rectifier for a danger whose deadline runs (§7.3). */
async function beforeWrite({ ctx, row, existing, db }: BeforeWriteArgs) {
  if (existing) {
    if (existing.status !== 'PENDING') throw badRequest('已审批或已撤回的延期申请不能修改');
    if (String(existing.applicantId) !== ctx.userId) throw forbidden('仅申请人可修改延期申请');
    if (row.newDeadline !== undefined) {
      const danger = await dangerOf(db, ctx, String(existing.dangerId));
      const refusal = danger && (await limitsRefusal(db, ctx, danger, String(row.newDeadline)));
      if (refusal) throw badRequest(refusal);
      row.delayDays = days(String(existing.oldDeadline), String(row.newDeadline));
    }
    delete row.dangerId;
    return;
  }
  // The danger's row lock serialises two applications filed at once: the second sees the first.
  const danger = await dangerOf(db, ctx, String(row.dangerId), true);
  if (!danger) throw notFound('隐患不存在或已被删除');
  if (String(danger.rectifyUserId) !== ctx.userId) throw forbidden('仅该隐患的整改责任人可以申请延期');
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(delay)
    .where(
      and(
        scoped(ctx, delay, { live: true }),
        eq(delay.dangerId, String(danger.id)),
        eq(delay.status, 'PENDING'),
      ),
    );
  if (pending > 0) throw badRequest('该隐患已有待审批的延期申请');
  const refusal = await limitsRefusal(db, ctx, danger, String(row.newDeadline));
  if (refusal) throw badRequest(refusal);
  Object.assign(row, {
    level: danger.level,
    rectifyDeptId: danger.rectifyDeptId,
    applicantId: ctx.userId,
    applyTime: new Date(),
    oldDeadline: danger.currentDeadline,
    delayDays: days(String(danger.currentDeadline), String(row.newDeadline)),
  });
}

const dangerStillOpen: Guard = async ({ db, ctx, row }) => {
  const danger = await dangerOf(db, ctx, String(row.dangerId), true);
  if (!danger) return '隐患不存在或已被删除';
  return limitsRefusal(db, ctx, danger, String(row.newDeadline));
};

const major = (row: Row) => row.level === 'MAJOR';
/** GENERAL → safety administrator or head of the rectifying department; MAJOR → principal. */
const approvers: Who[] = [
  {
    test: ({ row, roles }) => major(row) && roles.has('PRINCIPAL'),
    label: { zh: '主要负责人（重大隐患）', en: 'the principal (major hazards)' },
  },
  {
    test: ({ row, roles }) => !major(row) && roles.has('SAFETY_ADMIN'),
    label: { zh: '安全管理员（一般隐患）', en: 'a safety administrator (general hazards)' },
  },
  {
    test: ({ ctx, row, roles }) =>
      !major(row) && roles.has('DEPT_HEAD') && ctx.deptIds.includes(String(row.rectifyDeptId)),
    label: {
      zh: '整改部门负责人（一般隐患）',
      en: 'the head of the rectifying department (general hazards)',
    },
  },
];

async function beforeRemove({ ctx, ids, db }: BeforeRemoveArgs) {
  const [{ approved }] = await db
    .select({ approved: count() })
    .from(delay)
    .where(
      and(
        // only rows the caller may see (their danger's scope): others are not found, not refused
        scoped(ctx, delay, { live: true, dataScope: resources.dangerRectificationDelayApply }),
        inArray(delay.id, ids),
        inArray(delay.status, ['PENDING', 'APPROVED']),
      ),
    );
  if (approved > 0) throw badRequest('待审批或已批准的延期申请不能删除');
}

export const delayFlow: WorkflowDef = {
  states: {
    PENDING: { zh: '待审批', en: 'Pending' },
    APPROVED: { zh: '已批准', en: 'Approved' },
    REJECTED: { zh: '已驳回', en: 'Rejected' },
    WITHDRAWN: { zh: '已撤回', en: 'Withdrawn' },
  },
  initial: 'PENDING',
  roles: dangerRoles,
  actions: {
    APPROVE: {
      label: { zh: '批准延期', en: 'Approve' },
      from: ['PENDING'],
      to: 'APPROVED',
      who: approvers,
      permission: `${PERMISSION}_process`,
      guards: [dangerStillOpen],
      // The danger's deadline moves, its status never does (§7.1, §7.3).
      effect: async ({ db, ctx, row, opinion, now }) => {
        const danger = (await dangerOf(db, ctx, String(row.dangerId)))!;
        await db
          .update(dangerRecord)
          .set({
            currentDeadline: String(row.newDeadline),
            delayCount: Number(danger.delayCount ?? 0) + 1,
            interimMeasures: String(row.interimMeasures),
            version: Number(danger.version) + 1,
            updateUser: ctx.userId,
            updateTime: now,
          })
          .where(eq(dangerRecord.id, String(danger.id)));
        const moved = { ...danger, currentDeadline: String(row.newDeadline) };
        for (const follow of noticeLink.afterDeadlineMoved) await follow({ db, ctx, danger: moved });
        return { result: 'APPROVED', approverId: ctx.userId, approveTime: now, opinion };
      },
    },
    REJECT: {
      label: { zh: '驳回延期', en: 'Reject' },
      from: ['PENDING'],
      to: 'REJECTED',
      who: approvers,
      permission: `${PERMISSION}_process`,
      opinionRequired: true,
      effect: ({ ctx, opinion, now }) => ({
        result: 'REJECTED',
        approverId: ctx.userId,
        approveTime: now,
        opinion,
      }),
    },
    WITHDRAW: {
      label: { zh: '撤回', en: 'Withdraw' },
      from: ['PENDING'],
      to: 'WITHDRAWN',
      who: [{ field: 'applicantId', label: { zh: '申请人', en: 'the applicant' } }],
      permission: `${PERMISSION}_withdraw`,
    },
  },
};

export const delayService = resourceService(
  resources.dangerRectificationDelayApply,
  delay,
  workflowHooks(delayFlow, {
    beforeWrite,
    beforeRemove,
    // The approvers hear of a new application in its own transaction.
    afterWrite: async ({ db, ctx, action, rows }) => {
      if (action !== 'insert') return;
      for (const apply of rows) {
        const danger = await dangerOf(db, ctx, String(apply.dangerId));
        if (danger) await notifyDelay(db, ctx, { apply, danger, event: 'DELAY_TO_APPROVE', period: 'FILED' });
      }
    },
  }),
);
export const delayWorkflow = createWorkflow(delayService, delayFlow);

export async function delayRoutes(app: FastifyInstance) {
  registerResource(app, delayService);
  registerProcess(app, delayWorkflow, { permission: [`${PERMISSION}_process`, `${PERMISSION}_withdraw`] });
}
