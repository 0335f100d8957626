import { and, count, eq } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import { dangerRecord, flowLog, dangerMajorReport as report } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { dangerWorkflow } from './danger-service';
import { majorReportService, majorReportWorkflow } from './major-report';

/** The danger-timeline action of each report step (labels: the DANGER_ACTION dictionary). */
function timelineAction(action: string, after: Row): string | undefined {
  if (action === 'DECIDE_REMOVAL')
    return after.removalResult === 'APPROVED' ? 'MAJOR_REMOVAL_APPROVED' : 'MAJOR_REMOVAL_REJECTED';
  return {
    SUBMIT: 'MAJOR_REPORT_SUBMIT',
    APPROVE: 'MAJOR_REPORT_APPROVE',
    REJECT: 'MAJOR_REPORT_REJECT',
    SUPERVISE: 'MAJOR_SUPERVISE',
    APPLY_REMOVAL: 'MAJOR_REMOVAL_APPLY',
  }[action];
}

/** What the danger's timeline keeps of each step: the report and what was decided. */
const KEPT = [
  'reportNo',
  'reportTo',
  'superviseUnit',
  'superviseDocNo',
  'superviseDeadline',
  'removalResult',
  'removalDate',
  'removalNote',
];

/**
 * Every step of a MAJOR danger's report (report, approval, supervision, removal) is written on the
 * danger's own timeline too, in the step's transaction; the danger's state does not move.
 */
majorReportWorkflow.onTransition(async ({ ctx, db, action, after, opinion }) => {
  const logged = timelineAction(action, after);
  if (!logged) return;
  const [danger] = await db
    .select({ status: dangerRecord.status })
    .from(dangerRecord)
    .where(and(scoped(ctx.tenantId, dangerRecord), eq(dangerRecord.id, String(after.dangerId))));
  if (!danger) return;
  const payload: Row = { reportId: String(after.id) };
  for (const k of KEPT) if (after[k] !== null && after[k] !== undefined) payload[k] = after[k];
  const log: typeof flowLog.$inferInsert = {
    id: nextId(),
    tenantId: ctx.tenantId,
    resource: 'dangerRecord',
    recordId: String(after.dangerId),
    action: logged,
    fromStatus: String(danger.status),
    toStatus: String(danger.status),
    operatorId: ctx.userId,
    operatorName: ctx.userName || ctx.account,
    time: new Date(),
    opinion: action === 'DECIDE_REMOVAL' ? ((after.removalNote as string | null) ?? opinion) : opinion,
    payload,
  };
  await db.insert(flowLog).values(log);
});

/**
 * A danger confirmed (or regraded) as MAJOR gets its report's draft at once, with the plan items
 * the danger has: the list of major dangers is the list of reports, and the overdue clock runs
 * from the confirmation whether or not anyone opened the report.
 */
dangerWorkflow.onTransition(async ({ ctx, db, action, from, to, after }) => {
  if (to !== 'PENDING_PLAN' || from === 'PENDING_PLAN' || after.level !== 'MAJOR') return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(report)
    .where(and(scoped(ctx.tenantId, report, { live: true }), eq(report.dangerId, String(after.id))));
  if (n > 0) return;
  const draft = await majorReportService.insert(db, ctx, { dangerId: String(after.id) });
  // a regraded danger became MAJOR now, not at its first confirmation
  if (action === 'REGRADE')
    await db
      .update(report)
      .set({ confirmTime: new Date() })
      .where(eq(report.id, String(draft.id)));
});
