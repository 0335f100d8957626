import { hasCall, permissionCode, type ResourceDef } from '@dp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type RequestContext } from '../core/context';
import { badRequest, done, forbidden, ok } from '../core/envelope';
import { writeTransaction } from '../core/together';
import type { Db } from '../db/client';
import { clientKeyOf, onceByClientKey } from './client-key';
import { resourceContracts } from './contract';
import { dictItemsFor } from './dictionary';
import { attachmentName, readRows, templateBuffer, XLSX_TYPE } from './excel';
import { exportWorkbook } from './export';
import { importProgress } from './import-progress';
import { importRows } from './import-rows';
import type { ResourceService, Row } from './service';

const ctxOf = (request: FastifyRequest): RequestContext => request.ctx!;

/** Query string and JSON body merged (the body wins): list filters may come either way. */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const b =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
  return { ...q, ...(b as Record<string, unknown>) };
}

/** `ids` as a comma string (query or form) or a JSON array / `{ids}` body. */
export function idsOf(request: FastifyRequest): string[] {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body as unknown;
  const raw = Array.isArray(body) ? body : (q.ids ?? (body as Record<string, unknown> | null)?.ids ?? '');
  const list = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
  return list.map((s) => s.trim()).filter(Boolean);
}

/**
 * Registers the standard call set of a resource under its path: page, list, get/{id},
 * detail?id, save, update, submit, remove, exportExcel, template and import, each guarded by
 * `<permission>[_<action>]` and scoped to the caller's tenant by the service.
 */
