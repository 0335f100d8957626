import { pagingOf, permissionCode, type ResourceDef, resources } from '@dp/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { apiLog, errorLog, usualLog } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { countRows } from '../../resource/count';
import { attachmentName, writeRows, XLSX_TYPE } from '../../resource/excel';
import { buildFilters, buildOrder, type Queryable } from '../../resource/filters';
import { renderSql } from '../../resource/render-sql';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { selectPage } from '../../resource/select-rows';
import { DEEP_OFFSET } from '../../resource/service';

/**
 * Read-only access to one log table with the generic filters, sorting, paging and Excel export.
 * Logs are per tenant; the platform administrator sees every tenant's.
 */
export function logService(def: ResourceDef, table: PgTable) {
  const cols = table as unknown as Record<string, PgColumn>;
  const queryable: Queryable = new Map([['id', { column: cols.id, type: 'id' }]]);
  for (const [name, f] of Object.entries(def.fields))
    queryable.set(name, { column: cols[name], type: f.type });
  const sortable = new Set([
    'id',
    'createTime',
    ...Object.keys(def.fields).filter((n) => def.fields[n].sortable),
  ]);
  const fallback = [{ column: 'createTime', asc: false }];
  const scope = (ctx: RequestContext): SQL | undefined => scoped(ctx, table, { acrossTenants: true });

  // read as the layer reads a page (resource/service.ts): deep pages walk the ids of the list's
  // index first, and the total is exact up to EXACT_COUNT_LIMIT, the planner's estimate beyond
  async function page(db: Db, ctx: RequestContext, params: Record<string, unknown>) {
    const { current, size } = pagingOf(params);
    const where = and(scope(ctx), ...buildFilters(params, queryable));
    const rendered = where && renderSql(where);
    const offset = (current - 1) * size;
    const [records, { total, estimated }] = await together(
      db,
      () =>
        selectPage(db, table, cols.id, {
          where: rendered,
          order: buildOrder(params, queryable, sortable, fallback),
          limit: size,
          offset,
          idsFirst: offset >= DEEP_OFFSET,
        }),
      () => countRows(db, table, rendered),
    );
    return {
      records,
      total,
      size,
      current,
      pages: Math.ceil(total / size),
      ...(estimated ? { totalEstimated: true } : {}),
    };
  }

  async function list(db: Db, ctx: RequestContext, params: Record<string, unknown>, limit: number) {
    return db
      .select()
      .from(table)
      .where(and(scope(ctx), ...buildFilters(params, queryable)))
      .orderBy(...buildOrder(params, queryable, sortable, fallback))
      .limit(limit);
  }

  async function get(db: Db, ctx: RequestContext, id: unknown) {
    if (!isId(String(id ?? ''))) throw badRequest('参数错误: id 应为编号');
    const [row] = await db
      .select()
      .from(table)
      .where(and(scope(ctx), eq(cols.id, String(id))))
      .limit(1);
    if (!row) throw notFound('数据不存在或已被删除');
    return row;
  }

  return { def, page, list, get };
}

function registerLog(app: FastifyInstance, service: ReturnType<typeof logService>) {
  const { db } = app.deps;
  const { def } = service;
  const read = {
    config: { access: { permission: [permissionCode(def, 'view'), `${def.permission}_view`] } },
  };
  const exporting = { config: { access: { permission: permissionCode(def, 'export') } } };
  const pageHandler = async (req: FastifyRequest) => ok(await service.page(db, req.ctx!, paramsOf(req)));
  const contracts = resourceContracts(def);
  for (const p of ['page', 'list']) {
    app.get(`${def.path}/${p}`, { ...read, schema: contracts.listGet }, pageHandler);
    app.post(`${def.path}/${p}`, { ...read, schema: contracts.listPost }, pageHandler);
  }
  app.get<{ Params: { id: string } }>(
    `${def.path}/get/:id`,
    { ...read, schema: contracts.get },
    async (req) => ok(await service.get(db, req.ctx!, req.params.id)),
  );
  app.get<{ Querystring: { id?: string } }>(
    `${def.path}/detail`,
    { ...read, schema: contracts.detail },
    async (req) => ok(await service.get(db, req.ctx!, req.query.id)),
  );
  const exportHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const rows = await service.list(db, req.ctx!, paramsOf(req), 100000);
    const stream = await writeRows(def, rows, async () => []);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', attachmentName(def.label.zh))
      .send(stream);
  };
  app.get(`${def.path}/exportExcel`, { ...exporting, schema: contracts.exportGet }, exportHandler);
  app.post(`${def.path}/exportExcel`, { ...exporting, schema: contracts.exportPost }, exportHandler);
}

export const logServices = {
  api: logService(resources.logApi, apiLog),
  usual: logService(resources.logUsual, usualLog),
  error: logService(resources.logError, errorLog),
};

export async function logReadRoutes(app: FastifyInstance) {
  for (const s of Object.values(logServices)) registerLog(app, s);
}
