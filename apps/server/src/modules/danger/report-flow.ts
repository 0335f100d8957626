import { resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { dangerNotice } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import type { ActionArgs, WorkflowDef } from '../../resource/workflow';
import { dangersOf, listedIds, RECTIFIED } from './docs-shared';
import { dangerRoles } from './roles';

const def = resources.dangerRectificationReport;

/**
 * Why these dangers cannot be reported together (under this notice), or undefined: with a notice
 * they must be among its dangers and the notice live; without one, a single MAJOR danger.
 */
export async function reportDangersRefusal(
  db: Db,
  ctx: RequestContext,
  ids: string[],
  noticeId: string | null,
): Promise<string | undefined> {
  if (ids.length === 0) return '请选择隐患';
  const rows = await dangersOf(db, ctx, ids);
  if (rows.length !== new Set(ids).size) return '所选隐患不存在或已被删除';
  if (!noticeId) {
    return rows.length === 1 && rows[0].level === 'MAJOR'
      ? undefined
      : '未关联整改通知书的整改报告只能针对单个重大隐患';
  }
  const [notice] = await db
    .select({ status: dangerNotice.status })
    .from(dangerNotice)
    .where(and(eq(dangerNotice.id, noticeId), scoped(ctx, dangerNotice, { live: true })));
  if (!notice) return '整改通知书不存在或已被删除';
  if (!['ISSUED', 'SIGNED', 'COMPLETED'].includes(String(notice.status)))
    return '只能对已签发的整改通知书提交整改报告';
  const listed = new Set(await listedIds(db, resources.dangerRectificationNotice, noticeId));
  const outside = rows.find((d) => !listed.has(String(d.id)));
  return outside ? `隐患 ${outside.dangerNo} 不在该整改通知书中` : undefined;
}

const dangersOfReport = async (a: ActionArgs) =>
  dangersOf(a.db, a.ctx, await listedIds(a.db, def, String(a.row.id)));

const reporterOrHead = [
  { field: 'reporterId', label: { zh: '报告人', en: 'Reporter' } },
  {
    test: ({ ctx, row, roles }: { ctx: RequestContext; row: Row; roles: ReadonlySet<string> }) =>
      roles.has('DEPT_HEAD') && ctx.deptIds.includes(String(row.reportDeptId)),
    label: { zh: '报告部门负责人', en: 'Head of the reporting department' },
  },
] as const;

/** §7.5: DRAFT → SUBMITTED → CONFIRMED, or RETURNED → (edit) DRAFT. Confirmation closes no danger. */
export const reportFlow: WorkflowDef = {
  states: {
    DRAFT: { zh: '草稿', en: 'Draft' },
    SUBMITTED: { zh: '已提交', en: 'Submitted' },
    CONFIRMED: { zh: '已确认', en: 'Confirmed' },
    RETURNED: { zh: '已退回', en: 'Returned' },
  },
  initial: 'DRAFT',
  roles: dangerRoles,
  actions: {
    SUBMIT: {
      label: { zh: '提交', en: 'Submit' },
      from: ['DRAFT'],
      to: 'SUBMITTED',
      who: reporterOrHead,
      guards: [
        async (a) => {
          const rows = await dangersOfReport(a);
          const open = rows.find((d) => !RECTIFIED.includes(String(d.status)));
          if (open) return `隐患 ${open.dangerNo} 尚未提交整改（应为待验收或已销号），不能提交整改报告`;
          if (rows.some((d) => d.level === 'MAJOR') && !String(a.row.evaluation ?? '').trim())
            return '包含重大隐患的整改报告须填写治理效果评估';
          return reportDangersRefusal(
            a.db,
            a.ctx,
            rows.map((d) => String(d.id)),
            (a.row.noticeId as string) ?? null,
          );
        },
      ],
    },
    CONFIRM: {
      label: { zh: '确认', en: 'Confirm' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      who: [{ role: 'SAFETY_ADMIN' }],
      effect: (a) => ({ reviewerId: a.ctx.userId, reviewTime: a.now, reviewOpinion: a.opinion }),
    },
    RETURN: {
      label: { zh: '退回', en: 'Return' },
      from: ['SUBMITTED'],
      to: 'RETURNED',
      who: [{ role: 'SAFETY_ADMIN' }],
      opinionRequired: true,
      effect: (a) => ({ reviewerId: a.ctx.userId, reviewTime: a.now, reviewOpinion: a.opinion }),
    },
    EDIT: {
      label: { zh: '修改', en: 'Edit' },
      from: ['RETURNED'],
      to: 'DRAFT',
      who: reporterOrHead,
    },
  },
};
