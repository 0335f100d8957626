import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import {
  checkPlan,
  checkPlanItem,
  checkPlanItemCheckers,
  checkPlanMembers,
  checkPlanPoints,
  checkRiskPoint,
} from '../../db/schema';
import { scoped } from '../../resource/scoped';

/**
 * What a check finds at a point: the point by its QR token, the caller's open tasks on it (the one
 * due now and the overdue ones) and whether the caller is on any of its plans.
 */
/** Great-circle distance in metres. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

/** The live point of the caller's tenant with this QR token. */
export async function pointByToken(db: Db, ctx: RequestContext, token: string) {
  const [point] = await db
    .select()
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.qrToken, token)));
  return point;
}

export const OPEN = ['PENDING', 'OVERDUE'];

/** Open tasks the caller is a checker of, in running plans, matching `where` (a point, a window). */
export function myOpenTasks(db: Db, ctx: RequestContext, where: SQL | undefined) {
  return db
    .select({ task: checkPlanItem, plan: checkPlan })
    .from(checkPlanItem)
    .innerJoin(checkPlan, eq(checkPlan.id, checkPlanItem.planId))
    .innerJoin(
      checkPlanItemCheckers,
      and(eq(checkPlanItemCheckers.ownerId, checkPlanItem.id), eq(checkPlanItemCheckers.refId, ctx.userId)),
    )
    .where(
      and(
        scoped(ctx, checkPlanItem, { live: true }),
        inArray(checkPlanItem.taskStatus, OPEN),
        eq(checkPlan.isDeleted, 0),
        inArray(checkPlan.planStatus, ['PUBLISHED', 'IN_PROGRESS']),
        where,
      ),
    );
}

/**
 * What a scan finds for the caller (#32 item 5): the task whose window contains now (earliest
 * deadline first), and the caller's past windows still open (they stay overdue; checking one is
 * recorded late). A past window is never picked by itself.
 */
export async function tasksAt(db: Db, ctx: RequestContext, pointId: string, now: Date) {
  const onPoint = eq(checkPlanItem.checkRiskPointId, pointId);
  const [current] = await myOpenTasks(
    db,
    ctx,
    and(onPoint, lte(checkPlanItem.dueStart, now), gte(checkPlanItem.dueEnd, now)),
  )
    .orderBy(asc(checkPlanItem.dueEnd))
    .limit(1);
  const overdue = await myOpenTasks(db, ctx, and(onPoint, lt(checkPlanItem.dueEnd, now)))
    .orderBy(desc(checkPlanItem.dueEnd))
    .limit(20);
  return { current, overdue };
}

/**
 * Whether the point is in a running plan at all, and whether the caller is a checker of one of
 * them. A point in no running plan may be checked by anyone allowed to check (an ad-hoc check);
 * a point with plans only by their checkers.
 */
export async function planMembership(db: Db, ctx: RequestContext, pointId: string) {
  const [row] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      mine: sql<boolean>`coalesce(bool_or(exists (select 1 from ${checkPlanMembers} m
        where m.owner_id = ${checkPlan.id} and m.ref_id = ${ctx.userId}::bigint)), false)`,
    })
    .from(checkPlan)
    .innerJoin(checkPlanPoints, eq(checkPlanPoints.ownerId, checkPlan.id))
    .where(
      and(
        scoped(ctx, checkPlan, { live: true }),
        eq(checkPlanPoints.refId, pointId),
        inArray(checkPlan.planStatus, ['PUBLISHED', 'IN_PROGRESS']),
      ),
    );
  return { any: Boolean(row?.any), mine: Boolean(row?.mine) };
}

export const NOT_ON_PLAN = '您不是该点位任何检查计划的检查人员,不能检查该点位';
