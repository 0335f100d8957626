import { resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import { dangerRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import type { ActionArgs, WorkflowDef } from '../../resource/workflow';
import {
  dangersOf,
  earliestDeadline,
  listedIds,
  NOTICEABLE,
  passedDeadlineRefusal,
  RECTIFIED,
} from './docs-shared';
import { dangerRoles } from './roles';

const def = resources.dangerRectificationNotice;

/**
 * Why a set of dangers cannot (or can no longer) go on a notice, or undefined: every danger must
 * exist, wait for its plan or rectification, belong to one rectifying department and be on no
 * other live notice.
 */
export async function noticeDangersRefusal(
  db: Db,
  ctx: RequestContext,
  ids: string[],
  self?: string,
): Promise<string | undefined> {
  if (ids.length === 0) return '请选择隐患';
  const rows = await dangersOf(db, ctx, ids);
  if (rows.length !== new Set(ids).size) return '所选隐患不存在或已被删除';
  const wrong = rows.find((d) => !NOTICEABLE.includes(String(d.status)));
  if (wrong) return `隐患 ${wrong.dangerNo} 不是待制定治理方案或待整改状态，不能下发整改通知书`;
  if (new Set(rows.map((d) => d.rectifyDeptId)).size > 1) return '一份整改通知书只能包含同一整改部门的隐患';
  const taken = rows.find((d) => d.noticeId && d.noticeId !== self);
  if (taken) return `隐患 ${taken.dangerNo} 已在另一份整改通知书中`;
  return undefined;
}

const dangerIdsOf = (a: ActionArgs) => listedIds(a.db, def, String(a.row.id));

/** §7.4: DRAFT → ISSUED → SIGNED → COMPLETED; REVOKED before signing and before any acceptance. */
export const noticeFlow: WorkflowDef = {
  states: {
    DRAFT: { zh: '草稿', en: 'Draft' },
    ISSUED: { zh: '已签发', en: 'Issued' },
    SIGNED: { zh: '已签收', en: 'Signed' },
    COMPLETED: { zh: '已完成', en: 'Completed' },
    REVOKED: { zh: '已撤回', en: 'Revoked' },
  },
  initial: 'DRAFT',
  roles: dangerRoles,
  actions: {
    ISSUE: {
      label: { zh: '签发', en: 'Issue' },
      from: ['DRAFT'],
      to: 'ISSUED',
      who: [{ role: 'SAFETY_ADMIN' }],
      guards: [
        async (a) => noticeDangersRefusal(a.db, a.ctx, await dangerIdsOf(a), String(a.row.id)),
        // the notice sets a deadline that has not passed yet: a late danger is delayed first
        async (a) =>
          passedDeadlineRefusal(await dangersOf(a.db, a.ctx, await dangerIdsOf(a)), formatDate(a.now)),
      ],
      // The deadline is the listed dangers' current one (after approved delays), whatever the draft said.
      effect: async (a) => {
        const ids = await dangerIdsOf(a);
        await a.db
          .update(dangerRecord)
          .set({ noticeId: String(a.row.id) })
          .where(and(scoped(a.ctx, dangerRecord), inArray(dangerRecord.id, ids)));
        const deadline = earliestDeadline(await dangersOf(a.db, a.ctx, ids)) ?? a.row.deadline;
        return { issuerId: a.ctx.userId, issueTime: a.now, deadline };
      },
    },
    SIGN: {
      label: { zh: '签收', en: 'Sign' },
      from: ['ISSUED'],
      to: 'SIGNED',
      who: [{ field: 'receiverUserId', label: { zh: '签收人', en: 'Receiver' } }],
      effect: (a) => ({ signTime: a.now }),
    },
    REVOKE: {
      label: { zh: '撤回', en: 'Revoke' },
      from: ['DRAFT', 'ISSUED'],
      to: 'REVOKED',
      who: [{ role: 'SAFETY_ADMIN' }, { field: 'issuerId', label: { zh: '签发人', en: 'Issuer' } }],
      opinionRequired: true,
      guards: [
        async (a) => {
          const rectified = (await dangersOf(a.db, a.ctx, await dangerIdsOf(a))).find((d) =>
            RECTIFIED.includes(String(d.status)),
          );
          return rectified
            ? `隐患 ${rectified.dangerNo} 已提交整改（待验收或已销号），整改通知书不能撤回`
            : undefined;
        },
      ],
      effect: async (a) => {
        await a.db
          .update(dangerRecord)
          .set({ noticeId: null })
          .where(and(scoped(a.ctx, dangerRecord), eq(dangerRecord.noticeId, String(a.row.id))));
        return { revokeReason: a.opinion };
      },
    },
    COMPLETE: {
      label: { zh: '完成', en: 'Complete' },
      from: ['SIGNED'],
      to: 'COMPLETED',
      // Run by completeNoticesOf when the last listed danger is closed, never by a person.
      internal: true,
      who: [{ test: () => true, label: { zh: '系统', en: 'System' } }],
    },
  },
};

/** A notice row is editable (and removable) only while it is a draft. */
export const isDraft = (row: Row | undefined) => row?.status === 'DRAFT';
