import { and, eq } from 'drizzle-orm';
import { dangerRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { refreshRiskControl } from '../risk/control-state';
import { dangerWorkflow } from './danger-service';
import { delayWorkflow } from './delay-apply';
import { flagForReview, reviewReasons } from './risk-feedback';

/**
 * Dangers feed back to risk (issue #32 item 4), in the transaction of each change: the risk
 * point's out-of-control flag and open-danger count follow every transition; a repeat leaving its
 * draft, or a MAJOR danger closed, puts the point on the review list.
 */
dangerWorkflow.onTransition(async ({ ctx, db, from, to, action, before, after }) => {
  await refreshRiskControl(db, ctx.tenantId, [
    before.riskPointTypeId as string | null,
    after.riskPointTypeId as string | null,
  ]);
  if (from === 'DRAFT' && to !== 'REVOKED' && after.isRepeat) {
    const [earlier] = after.repeatOfId
      ? await db
          .select({ dangerNo: dangerRecord.dangerNo })
          .from(dangerRecord)
          .where(and(scoped(ctx.tenantId, dangerRecord), eq(dangerRecord.id, String(after.repeatOfId))))
      : [];
    await flagForReview(
      db,
      ctx.tenantId,
      after.riskPointTypeId,
      reviewReasons.repeat(after, earlier?.dangerNo),
    );
  }
  if (action === 'ACCEPT_PASS' && to === 'CLOSED' && after.level === 'MAJOR') {
    await flagForReview(db, ctx.tenantId, after.riskPointTypeId, reviewReasons.majorClosed(after));
  }
});

// An approved delay moves the deadline: the danger may no longer be overdue.
delayWorkflow.onTransition(async ({ ctx, db, action, after }) => {
  if (action !== 'APPROVE') return;
  const [danger] = await db
    .select({ riskPointTypeId: dangerRecord.riskPointTypeId })
    .from(dangerRecord)
    .where(and(scoped(ctx.tenantId, dangerRecord), eq(dangerRecord.id, String(after.dangerId))));
  await refreshRiskControl(db, ctx.tenantId, [danger?.riskPointTypeId as string | null]);
});
