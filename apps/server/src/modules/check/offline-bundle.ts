import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { anyObject, declareContracts, envelope, getContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { intParam, numberOrNull } from '../../core/numbers';
import type { Db } from '../../db/client';
import { checkItem, checkPlanItem, checkRiskPoint } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { OFFLINE_MAX_AGE_MS } from './check-times';
import { itemOut } from './items';
import { myOpenTasks } from './point-tasks';

const DAY = 86_400_000;
/** Days ahead a phone takes its tasks for, by default and at most. */
export const OFFLINE_DAYS = 3;
export const OFFLINE_MAX_DAYS = 14;
/** The most tasks one bundle carries (the earliest windows first). */
export const OFFLINE_MAX_TASKS = 1000;

/** What a phone may know of a point's printed code: its SHA-256, to match a code it reads offline. */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * What a checker's phone stores to work without a signal (#37 item 2): their open tasks whose
 * windows run from the oldest a phone may still send (7 days back) to `days` ahead, the points of
 * those tasks (with the SHA-256 of each printed code, never the code itself) and the check items
 * of those points with their standards and limits. Three statements whatever the number of tasks.
 */
export async function offlineBundle(db: Db, ctx: RequestContext, now: Date, days = OFFLINE_DAYS) {
  const rows = await myOpenTasks(
    db,
    ctx,
    and(
      gte(checkPlanItem.dueEnd, new Date(now.getTime() - OFFLINE_MAX_AGE_MS)),
      lte(checkPlanItem.dueStart, new Date(now.getTime() + days * DAY)),
    ),
  )
    .orderBy(asc(checkPlanItem.dueStart), asc(checkPlanItem.id))
    .limit(OFFLINE_MAX_TASKS);
  const pointIds = [...new Set(rows.map((r) => String(r.task.checkRiskPointId)))];
  const points = pointIds.length
    ? await db
        .select()
        .from(checkRiskPoint)
        .where(
          and(
            scoped(ctx, checkRiskPoint, { live: true }),
            inArray(checkRiskPoint.id, pointIds),
            eq(checkRiskPoint.enableStatus, 'ENABLED'),
          ),
        )
    : [];
  // a risk point's items by its type, a facility's by its kind (as itemsFor picks them)
  const types = [
    ...new Set(
      points.flatMap((p) =>
        p.pointKind === 'NORMAL' && p.riskPointTypeId ? [String(p.riskPointTypeId)] : [],
      ),
    ),
  ];
  const kinds = [
    ...new Set(
      points.filter((p) => p.pointKind !== 'NORMAL' || !p.riskPointTypeId).map((p) => String(p.pointKind)),
    ),
  ];
  const items =
    types.length || kinds.length
      ? await db
          .select()
          .from(checkItem)
          .where(
            and(
              scoped(ctx, checkItem, { live: true }),
              eq(checkItem.enabled, true),
              or(
                types.length ? inArray(checkItem.riskPointTypeId, types) : undefined,
                kinds.length
                  ? and(isNull(checkItem.riskPointTypeId), inArray(checkItem.pointKind, kinds))
                  : undefined,
              ),
            ),
          )
          .orderBy(asc(checkItem.sort), asc(checkItem.id))
      : [];
  const itemsOf = (p: (typeof points)[number]) =>
    items
      .filter((i) =>
        p.pointKind === 'NORMAL' && p.riskPointTypeId
          ? String(i.riskPointTypeId) === String(p.riskPointTypeId)
          : i.riskPointTypeId === null && i.pointKind === p.pointKind,
      )
      .map((i) => String(i.id));
  const live = new Set(points.map((p) => String(p.id)));
  return {
    generatedAt: now,
    tasks: rows
      .filter((r) => live.has(String(r.task.checkRiskPointId)))
      .map(({ task, plan }) => ({
        id: task.id,
        pointId: task.checkRiskPointId,
        dueStart: task.dueStart,
        dueEnd: task.dueEnd,
        planId: plan.id,
        planName: plan.name,
        checkType: plan.checkType,
        requireScan: plan.requireScan,
        requirePhoto: plan.requirePhoto,
        requireGps: plan.requireGps,
        gpsRadiusM: plan.gpsRadiusM,
      })),
    points: points.map((p) => ({
      id: p.id,
      name: p.name,
      number: p.number,
      pointKind: p.pointKind,
      riskLevel: p.riskLevel,
      lng: numberOrNull(p.lng),
      lat: numberOrNull(p.lat),
      codeHash: p.qrToken ? codeHash(String(p.qrToken)) : null,
      itemIds: itemsOf(p),
    })),
    items: items.map(itemOut),
  };
}

export async function offlineBundleRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-check/offline/bundle': getContract(
      { days: z.string() },
      envelope(
        z.object({
          generatedAt: z.union([z.string(), z.date()]),
          tasks: z.array(anyObject),
          points: z.array(anyObject),
          items: z.array(anyObject),
        }),
      ),
    ),
  });
  const { db } = app.deps;
  app.get<{ Querystring: { days?: string } }>(
    '/shtmp-check/offline/bundle',
    { config: { access: { permission: ['checkRecord_add'] } } },
    async (req) => {
      const days = intParam(req.query.days, 'days') ?? OFFLINE_DAYS;
      if (days < 0 || days > OFFLINE_MAX_DAYS)
        throw badRequest(`参数错误: days 应在 0 到 ${OFFLINE_MAX_DAYS} 之间`);
      return ok(await offlineBundle(db, req.ctx!, new Date(), days));
    },
  );
}
