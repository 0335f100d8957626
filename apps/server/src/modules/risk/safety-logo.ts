import { fileUrlKey, resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { binary, contract, declareContracts, envelope, idsBody, idsQuery } from '../../core/contract';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { riskSafetyLogo } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { idsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { builtInSign } from './signs/catalogue';
import { signSvg } from './signs/draw';

const def = resources.riskSafetyLogo;
/** What a tenant may change on a built-in sign: it stays the standard's drawing and wording. */
const FIXED = ['code', 'name', 'category', 'imageId'] as const;

export const builtInImageUrl = (code: string) => `/api${def.path}/builtin/${encodeURIComponent(code)}`;

export const safetyLogoService = resourceService(def, riskSafetyLogo, {
  beforeWrite: ({ row, existing }) => {
    if (!existing) {
      row.builtIn = false;
      row.enabled ??= true;
      if (!row.imageId) throw badRequest('参数错误: imageId 请上传标志图片');
      return;
    }
    if (!existing.builtIn) {
      if ('imageId' in row && !row.imageId) throw badRequest('参数错误: imageId 请上传标志图片');
      return;
    }
    const changed = FIXED.filter((f) => f in row && (row[f] ?? null) !== (existing[f] ?? null));
    if (changed.length) throw badRequest('内置安全标志的编号、名称、类别和图片不能修改，可停用或调整排序');
  },
  beforeRemove: async ({ ctx, ids, db }) => {
    const rows = await db
      .select({ name: riskSafetyLogo.name })
      .from(riskSafetyLogo)
      .where(
        and(
          scoped(ctx.tenantId, riskSafetyLogo),
          inArray(riskSafetyLogo.id, ids),
          eq(riskSafetyLogo.builtIn, true),
          eq(riskSafetyLogo.isDeleted, 0),
        ),
      );
    if (rows.length) throw badRequest(`内置安全标志「${rows[0].name}」不能删除，可停用`);
  },
  decorate: async ({ rows }) =>
    rows.map((r) => (r.builtIn ? { ...r, [fileUrlKey('imageId')]: builtInImageUrl(String(r.code)) } : r)),
});

/** The signs of a board in the order given (unknown, foreign or deleted ids are left out). */
export async function logosByIds(db: Db, ctx: RequestContext, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  if (ids.length > 100 || !ids.every(isId)) throw badRequest('参数错误: ids 应为编号列表（最多100个）');
  const found = await db
    .select()
    .from(riskSafetyLogo)
    .where(and(safetyLogoService.scope(ctx), inArray(riskSafetyLogo.id, ids)));
  const enriched = await safetyLogoService.enrich(db, ctx, found.map(safetyLogoService.output));
  const byId = new Map(enriched.map((r) => [String(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => Boolean(r));
}

export async function safetyLogoRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  declareContracts(app, {
    [`POST ${def.path}/listByLogoIds`]: contract({
      querystring: idsQuery,
      body: idsBody.nullish(),
      response: envelope(z.array(resourceContracts(def).row)),
    }),
    [`GET ${def.path}/listByLogoIds`]: contract({
      querystring: idsQuery,
      response: envelope(z.array(resourceContracts(def).row)),
    }),
    [`GET ${def.path}/builtin/:code`]: contract({
      params: z.object({ code: z.string() }),
      response: binary(),
    }),
  });
  registerResource(app, safetyLogoService);
  // Boards show their signs: readers of boards may list them too.
  const read = {
    config: {
      access: {
        permission: ['riskSafetyLogo', 'riskSafetyLogo_view', 'riskNoticeBoard', 'riskNoticeBoard_view'],
      },
    },
  };
  const listByIds = async (req: import('fastify').FastifyRequest) =>
    ok(await logosByIds(db, req.ctx!, idsOf(req)));
  app.post(`${def.path}/listByLogoIds`, read, listByIds);
  app.get(`${def.path}/listByLogoIds`, read, listByIds);

  // The project's drawing of a built-in sign: standard artwork, no tenant data, opened by <img>.
  app.get<{ Params: { code: string } }>(
    `${def.path}/builtin/:code`,
    { config: { access: { public: true } } },
    async (req, reply) => {
      const sign = builtInSign(req.params.code);
      if (!sign) throw notFound('安全标志不存在');
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        .send(signSvg(sign));
    },
  );
}
