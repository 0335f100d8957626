import { resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import { dangerRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { notify } from '../notify/service';
import { dangerEventsOf, notifyDanger, notifyDelay } from './danger-notify';
import { dangerWorkflow } from './danger-service';
import { delayWorkflow } from './delay-apply';
import { dangersOf, deptName, listedIds } from './docs-shared';
import { noticeWorkflow } from './notice';

/**
 * The notifications of the danger loop (domain-model §10), raised by the workflow engine inside
 * each transition's transaction: a refused or rolled-back transition sends nothing.
 */
dangerWorkflow.onTransition(async ({ ctx, db, action, to, after, opinion }) => {
  const planApproved = action === 'APPROVE_PLAN';
  // an ignored report's reason is its ignoreReason; other transitions' their opinion
  const reason = action === 'IGNORE' ? String(after.ignoreReason ?? opinion ?? '') : (opinion ?? '');
  for (const event of dangerEventsOf(action, to, after))
    await notifyDanger(db, {
      tenantId: ctx.tenantId,
      event,
      danger: after,
      period: `v${String(after.version)}`,
      data: {
        opinion: opinion ? `意见: ${opinion}` : '',
        reason,
        result: planApproved ? '已批准' : '被驳回',
      },
    });
});

delayWorkflow.onTransition(async ({ ctx, db, action, after }) => {
  if (action !== 'APPROVE' && action !== 'REJECT') return;
  const [danger] = await db
    .select()
    .from(dangerRecord)
    .where(and(scoped(ctx.tenantId, dangerRecord), eq(dangerRecord.id, String(after.dangerId))));
  if (danger) await notifyDelay(db, ctx, { apply: after, danger, event: 'DELAY_RESULT', period: action });
});

noticeWorkflow.onTransition(async ({ ctx, db, action, after }) => {
  if (action !== 'ISSUE') return;
  const dangers = await dangersOf(
    db,
    ctx,
    await listedIds(db, resources.dangerRectificationNotice, String(after.id)),
  );
  const deptId = String(after.checkedDeptId ?? dangers[0]?.rectifyDeptId ?? '');
  await notify(db, {
    tenantId: ctx.tenantId,
    event: 'NOTICE_ISSUED',
    record: {
      type: 'dangerRectificationNotice',
      id: String(after.id),
      rectifyUserId: dangers.map((d) => d.rectifyUserId).filter(Boolean),
      rectifyDeptId: deptId,
    },
    recordUrl: `/danger/dangerRectificationNotice?id=${String(after.id)}`,
    data: {
      noticeNo: after.noticeNo ?? '',
      dangerNo: dangers.map((d) => d.dangerNo).join('、'),
      dangerName: dangers.map((d) => d.title).join('、'),
      deptName: await deptName(db, ctx.tenantId, deptId),
      deadline: after.deadline ? String(after.deadline).slice(0, 10) : '',
    },
    period: `v${String(after.version)}`,
  });
});
