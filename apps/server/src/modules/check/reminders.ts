import type { NotifyEvent } from '@dp/domain';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { formatDateTime } from '../../core/dates';
import type { Db } from '../../db/client';
import {
  checkPlanItemCheckers as checkers,
  checkPlan,
  checkPlanItem,
  checkRiskPoint,
  dept,
} from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { dangerUrl } from '../danger/danger-notify';
import { type DueRecord, registerDueSource } from '../notify/jobs';
import { notify } from '../notify/service';

type Task = {
  id: string;
  planId: string;
  checkerIds: unknown;
  dueStart: Date;
  dueEnd: Date;
  periodNo: number | null;
};

/**
 * Open tasks of one tenant whose `field` (dueStart or dueEnd) is at or before `until` (after
 * `since`): the checkers are named by the task, the department by its check point.
 */
async function dueTasks(
  db: Db,
  a: { tenantId: string; since: Date | null; until: Date },
  field: 'dueStart' | 'dueEnd',
  statuses: string[],
): Promise<DueRecord[]> {
  const col = checkPlanItem[field];
  const rows = await db
    .select({
      id: checkPlanItem.id,
      planId: checkPlanItem.planId,
      // the checkers, in their order, from the task's join table
      checkerIds: sql<
        string[]
      >`(select coalesce(array_agg(${checkers.refId}::text order by ${checkers.sort}), '{}') from ${checkers} where ${checkers.ownerId} = ${checkPlanItem.id})`,
      dueStart: checkPlanItem.dueStart,
      dueEnd: checkPlanItem.dueEnd,
      periodNo: checkPlanItem.periodNo,
      planName: checkPlan.name,
      pointName: checkRiskPoint.name,
      deptId: checkRiskPoint.deptId,
      deptName: dept.deptName,
    })
    .from(checkPlanItem)
    .innerJoin(checkPlan, eq(checkPlan.id, checkPlanItem.planId))
    .innerJoin(checkRiskPoint, eq(checkRiskPoint.id, checkPlanItem.checkRiskPointId))
    .leftJoin(dept, eq(dept.id, checkRiskPoint.deptId))
    .where(
      and(
        scoped(a.tenantId, checkPlanItem),
        eq(checkPlanItem.isDeleted, 0),
        inArray(checkPlanItem.taskStatus, statuses),
        lte(col, a.until),
        a.since ? gt(col, a.since) : undefined,
      ),
    )
    .limit(5000);
  return rows.map((r) => {
    const task = r as unknown as Task & Row;
    return {
      record: { type: 'checkPlanItem', id: String(r.id), checkUserId: task.checkerIds, deptId: r.deptId },
      recordUrl: `/check/checkPlan?id=${String(r.planId)}`,
      data: {
        planName: r.planName ?? '',
        taskName: `${r.pointName ?? ''}${r.periodNo ? ` 第${r.periodNo}期` : ''}`,
        dueStart: formatDateTime(task.dueStart),
        dueEnd: formatDateTime(task.dueEnd),
        deptName: r.deptName ?? '',
      },
      dueAt: task[field],
    };
  });
}

registerDueSource({
  event: 'CHECK_TASK_DUE',
  job: 'reminder',
  due: (db, a) => dueTasks(db, a, 'dueStart', ['PENDING']),
});
registerDueSource({
  event: 'CHECK_TASK_OVERDUE',
  job: 'overdue',
  due: (db, a) => dueTasks(db, a, 'dueEnd', ['PENDING', 'OVERDUE']),
});

/**
 * CHECK_DANGER_RAISED: a FAIL item was registered as a danger; the head of the check point's
 * department hears of it in the registering transaction.
 */
export async function notifyDangerRaised(
  db: Db,
  ctx: RequestContext,
  args: { danger: Row; checkRiskPointId: string | null },
): Promise<void> {
  const [point] = args.checkRiskPointId
    ? await db
        .select({ name: checkRiskPoint.name, deptId: checkRiskPoint.deptId, deptName: dept.deptName })
        .from(checkRiskPoint)
        .leftJoin(dept, eq(dept.id, checkRiskPoint.deptId))
        .where(and(scoped(ctx.tenantId, checkRiskPoint), eq(checkRiskPoint.id, args.checkRiskPointId)))
    : [];
  const event: NotifyEvent = 'CHECK_DANGER_RAISED';
  await notify(db, {
    tenantId: ctx.tenantId,
    event,
    record: {
      type: 'dangerRecord',
      id: String(args.danger.id),
      checkUserId: ctx.userId,
      deptId: point?.deptId,
    },
    recordUrl: dangerUrl(args.danger.id),
    data: {
      dangerNo: args.danger.dangerNo ?? '',
      dangerName: args.danger.title ?? '',
      pointName: point?.name ?? '',
      checkerName: ctx.userName || ctx.account,
      deptName: point?.deptName ?? '',
    },
  });
}