export function registerResource(
  app: FastifyInstance,
  service: ResourceService,
  opts: {
    administrator?: 'all' | 'write';
    /**
     * Permission prefixes of variant pages that share this resource (e.g. extinguisher points):
     * their codes also open the routes; the module's hooks narrow rows to the caller's variants.
     */
    variants?: string[];
    /** The module serves `<path>/tree` itself (nodes with more than the TreeNode fields). */
    ownTree?: boolean;
    /** `tree` / `lazy-tree` feed pickers of other screens: open to every signed-in user of the tenant. */
    openTree?: boolean;
    /** One button code for add, edit and delete (child rows edited under their parent's code). */
    writePermission?: string;
  } = {},
): void {
  const def: ResourceDef = service.def;
  const db: Db = app.deps.db;
  const base = def.path;
  const prefixes = [def.permission, ...(opts.variants ?? [])];
  const read = def.readOpen ? [] : prefixes.flatMap((p) => [p, `${p}_view`]);
  const code = (a: 'add' | 'edit' | 'delete' | 'export' | 'import') =>
    opts.writePermission && (a === 'add' || a === 'edit' || a === 'delete')
      ? [opts.writePermission]
      : prefixes.map((p) => permissionCode({ permission: p }, a));
  // `administrator`: platform-wide rows (clients, packages, scope definitions) only the platform
  // administrator may change ('write') or even see ('all').
  const contracts = resourceContracts(def);
  const access = (permission: string | string[], schema?: import('fastify').FastifySchema) => ({
    schema,
    config: {
      access: {
        permission: permission.length ? permission : undefined,
        administrator:
          opts.administrator === 'all' ||
          (opts.administrator === 'write' && permission !== read) ||
          undefined,
      },
    },
  });
  const dicts = (ctx: RequestContext) => (f: import('@dp/domain').FieldDef) =>
    dictItemsFor(db, ctx.tenantId, f.dict!, f.dictBiz === true);

  if (hasCall(def, 'page')) {
    app.post(`${base}/page`, access(read, contracts.page), async (req) =>
      ok(await service.page(db, ctxOf(req), paramsOf(req))),
    );
  }
  if (hasCall(def, 'list')) {
    const handler = async (req: FastifyRequest) => ok(await service.page(db, ctxOf(req), paramsOf(req)));
    app.get(`${base}/list`, access(read, contracts.listGet), handler);
    app.post(`${base}/list`, access(read, contracts.listPost), handler);
  }
  if (hasCall(def, 'get')) {
    app.get<{ Params: { id: string } }>(`${base}/get/:id`, access(read, contracts.get), async (req) =>
      ok(await service.get(db, ctxOf(req), req.params.id)),
    );
  }
  if (hasCall(def, 'detail')) {
    // a keyed resource is also asked by its key (`detail?code=`)
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/detail`,
      access(read, contracts.detail),
      async (req) =>
        ok(await service.get(db, ctxOf(req), (def.key ? req.query[def.key] : undefined) ?? req.query.id)),
    );
  }
  const treeAccess = (schema: import('fastify').FastifySchema) =>
    opts.openTree ? { schema } : access(read, schema);
  if (def.tree && !opts.ownTree) {
    app.get(`${base}/tree`, treeAccess(contracts.tree), async (req) =>
      ok(await service.tree(db, ctxOf(req), paramsOf(req))),
    );
  }
  if (def.tree) {
    app.get(`${base}/lazy-tree`, treeAccess(contracts.lazyTree), async (req) =>
      ok(await service.lazyTree(db, ctxOf(req), paramsOf(req))),
    );
  }
  if (hasCall(def, 'save')) {
    app.post(`${base}/save`, access(code('add'), contracts.write('save')), async (req) => {
      const body = req.body as Row | null;
      if (body?.id) throw badRequest('参数错误: 新增数据不能指定 id');
      const ctx = ctxOf(req);
      const key = clientKeyOf(req);
      // a record sent again under the same Idempotency-Key is written once (client-key.ts)
      const saved =
        key === undefined
          ? await service.insert(db, ctx, body)
          : await writeTransaction(db, (tx) =>
              onceByClientKey(tx, ctx, def.name, key, () => service.insert(tx, ctx, body)),
            );
      return ok(saved, '新增成功');
    });
  }
  if (hasCall(def, 'update')) {
    app.post(`${base}/update`, access(code('edit'), contracts.write('update')), async (req) => {
      if (!service.idOf(req.body)) throw badRequest(`参数错误: ${service.keys.id} 不能为空`);
      return ok(await service.update(db, ctxOf(req), req.body), '更新成功');
    });
  }
  if (hasCall(def, 'submit')) {
    app.post(
      `${base}/submit`,
      access([...code('add'), ...code('edit')], contracts.write('submit')),
      async (req) => {
        const ctx = ctxOf(req);
        // a keyed resource upserts by its key: an update when a row with that key exists
        const key = service.idOf(req.body);
        const isUpdate = def.key ? Boolean(key) && (await service.exists(db, ctx, key)) : Boolean(key);
        if (!hasPermission(ctx, code(isUpdate ? 'edit' : 'add'))) throw forbidden();
        return isUpdate
          ? ok(await service.update(db, ctx, req.body), '更新成功')
          : ok(await service.insert(db, ctx, req.body), '新增成功');
      },
    );
  }
  if (hasCall(def, 'remove')) {
    app.post(`${base}/remove`, access(code('delete'), contracts.remove), async (req) => {
      const ids = idsOf(req);
      // a keyed resource's single removal may name its row as `id` (region remove?id=<code>)
      const one = (req.query as Record<string, unknown>).id;
      await service.remove(db, ctxOf(req), ids.length || !def.key || !one ? ids : [String(one).trim()]);
      return done('删除成功');
    });
  }
  if (hasCall(def, 'exportExcel')) {
    const exportHandler = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const ctx = ctxOf(req);
      const stream = await exportWorkbook(db, service, ctx, paramsOf(req), dicts(ctx));
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName(def.label.zh))
        .send(stream);
    };
    app.post(`${base}/exportExcel`, access(code('export'), contracts.exportPost), exportHandler);
    app.get(`${base}/exportExcel`, access(code('export'), contracts.exportGet), exportHandler);
  }
  if (hasCall(def, 'import')) {
    app.get(`${base}/template`, access(code('import'), contracts.template), async (_req, reply) =>
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName(`${def.label.zh}导入模板`, ''))
        .send(await templateBuffer(def)),
    );
    app.post(`${base}/import`, access(code('import'), contracts.import), async (req) => {
      const ctx = ctxOf(req);
      const file = await req.file();
      if (!file) throw badRequest('请选择要导入的文件');
      const data = await file.toBuffer();
      const progress = importProgress(ctx);
      const rows = await readRows(def, file.filename, data, dicts(ctx), progress);
      await importRows(db, service, ctx, rows, progress);
      return ok({ count: rows.length }, `成功导入${rows.length}条数据`);
    });
  }
}
