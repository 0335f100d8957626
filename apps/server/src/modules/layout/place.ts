import { resources } from '@dp/domain';
import { and, asc, desc, eq, inArray, like, notInArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  envelope,
  getContract,
  idParams,
  pageQuery,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { numberOrNull } from '../../core/numbers';
import type { Db } from '../../db/client';
import {
  checkRecord,
  checkRiskPoint,
  dangerRecord,
  place,
  riskPointType,
  riskPointTypePlaces,
} from '../../db/schema';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { assemble, childPath } from '../../resource/tree';
import { getParam } from '../system/params';

const MAX_VERTICES = 500;

/** A polygon on a site plan: 3–500 vertices [x, y], each coordinate relative (0–1). */
export function checkPolygon(value: unknown): [number, number][] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.length < 3 || value.length > MAX_VERTICES)
    throw badRequest(`参数错误: 区域轮廓应为 3-${MAX_VERTICES} 个顶点 [[x,y],…]`);
  return value.map((p) => {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n)))
      throw badRequest('参数错误: 区域轮廓的顶点应为 [x,y] 数字');
    if (p.some((n) => n < 0 || n > 1)) throw badRequest('参数错误: 区域轮廓坐标应在 0-1 之间(相对图纸宽高)');
    return [Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6] as [number, number];
  });
}

export const placeService = resourceService(resources.place, place, {
  beforeWrite: ({ row, existing }) => {
    if ('polygon' in row) row.polygon = checkPolygon(row.polygon);
    if (typeof row.location === 'string') {
      const [lat, lng] = row.location.split(',').map(Number);
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
        throw badRequest('参数错误: 地理位置的纬度应在 ±90、经度应在 ±180 之内');
    }
    const merged = { ...(existing ?? {}), ...row };
    if (merged.polygon && !merged.layoutId) throw badRequest('参数错误: 绘制区域轮廓前请选择所在平面图');
  },
  // Check points, risk points and dangers (open or in the ledger) keep their place: refuse instead.
  beforeRemove: async ({ ctx, ids, db }) => {
    const [point] = await db
      .select({ name: checkRiskPoint.name })
      .from(checkRiskPoint)
      .where(and(scoped(ctx, checkRiskPoint, { live: true }), inArray(checkRiskPoint.placeId, ids)))
      .limit(1);
    if (point) throw badRequest(`区域内还有检查点位 [${point.name}],请先移走或删除点位`);
    const [risk] = await db
      .select({ name: riskPointType.name })
      .from(riskPointTypePlaces)
      .innerJoin(riskPointType, eq(riskPointType.id, riskPointTypePlaces.ownerId))
      .where(and(scoped(ctx, riskPointType, { live: true }), inArray(riskPointTypePlaces.refId, ids)))
      .limit(1);
    if (risk) throw badRequest(`区域内还有风险点 [${risk.name}],请先在风险点中移除该区域`);
    const [danger] = await db
      .select({ title: dangerRecord.title })
      .from(dangerRecord)
      .where(and(scoped(ctx, dangerRecord, { live: true }), inArray(dangerRecord.placeId, ids)))
      .limit(1);
    if (danger) throw badRequest(`区域内登记有隐患 [${danger.title}],不能删除`);
  },
});

/** The node and its descendants, through its materialised path. */
function subtreeOf(node: Row) {
  const path = childPath(node);
  return or(eq(place.id, String(node.id)), eq(place.ancestors, path), like(place.ancestors, `${path},%`));
}

export type PlaceNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  name: string;
  placeType: string;
  riskLevel: string | null;
  children?: PlaceNode[];
};

/** The tenant's places as a forest: TreeNode fields plus name, type and rolled-up level. */
export async function placeTree(
  db: Db,
  ctx: RequestContext,
  params: Record<string, unknown>,
): Promise<PlaceNode[]> {
  const rows = await placeService.list(db, ctx, params);
  return assemble(
    rows.map((r: Row) => {
      const id = String(r.id);
      return {
        id,
        parentId: String(r.parentId),
        title: String(r.name),
        key: id,
        value: id,
        name: String(r.name),
        placeType: String(r.placeType),
        riskLevel: (r.riskLevel as string | null) ?? null,
      };
    }),
  );
}

/** Danger states that are no longer open (dict DANGER_STATUS, `isOpen: false`). */
const CLOSED_DANGER = ['CLOSED', 'IGNORED', 'REVOKED'];

