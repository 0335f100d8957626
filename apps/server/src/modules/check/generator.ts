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
    if (!points.length) continue;
    // One set-based statement per plan (points × windows from arrays, the checkers linked in the
    // same statement): 45,000 tasks are one round trip instead of 45 statements of 11,000 binds.
    const ids = Array.from({ length: points.length * windows.length }, () => nextId());
    const result = await db.execute<{ created: number }>(sql`
      with w as (
        select * from unnest(
          ${sql.param(windows.map((x) => x.periodNo))}::int[],
          ${sql.param(windows.map((x) => x.dueStart.toISOString()))}::timestamptz[],
          ${sql.param(windows.map((x) => x.dueEnd.toISOString()))}::timestamptz[]
        ) with ordinality as w(period_no, due_start, due_end, wn)
      ), p as (
        select * from unnest(${sql.param(points)}::bigint[]) with ordinality as p(point_id, pn)
      ), ins as (
        insert into ${checkPlanItem} (id, tenant_id, plan_id, check_risk_point_id, period_no, due_start, due_end,
          task_status, create_user, create_time, update_time)
        select (${sql.param(ids)}::bigint[])[(w.wn - 1) * ${points.length} + p.pn], ${plan.tenantId}::varchar, ${plan.id}::bigint,
          p.point_id, w.period_no, w.due_start, w.due_end, 'PENDING', ${plan.createUser}::bigint, ${now}::timestamptz, ${now}::timestamptz
        from w cross join p
        on conflict (tenant_id, plan_id, check_risk_point_id, period_no) where is_deleted = 0 do nothing
        returning id
      ), links as (
        insert into ${checkPlanItemCheckers} (owner_id, ref_id, sort, tenant_id)
        select ins.id, c.ref_id, c.n - 1, ${plan.tenantId}::varchar
        from ins cross join unnest(${sql.param(checkers)}::bigint[]) with ordinality as c(ref_id, n)
        returning 1
      )
      select (select count(*) from ins)::int as created`);
    created += Number(result.rows[0]?.created ?? 0);
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
