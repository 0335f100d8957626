import { type SQL, sql } from 'drizzle-orm';
import { formatDate } from '../../core/dates';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { checkPlanItem, checkRiskPoint, dangerRecord, riskPointType } from '../../db/schema';

/**
 * Whether a risk point is in control (issue #32 item 4): out of control while it has an open MAJOR
 * danger, an overdue danger or an overdue check task (a missed window the point has not been checked
 * since: a later check puts it back in control). `openDangerCount` counts the registered dangers
 * not yet closed (a DRAFT is not registered yet). Reasons are keys the web translates.
 */
export const OUT_OF_CONTROL_REASONS = ['MAJOR_DANGER', 'OVERDUE_DANGER', 'OVERDUE_TASK'] as const;

/** Registered and not final: what counts as an open danger of a risk point. */
export const REGISTERED_OPEN = ['PENDING_CONFIRM', 'PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT'];
const RUNNING = ['PENDING_PLAN', 'PENDING_RECTIFY'];

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The four values of the risk point in the current row of `riskPointType` (correlated subqueries
 * on the indexed risk point columns; one statement for a whole page or tenant).
 */
export function controlExpressions(now: Date) {
  const today = formatDate(now);
  const dangersOfPoint = sql`${dangerRecord.tenantId} = ${riskPointType.tenantId} and ${dangerRecord.isDeleted} = 0
    and ${dangerRecord.riskPointTypeId} = ${riskPointType.id}`;
  const open = sql<number>`(select count(*)::int from ${dangerRecord} where ${dangersOfPoint}
    and ${dangerRecord.status} in (${list(REGISTERED_OPEN)}))`;
  const major = sql<boolean>`exists (select 1 from ${dangerRecord} where ${dangersOfPoint}
    and ${dangerRecord.status} in (${list(REGISTERED_OPEN)}) and ${dangerRecord.level} = 'MAJOR')`;
  const overdueDanger = sql<boolean>`exists (select 1 from ${dangerRecord} where ${dangersOfPoint}
    and ${dangerRecord.status} in (${list(RUNNING)}) and ${dangerRecord.currentDeadline} < ${today})`;
  // A missed window stops counting once the point has been checked after it (its last check).
  const overdueTask = sql<boolean>`exists (select 1 from ${checkPlanItem}
    join ${checkRiskPoint} on ${checkRiskPoint.id} = ${checkPlanItem.checkRiskPointId}
    where ${checkPlanItem.tenantId} = ${riskPointType.tenantId} and ${checkPlanItem.isDeleted} = 0
      and ${checkRiskPoint.isDeleted} = 0 and ${checkRiskPoint.riskPointTypeId} = ${riskPointType.id}
      and (${checkPlanItem.taskStatus} = 'OVERDUE'
        or (${checkPlanItem.taskStatus} = 'PENDING' and ${checkPlanItem.dueEnd} < ${now.toISOString()}::timestamptz))
      and ${checkPlanItem.dueEnd} > coalesce(${checkRiskPoint.lastCheckTime}, '-infinity'::timestamptz))`;
  const reason = sql<string>`nullif(concat_ws(',',
    case when ${major} then 'MAJOR_DANGER' end,
    case when ${overdueDanger} then 'OVERDUE_DANGER' end,
    case when ${overdueTask} then 'OVERDUE_TASK' end), '')`;
  return { open, reason };
}

/**
 * Stores `outOfControl`, `outOfControlReason` and `openDangerCount` of the tenant's risk points
 * (`ids`, or all of them) in one statement on the caller's transaction; only changed rows are
 * written. Called by every change that moves them (danger transitions and edits, delays, check
 * submissions) and hourly for what time alone changes (deadlines and task windows passing).
 */
export async function refreshRiskControl(
  db: Db,
  tenantId: string,
  ids: (string | null | undefined)[] | null,
  now = new Date(),
): Promise<number> {
  const wanted = ids ? [...new Set(ids.filter((id): id is string => Boolean(id)))] : null;
  if (wanted && !wanted.length) return 0;
  const { open, reason } = controlExpressions(now);
  const only: SQL = wanted
    ? sql`and ${riskPointType.id} in (${sql.join(
        wanted.map((id) => sql`${id}::bigint`),
        sql`, `,
      )})`
    : sql``;
  const res = await db.execute(sql`
    with s as (
      select ${riskPointType.id} as id, ${open} as open, ${reason} as reason
      from ${riskPointType}
      where ${riskPointType.tenantId} = ${tenantId} and ${riskPointType.isDeleted} = 0 ${only}
    )
    update ${riskPointType} set
      open_danger_count = s.open,
      out_of_control = s.reason is not null,
      out_of_control_reason = s.reason
    from s
    where ${riskPointType.id} = s.id
      and (${riskPointType.openDangerCount} is distinct from s.open
        or ${riskPointType.outOfControl} is distinct from (s.reason is not null)
        or ${riskPointType.outOfControlReason} is distinct from s.reason)`);
  return res.rowCount ?? 0;
}

/** Hourly: deadlines and task windows that passed since the last change. */
export const riskControlJob: Job = {
  name: 'risk-control-state',
  everyMs: 60 * 60_000,
  firstDelayMs: 60_000,
  run: async (db) => {
    const tenants = await db.selectDistinct({ tenantId: riskPointType.tenantId }).from(riskPointType);
    for (const t of tenants) await refreshRiskControl(db, String(t.tenantId), null);
  },
};
