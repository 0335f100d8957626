import { resources } from '@dp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  docOnly,
  doneEnvelope,
  envelope,
  getContract,
  text,
} from '../../core/contract';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { model, modelPrototype } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { type Row, resourceService } from '../../resource/service';
import { describeTable, listTables } from './connect';
import { ADMIN_ONLY, type DatasourceAccess } from './datasource';
import { prototypeOf } from './prototype';

export const modelService = resourceService(resources.model, model);
export const prototypeService = resourceService(resources.modelPrototype, modelPrototype);

const TABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export async function findModel(db: Db, ctx: RequestContext, id: unknown): Promise<Row> {
  if (!isId(String(id ?? ''))) throw badRequest('参数错误: modelId 应为编号');
  return modelService.get(db, ctx, id);
}

/** Saved prototypes of a model, in column order of their insertion. */
export async function savedPrototypes(db: Db, ctx: RequestContext, modelId: string): Promise<Row[]> {
  return prototypeService.list(db, ctx, { modelId_equal: modelId, ascs: 'id' });
}

export function modelRoutes(app: FastifyInstance, ds: DatasourceAccess) {
  declareContracts(app, {
    'GET /calf-develop/model/select': getContract(
      {},
      envelope(z.array(resourceContracts(resources.model).row)),
    ),
    'GET /calf-develop/model/table-list': getContract(
      { datasourceId: text },
      envelope(z.array(z.object({ name: z.string(), tableComment: z.string(), comment: z.string() }))),
    ),
    'GET /calf-develop/model/table-info': getContract(
      { tableName: z.string(), modelId: text, datasourceId: text },
      envelope(z.object({ name: z.string(), comment: z.string(), fields: z.array(anyObject) })),
    ),
    'GET /calf-develop/model/model-prototype': getContract(
      { modelId: text, tableName: z.string(), datasourceId: text },
      envelope(z.array(anyObject)),
    ),
    'POST /calf-develop/model-prototype/submit-list': contract({
      // each field row is checked by the prototype resource's own validation
      body: docOnly(z.array(resourceContracts(resources.modelPrototype).writeBody)),
      response: doneEnvelope,
    }),
    'GET /calf-develop/model-prototype/select': getContract(
      { modelId: text },
      envelope(z.array(resourceContracts(resources.modelPrototype).row.extend({ comment: z.string() }))),
    ),
    'GET /calf-develop/model-prototype/select/:modelId': getContract(
      {},
      envelope(z.array(resourceContracts(resources.modelPrototype).row.extend({ comment: z.string() }))),
      { params: z.object({ modelId: z.string() }) },
    ),
  });
  const { db } = app.deps;
  registerResource(app, modelService, { administrator: 'all' });
  registerResource(app, prototypeService, { administrator: 'all' });

  app.get('/calf-develop/model/select', ADMIN_ONLY, async (req) => {
    const rows = await modelService.list(db, req.ctx!, {});
    return ok(rows.map((r) => ({ ...r, modelName: `${r.modelTable}: ${r.modelName}` })));
  });

  app.get<{ Querystring: { datasourceId?: string } }>(
    '/calf-develop/model/table-list',
    ADMIN_ONLY,
    async (req) => {
      const tables = await ds.connect(req.ctx!, req.query.datasourceId, listTables);
      return ok(
        tables.map((t) => ({ name: t.name, tableComment: t.comment, comment: `${t.name}:${t.comment}` })),
      );
    },
  );

  /** The table named by `tableName`, or the model's table; the data source of the query or the model. */
  async function liveTable(req: FastifyRequest) {
    const ctx = req.ctx!;
    const q = req.query as Record<string, string | undefined>;
    const m = q.modelId ? await findModel(db, ctx, q.modelId) : undefined;
    const table = q.tableName || (m?.modelTable as string | undefined);
    if (!table || !TABLE.test(table)) throw badRequest('参数错误: 请指定 tableName 或 modelId');
    const dsId = q.datasourceId || m?.datasourceId;
    const info = await ds.connect(ctx, dsId, (c) => describeTable(c, table));
    return { model: m, info };
  }

  app.get('/calf-develop/model/table-info', ADMIN_ONLY, async (req) => {
    const { info } = await liveTable(req);
    if (!info) throw notFound('未获得相关表信息');
    return ok({ name: info.name, comment: info.comment, fields: info.columns });
  });

  app.get('/calf-develop/model/model-prototype', ADMIN_ONLY, async (req) => {
    const ctx = req.ctx!;
    const modelId = (req.query as Record<string, string | undefined>).modelId;
    const m = await findModel(db, ctx, modelId);
    const saved = await savedPrototypes(db, ctx, String(m.id));
    if (saved.length) return ok(saved);
    const { info } = await liveTable(req);
    if (!info?.columns.length) throw badRequest('未获得相关表信息');
    return ok(info.columns.map((c) => prototypeOf(String(m.id), c)));
  });

  // Rows without id are inserted, the others updated; all in one transaction.
  app.post('/calf-develop/model-prototype/submit-list', ADMIN_ONLY, async (req) => {
    const ctx = req.ctx!;
    const body = req.body as unknown;
    if (!Array.isArray(body) || body.length === 0) throw badRequest('参数错误: 请求体应为字段数组');
    if (body.length > 500) throw badRequest('参数错误: 一次最多提交 500 个字段');
    const modelIds = new Set(body.map((r) => String((r as Row | null)?.modelId ?? '')));
    for (const id of modelIds) await findModel(db, ctx, id);
    await db.transaction(async (tx) => {
      for (const row of body as Row[]) {
        if (row?.id) await prototypeService.update(tx as unknown as Db, ctx, row);
        else await prototypeService.insert(tx as unknown as Db, ctx, row);
      }
    });
    return done();
  });

  const select = async (ctx: RequestContext, modelId: unknown) => {
    const m = await findModel(db, ctx, modelId);
    const rows = await savedPrototypes(db, ctx, String(m.id));
    return ok(rows.map((r) => ({ ...r, comment: `${r.jdbcName}: ${r.comment ?? ''}` })));
  };
  app.get('/calf-develop/model-prototype/select', ADMIN_ONLY, (req) =>
    select(req.ctx!, paramsOf(req).modelId),
  );
  app.get<{ Params: { modelId: string } }>(
    '/calf-develop/model-prototype/select/:modelId',
    ADMIN_ONLY,
    (req) => select(req.ctx!, req.params.modelId),
  );
}
