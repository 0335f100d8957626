import { resources } from '@dp/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  envelope,
  fileUpload,
  getContract,
  text,
} from '../../core/contract';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach, checkRiskPoint, place, tenantLayout } from '../../db/schema';
import { fileLink } from '../../resource/files';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { type StorageDrivers, storageDrivers } from '../storage/drivers';
import { MAX_BYTES, storeAttachment } from '../storage/endpoint';
import { mapRiskPoints } from './map-risk';
import { readSitePlan } from './site-plan';

function checkLegend(value: unknown) {
  if (value === null || value === undefined) return null;
  const isValid =
    Array.isArray(value) &&
    value.length <= 20 &&
    value.every(
      (e) =>
        e &&
        typeof e === 'object' &&
        typeof e.label === 'string' &&
        e.label.length <= 50 &&
        typeof e.color === 'string' &&
        /^#[0-9a-fA-F]{6}$/.test(e.color),
    );
  if (!isValid) throw badRequest('参数错误: 图例应为 [{label, color: "#RRGGBB"}] 列表(最多20项)');
  return value;
}

/** The site plan service: the image's size is read from the stored file; one default per tenant. */
export function tenantLayoutServiceFor(drivers: StorageDrivers) {
  return resourceService(resources.tenantLayout, tenantLayout, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if ('legend' in row) row.legend = checkLegend(row.legend);
      if (row.placeId) {
        const [owner] = await db
          .select({ id: place.id })
          .from(place)
          .where(and(scoped(ctx, place, { live: true }), eq(place.id, String(row.placeId))));
        if (!owner) throw badRequest('参数错误: 所属区域不存在');
      }
      if (row.imageId && row.imageId !== existing?.imageId) {
        const [file] = await db
          .select()
          .from(attach)
          .where(and(eq(attach.id, String(row.imageId)), scoped(ctx, attach, { live: true })));
        if (!file) throw badRequest('参数错误: 平面图文件不存在');
        const image = readSitePlan(await (await drivers.of(file.tenantId, file.ossId)).get(file.name));
        if ('error' in image) throw badRequest(`参数错误: ${image.error}`);
        row.widthPx = image.widthPx;
        row.heightPx = image.heightPx;
      }
      const others = and(
        scoped(ctx, tenantLayout, { live: true }),
        existing ? ne(tenantLayout.id, String(existing.id)) : undefined,
      );
      if (!existing) {
        const [any] = await db.select({ id: tenantLayout.id }).from(tenantLayout).where(others).limit(1);
        if (!any) row.isDefault = true;
      }
      if (row.isDefault === true) await db.update(tenantLayout).set({ isDefault: false }).where(others);
    },
    beforeRemove: async ({ ctx, ids, db }) => {
      for (const [table, what] of [
        [place, '区域'],
        [checkRiskPoint, '检查点位'],
      ] as const) {
        const [hit] = await db
          .select({ id: table.id })
          .from(table)
          .where(and(scoped(ctx, table, { live: true }), eq(table.layoutId, ids[0])))
          .limit(1);
        if (hit && ids.length === 1) throw badRequest(`平面图上还有${what},请先移除后再删除`);
      }
    },
  });
}

/**
 * Everything the four-colour map draws: the plan, its places' outlines and levels, the check
 * points on it, the risk points placed in its places and the legend's counts per level.
 */
async function mapOf(
  db: Db,
  ctx: RequestContext,
  service: ReturnType<typeof tenantLayoutServiceFor>,
  layoutId?: string,
) {
  const layouts = await db
    .select({ id: tenantLayout.id, name: tenantLayout.name, isDefault: tenantLayout.isDefault })
    .from(tenantLayout)
    .where(service.scope(ctx))
    .orderBy(desc(tenantLayout.isDefault), asc(tenantLayout.createTime));
  const chosen = layoutId ?? layouts[0]?.id;
  if (!chosen) return { layouts, layout: null, places: [], points: [], riskPoints: [], legend: [] };
  const layout = await service.get(db, ctx, chosen);
  const places = await db
    .select({
      id: place.id,
      parentId: place.parentId,
      name: place.name,
      placeType: place.placeType,
      polygon: place.polygon,
      riskLevel: place.riskLevel,
    })
    .from(place)
    .where(and(scoped(ctx, place, { live: true }), eq(place.layoutId, chosen)))
    .orderBy(asc(place.sort));
  const points = await db
    .select({
      id: checkRiskPoint.id,
      name: checkRiskPoint.name,
      number: checkRiskPoint.number,
      placeId: checkRiskPoint.placeId,
      riskLevel: checkRiskPoint.riskLevel,
      layoutX: checkRiskPoint.layoutX,
      layoutY: checkRiskPoint.layoutY,
      enableStatus: checkRiskPoint.enableStatus,
    })
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.layoutId, chosen)))
    .orderBy(asc(checkRiskPoint.number))
    .limit(5000);
  const live = points.filter((p) => p.enableStatus !== 'DISABLED');
  const { riskPoints, legend } = await mapRiskPoints(
    db,
    ctx,
    String(chosen),
    live.map((p) => (p.riskLevel as string | null) ?? null),
  );
  return {
    layouts,
    layout: { ...layout, imageUrl: layout.imageId ? fileLink(String(layout.imageId)) : null },
    places,
    points: points.map((p) => ({ ...p, layoutX: Number(p.layoutX), layoutY: Number(p.layoutY) })),
    riskPoints,
    legend,
  };
}

export async function tenantLayoutRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const drivers = storageDrivers(db, config);
  const service = tenantLayoutServiceFor(drivers);
  registerResource(app, service);
  const base = '/shtmp-layout/tenantLayout';
  declareContracts(app, {
    [`POST ${base}/upload`]: contract({
      ...fileUpload(),
      response: envelope(
        z.object({ attachId: z.string(), link: z.string(), widthPx: z.number(), heightPx: z.number() }),
      ),
    }),
    [`GET ${base}/map`]: getContract(
      { layoutId: text },
      envelope(z.looseObject({ layout: anyObject.nullable() })),
    ),
  });

  // A site plan image: PNG, JPEG or SVG judged by content; SVGs are stored sanitised.
  app.post(
    `${base}/upload`,
    { config: { access: { permission: ['tenantLayout_add', 'tenantLayout_edit'] } } },
    async (req) => {
      const ctx = req.ctx!;
      const file = await req.file({ limits: { fileSize: MAX_BYTES } });
      if (!file) throw badRequest('请选择要上传的平面图');
      const data = await file.toBuffer().catch(() => {
        throw badRequest(`上传文件过大,最大 ${MAX_BYTES / 1024 / 1024}MB`);
      });
      const image = readSitePlan(data);
      if ('error' in image) throw badRequest(image.error);
      const { attachId } = await storeAttachment(db, drivers, ctx, {
        data: image.data,
        originalName: file.filename,
        type: image.type,
        ext: image.ext,
      });
      return ok({ attachId, link: fileLink(attachId), widthPx: image.widthPx, heightPx: image.heightPx });
    },
  );

  app.get<{ Querystring: { layoutId?: string } }>(
    `${base}/map`,
    { config: { access: { permission: ['tenantLayout', 'tenantLayout_view', 'place'] } } },
    async (req) => {
      const id = req.query.layoutId || undefined;
      if (id !== undefined && !isId(id)) throw badRequest('参数错误: layoutId 应为编号');
      const map = await mapOf(db, req.ctx!, service, id);
      if (id && !map.layout) throw notFound('平面图不存在');
      return ok(map);
    },
  );
}
