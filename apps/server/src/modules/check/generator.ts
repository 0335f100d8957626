import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { checkPlan, checkPlanItem, checkPlanItemCheckers, checkRiskPoint } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { dateOf, todayIn, windowsToMaterialise } from './cycle';
import { checkPlanWorkflow, planFlowSystem, planLinks } from './plan-flow';

/** How far back the first run of a plan fills missed periods (they are created overdue). */
const BACKFILL_DAYS = 31;
const CHUNK = 1000;

export type GenerateResult = { created: number; overdue: number; completed: number };

/**
 * Materialises the check tasks of running plans for the current and the next period, marks tasks
 * past their window OVERDUE and completes plans whose end date has passed with nothing pending.
 * Idempotent: tasks are keyed by (tenant, plan, point, period) and inserted with ON CONFLICT DO
 * NOTHING, so a rerun (or a second node) adds nothing. Without `tenantId` it runs across tenants
 * (the scheduled job), an explicit platform-wide pass.
 */
export async function generateTasks(
  db: Db,
  opts: { now: Date; tz: string; tenantId?: string; planId?: string },
): Promise<GenerateResult> {
  const { now, tz } = opts;
  const today = todayIn(now, tz);
  const tenantWhere = opts.tenantId ? scoped(opts.tenantId, checkPlan) : undefined;
  const plans = await db
    .select()
    .from(checkPlan)
    .where(
      and(
        eq(checkPlan.isDeleted, 0),
        inArray(checkPlan.planStatus, ['PUBLISHED', 'IN_PROGRESS']),
        tenantWhere,
        opts.planId ? eq(checkPlan.id, opts.planId) : undefined,
      ),
    );
  const links = await planLinks(
    db,
    plans.map((p) => String(p.id)),
  );
  const allPointIds = [...new Set([...links.values()].flatMap((l) => l.points))];
  const livePoints = new Set<string>();
  for (let i = 0; i < allPointIds.length; i += 10000) {
    const rows = await db
      .select({ id: checkRiskPoint.id, tenantId: checkRiskPoint.tenantId })
      .from(checkRiskPoint)
      .where(
        and(
          inArray(checkRiskPoint.id, allPointIds.slice(i, i + 10000)),
          eq(checkRiskPoint.isDeleted, 0),
          eq(checkRiskPoint.enableStatus, 'ENABLED'),
        ),
      );
    for (const r of rows) livePoints.add(`${r.tenantId}:${r.id}`);
  }

  let created = 0;
  for (const plan of plans) {
    const start = Math.round(Date.parse(`${plan.startDate}T00:00:00Z`) / 86_400_000);
    const fromDay = plan.generatedUntil ? today : Math.max(start, today - BACKFILL_DAYS);
    const windows = windowsToMaterialise({
      plan: {
        cycle: String(plan.cycle),
        cycleDays: plan.cycleDays as number | null,
        timesPerCycle: plan.timesPerCycle as number | null,
        startDate: String(plan.startDate),
        endDate: String(plan.endDate),
        excludeWeekdays: plan.excludeWeekdays as string | null,
      },
      today,
      fromDay,
      tz,
    });
    if (!windows.length) continue;
    const link = links.get(String(plan.id))!;
    const points = link.points.filter((id) => livePoints.has(`${plan.tenantId}:${id}`));
    const checkers = link.members;
    const rows: (typeof checkPlanItem.$inferInsert)[] = [];
    for (const w of windows) {
      for (const pointId of points) {
        rows.push({
          id: nextId(),
          tenantId: plan.tenantId,
          planId: plan.id,
          checkRiskPointId: pointId,
          periodNo: w.periodNo,
          dueStart: w.dueStart,
          dueEnd: w.dueEnd,
          taskStatus: 'PENDING',
          createUser: plan.createUser,
          createTime: now,
          updateTime: now,
        });
      }
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const inserted = await db
        .insert(checkPlanItem)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing({
          target: [
            checkPlanItem.tenantId,
            checkPlanItem.planId,
            checkPlanItem.checkRiskPointId,
            checkPlanItem.periodNo,
          ],
          where: sql`is_deleted = 0`,
        })
        .returning({ id: checkPlanItem.id });
      created += inserted.length;
      const checkerLinks = inserted.flatMap(({ id }) =>
        checkers.map((refId, sort) => ({
          ownerId: String(id),
          refId,
          sort,
          tenantId: String(plan.tenantId),
        })),
      );
      for (let j = 0; j < checkerLinks.length; j += CHUNK)
        await db.insert(checkPlanItemCheckers).values(checkerLinks.slice(j, j + CHUNK));
    }
    const last = windows[windows.length - 1];
    await db
      .update(checkPlan)
      .set({ generatedUntil: dateOf(todayIn(last.dueStart, tz)) })
      .where(eq(checkPlan.id, plan.id));
  }

  const overdue = await db
    .update(checkPlanItem)
    .set({ taskStatus: 'OVERDUE', updateTime: now })
    .where(
      and(
        eq(checkPlanItem.isDeleted, 0),
        eq(checkPlanItem.taskStatus, 'PENDING'),
        lt(checkPlanItem.dueEnd, now),
        opts.tenantId ? scoped(opts.tenantId, checkPlanItem) : undefined,
        opts.planId ? eq(checkPlanItem.planId, opts.planId) : undefined,
      ),
    )
    .returning({ id: checkPlanItem.id });

  // Plans past their end date with nothing pending complete through the plan flow (flow log).
  const ended = await db
    .select({ id: checkPlan.id, tenantId: checkPlan.tenantId, version: checkPlan.version })
    .from(checkPlan)
    .where(
      and(
        eq(checkPlan.isDeleted, 0),
        inArray(checkPlan.planStatus, ['PUBLISHED', 'IN_PROGRESS']),
        lt(checkPlan.endDate, dateOf(today)),
        tenantWhere,
        opts.planId ? eq(checkPlan.id, opts.planId) : undefined,
        sql`not exists (select 1 from ${checkPlanItem} where ${checkPlanItem.planId} = ${checkPlan.id}
          and ${checkPlanItem.isDeleted} = 0 and ${checkPlanItem.taskStatus} = 'PENDING')`,
      ),
    );
  let completed = 0;
  for (const plan of ended) {
    try {
      await checkPlanWorkflow.run(
        db,
        planFlowSystem(String(plan.tenantId)),
        { id: String(plan.id), action: 'complete', version: Number(plan.version), payload: {} },
        { internal: true },
      );
      completed++;
    } catch (e) {
      // Changed or cancelled meanwhile (409 / state refused): the next run sees its new state.
      if (!(e instanceof ApiError)) throw e;
    }
  }

  return { created, overdue: overdue.length, completed };
}

/** The scheduled generator: hourly, so a new day's tasks appear and missed windows turn OVERDUE within the hour. */
export function checkTaskJob(tz: string): Job {
  return {
    name: 'check.tasks',
    everyMs: 60 * 60_000,
    firstDelayMs: 30_000,
    run: (db) => generateTasks(db, { now: new Date(), tz }),
  };
}
