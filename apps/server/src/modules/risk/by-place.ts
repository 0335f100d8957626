import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { checkRiskPoint, place, riskPointType, riskPointTypePlaces } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { subtreeCondition } from '../../resource/tree';

export type PlaceRiskPoint = { id: string; name: string; code: string | null; riskLevel: string | null };

/**
 * The enabled risk points of a place subtree (the place and every place below it): placed there
 * (`placeIds`) or with a check point there. For the 随手拍 form, which suggests the risk point of the
 * chosen place (issue #32 item 3); worst level first.
 */
export async function riskPointsOfPlace(
  db: Db,
  ctx: RequestContext,
  placeId: string,
): Promise<PlaceRiskPoint[]> {
  const inSubtree = (placeCol: typeof checkRiskPoint.placeId) =>
    exists(
      db
        .select({ one: place.id })
        .from(place)
        .where(
          and(
            scoped(ctx.tenantId, place),
            eq(place.isDeleted, 0),
            eq(place.id, placeCol),
            subtreeCondition(place, placeId),
          ),
        ),
    );
  const rank = (level: unknown) => ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'].indexOf(String(level)) + 1 || 5;
  const rows = await db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      code: riskPointType.code,
      riskLevel: riskPointType.riskLevel,
    })
    .from(riskPointType)
    .where(
      and(
        scoped(ctx.tenantId, riskPointType),
        eq(riskPointType.isDeleted, 0),
        eq(riskPointType.enableStatus, 'ENABLED'),
        or(
          exists(
            db
              .select({ one: riskPointTypePlaces.refId })
              .from(riskPointTypePlaces)
              .where(
                and(
                  eq(riskPointTypePlaces.ownerId, riskPointType.id),
                  inSubtree(riskPointTypePlaces.refId as unknown as typeof checkRiskPoint.placeId),
                ),
              ),
          ),
          exists(
            db
              .select({ one: checkRiskPoint.id })
              .from(checkRiskPoint)
              .where(
                and(
                  eq(checkRiskPoint.riskPointTypeId, riskPointType.id),
                  eq(checkRiskPoint.isDeleted, 0),
                  inSubtree(checkRiskPoint.placeId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(riskPointType.code))
    .limit(200);
  return rows
    .map((r) => ({
      id: String(r.id),
      name: String(r.name ?? ''),
      code: (r.code as string | null) ?? null,
      riskLevel: (r.riskLevel as string | null) ?? null,
    }))
    .sort((a, b) => rank(a.riskLevel) - rank(b.riskLevel));
}

export async function riskByPlaceRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const path = '/shtmp-risk/riskPointType/byPlace';
  declareContracts(app, {
    [`GET ${path}`]: getContract(
      { placeId: z.string() },
      envelope(
        z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            code: z.string().nullable(),
            riskLevel: z.string().nullable(),
          }),
        ),
      ),
    ),
  });
  // whoever may register a danger (随手拍) or read risk points
  const access = { config: { access: { permission: ['dangerRecord_add', 'riskPointType'] } } };
  app.get<{ Querystring: { placeId?: string } }>(path, access, async (req) => {
    const placeId = String(req.query.placeId ?? '');
    if (!isId(placeId)) throw badRequest('参数错误: placeId 应为区域编号');
    return ok(await riskPointsOfPlace(db, req.ctx!, placeId));
  });
}