/** What a click on a place shows: its subtree's risk points, check points, open dangers and latest checks. */
async function placeOverview(db: Db, ctx: RequestContext, id: unknown) {
  const node = await placeService.get(db, ctx, id);
  const subtree = await db
    .select({ id: place.id })
    .from(place)
    .where(and(placeService.scope(ctx), subtreeOf(node)));
  const placeIds = subtree.map((p) => p.id);
  const points = await db
    .select({
      id: checkRiskPoint.id,
      name: checkRiskPoint.name,
      number: checkRiskPoint.number,
      pointKind: checkRiskPoint.pointKind,
      placeId: checkRiskPoint.placeId,
      riskLevel: checkRiskPoint.riskLevel,
      layoutId: checkRiskPoint.layoutId,
      layoutX: checkRiskPoint.layoutX,
      layoutY: checkRiskPoint.layoutY,
      lastCheckTime: checkRiskPoint.lastCheckTime,
      lastCheckResult: checkRiskPoint.lastCheckResult,
    })
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), inArray(checkRiskPoint.placeId, placeIds)))
    .orderBy(asc(checkRiskPoint.number))
    .limit(500);
  const riskPoints = await db
    .selectDistinct({
      id: riskPointType.id,
      code: riskPointType.code,
      name: riskPointType.name,
      riskLevel: riskPointType.riskLevel,
    })
    .from(riskPointTypePlaces)
    .innerJoin(riskPointType, eq(riskPointType.id, riskPointTypePlaces.ownerId))
    .where(
      and(
        scoped(ctx, riskPointType, { live: true }),
        inArray(riskPointTypePlaces.refId, placeIds.map(String)),
      ),
    )
    .orderBy(asc(riskPointType.code))
    .limit(200);
  const pointIds = points.map((p) => p.id);
  const checks = pointIds.length
    ? await db
        .select({
          id: checkRecord.id,
          recordNo: checkRecord.recordNo,
          checkRiskPointId: checkRecord.checkRiskPointId,
          submitTime: checkRecord.submitTime,
          result: checkRecord.result,
          failCount: checkRecord.failCount,
          dangerCount: checkRecord.dangerCount,
        })
        .from(checkRecord)
        .where(
          and(
            scoped(ctx, checkRecord, { live: true }),
            eq(checkRecord.recordStatus, 'SUBMITTED'),
            inArray(checkRecord.checkRiskPointId, pointIds),
          ),
        )
        .orderBy(desc(checkRecord.submitTime))
        .limit(10)
    : [];
  const openDangers = await db
    .select({
      id: dangerRecord.id,
      dangerNo: dangerRecord.dangerNo,
      title: dangerRecord.title,
      level: dangerRecord.level,
      status: dangerRecord.status,
      placeId: dangerRecord.placeId,
    })
    .from(dangerRecord)
    .where(
      and(
        scoped(ctx, dangerRecord, { live: true }),
        inArray(dangerRecord.placeId, placeIds),
        notInArray(dangerRecord.status, CLOSED_DANGER),
      ),
    )
    .orderBy(desc(dangerRecord.createTime))
    .limit(50);
  return {
    place: node,
    points: points.map((p) => ({ ...p, layoutX: numberOrNull(p.layoutX), layoutY: numberOrNull(p.layoutY) })),
    riskPoints,
    latestChecks: checks,
    openDangers,
  };
}

export async function placeRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-layout/place/tree': contract({
      querystring: pageQuery,
      response: envelope(z.array(anyObject)),
    }),
    'GET /shtmp-layout/mapSettings': getContract(
      {},
      envelope(z.object({ tileUrl: z.string(), center: z.string(), zoom: z.number() })),
    ),
    'GET /shtmp-layout/place/overview/:id': getContract({}, envelope(anyObject), { params: idParams }),
  });
  const { db } = app.deps;
  registerResource(app, placeService, { ownTree: true });
  const read = { config: { access: { permission: ['place', 'place_view', 'tenantLayout'] } } };
  // the tree is also the place field of the forms that hold a place: a risk point's places (its
  // form and its 查看) and the place of a danger reported (随手拍), as the place lookup of by-place.ts
  const tree = {
    config: {
      access: { permission: ['place', 'place_view', 'tenantLayout', 'riskPointType', 'dangerRecord_add'] },
    },
  };
  app.get('/shtmp-layout/place/tree', tree, async (req) => ok(await placeTree(db, req.ctx!, paramsOf(req))));
  // The map picker's settings: a tile URL template (an intranet tile server works offline; empty =
  // no tiles, the picker offers a coordinate input) and the default centre 'lat,lng'.
  app.get('/shtmp-layout/mapSettings', read, async (req) => {
    const tenantId = req.ctx!.tenantId;
    const tileUrl = await getParam(db, tenantId, 'map.tileUrl', '');
    const center = await getParam(db, tenantId, 'map.center', '31.230416,121.473701');
    return ok({
      tileUrl: /^(https?:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(tileUrl) ? tileUrl : '',
      center: /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(center) ? center : '31.230416,121.473701',
      zoom: 17,
    });
  });
  app.get<{ Params: { id: string } }>('/shtmp-layout/place/overview/:id', read, async (req) =>
    ok(await placeOverview(db, req.ctx!, req.params.id)),
  );
}
