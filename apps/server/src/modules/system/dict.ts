import { type ResourceDef, resources } from '@dp/domain';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RequestContext, SHELL_ROUTE } from '../../core/context';
import {
  contract,
  declareContracts,
  envelope,
  getContract,
  pageOf,
  text,
  treeNode,
  treeOf,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { buildForest } from '../../core/tree';
import { dict, dictBiz } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { dictionary, invalidateDicts } from '../../resource/dictionary';
import { containsNul } from '../../resource/filters';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type ResourceService, type Row, resourceService } from '../../resource/service';
import { parentNames, registerTreeResource } from '../../resource/tree-routes';

type Cols = Record<string, PgColumn>;

/** Values a new row (or one sent empty) takes, as the dictionary screens expect them. */
const FALLBACK: [string, unknown][] = [
  ['sort', 1],
  ['remark', ''],
  ['isSealed', 0],
];

/**
 * A dictionary on the layer's tree (api-contract §4): a header's key is '-1', an item needs one,
 * (code, key) is unique, a header's renamed code follows to its items, and every committed write
 * drops the dictionary cache.
 */
function dictService(def: ResourceDef, table: PgTable): ResourceService {
  const c = table as unknown as Cols;
  const live = (ctx: RequestContext) =>
    (def.tenantScoped ? scoped(ctx, table, { live: true }) : eq(c.isDeleted, 0)) as SQL;
  return resourceService(def, table, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      for (const [name, value] of FALLBACK) if (!existing || name in row) row[name] ??= value;
      if (String(row.parentId ?? existing?.parentId ?? '0') === '0') row.dictKey = '-1';
      else if (('dictKey' in row ? row.dictKey : existing?.dictKey) == null)
        throw badRequest(`参数错误: dictKey ${def.fields.dictKey.requiredMessage?.zh}`);
      const [dup] = await db
        .select({ id: c.id })
        .from(table)
        .where(
          and(
            live(ctx),
            eq(c.code, row.code ?? existing?.code),
            eq(c.dictKey, row.dictKey ?? existing?.dictKey),
            existing ? ne(c.id, String(existing.id)) : undefined,
          ),
        )
        .limit(1);
      if (dup) throw badRequest('当前字典键值已存在!');
    },
    afterWrite: async ({ ctx, db, action, rows, existing }) => {
      const [before, after] = [existing?.[0], rows[0]];
      if (action !== 'update' || before?.parentId !== '0' || before.code === after.code) return;
      await db
        .update(table)
        .set({ code: after.code })
        .where(and(live(ctx), eq(c.code, before.code)));
    },
    afterCommit: invalidateDicts,
    decorate: parentNames(def, table),
  });
}

export const dictSystemService = dictService(resources.dict, dict);
export const dictBizService = dictService(resources.dictBiz, dictBiz);

/**
 * The system and the business dictionary share every call (api-contract §4.2): the layer's tree
 * calls plus the item lookups, the header lists and the child forest of one header.
 */
/** One item as `dictionary?code=` answers it (api-contract §4.2). */
const dictItem = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().nullable(),
  remark: z.string().nullable(),
});

export function registerDict(app: FastifyInstance, service: ResourceService): void {
  declareContracts(app, {
    [`GET ${service.def.path}/dictionary`]: getContract({ code: z.string() }, envelope(z.array(dictItem))),
    [`GET ${service.def.path}/dictionary/:code`]: getContract({}, envelope(z.array(dictItem)), {
      params: z.object({ code: z.string() }),
    }),
    [`GET ${service.def.path}/dictionary-tree`]: getContract(
      { code: z.string() },
      envelope(treeOf(dictItem)),
    ),
    [`GET ${service.def.path}/tree`]: getContract({ code: z.string() }, envelope(treeOf(treeNode))),
    [`GET ${service.def.path}/parent-tree`]: getContract({}, envelope(treeOf(treeNode))),
    [`GET ${service.def.path}/select`]: getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), code: z.string(), dictValue: z.string() }))),
    ),
    [`GET ${service.def.path}/parent-list`]: contract({
      querystring: resourceContracts(service.def).query,
      response: envelope(pageOf(resourceContracts(service.def).row)),
    }),
    [`GET ${service.def.path}/child-list`]: getContract(
      { parentId: text, dictValue: z.string() },
      envelope(treeOf(resourceContracts(service.def).row)),
    ),
  });
  const { db } = app.deps;
  const { def } = service;
  const read = { config: { access: { permission: [def.permission, `${def.permission}_view`] } } };
  registerTreeResource(app, service, { ownTree: true });

  const items = (req: FastifyRequest) => {
    const code = (req.params as { code?: string }).code ?? (req.query as Row).code;
    if (!code || typeof code !== 'string') throw badRequest('参数错误: code 不能为空');
    if (containsNul(code)) throw badRequest('参数错误: code 含有非法字符');
    return dictionary(db, req.ctx!.tenantId, code, def.tenantScoped, req.ctx!.english);
  };
  app.get(`${def.path}/dictionary`, SHELL_ROUTE, async (req) => ok(await items(req)));
  app.get(`${def.path}/dictionary/:code`, SHELL_ROUTE, async (req) => ok(await items(req)));
  app.get(`${def.path}/dictionary-tree`, async (req) =>
    ok(buildForest((await items(req)).map((i) => ({ ...i })))),
  );
  // the client sends `code=DICT` with it: every row, whatever the query
  app.get(`${def.path}/tree`, async (req) => ok(await service.tree(db, req.ctx!, {})));
  app.get(`${def.path}/parent-tree`, async (req) => ok(await service.tree(db, req.ctx!, { parentId: '0' })));
  app.get(`${def.path}/select`, async (req) => {
    const headers = await service.list(db, req.ctx!, { parentId: '0' });
    return ok(headers.map((h) => ({ id: h.id, code: h.code, dictValue: `${h.code}: ${h.dictValue}` })));
  });
  app.get(`${def.path}/parent-list`, read, async (req) =>
    ok(await service.page(db, req.ctx!, { ...paramsOf(req), parentId: '0' })),
  );
  app.get(`${def.path}/child-list`, read, async (req) => {
    const q = paramsOf(req);
    const parentId = String(q.parentId ?? '');
    const header = isId(parentId) ? await service.findRaw(db, req.ctx!, parentId) : undefined;
    if (!header) return ok([]);
    const filters = { dictValue: q.dictValue, code_equal: header.code, parentId_notequal: '0' };
    const rows = await service.list(db, req.ctx!, filters);
    return ok(buildForest(rows as (Row & { id: string; parentId: string })[]));
  });
}
