import { and, asc, count, eq, inArray, like, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RequestContext, SHELL_ROUTE } from '../../core/context';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { buildForest, toTreeNodes } from '../../core/tree';
import { dict, dictBiz } from '../../db/schema';
import { dictionary, invalidateDicts } from '../../resource/dictionary';
import { containsNul, escapeLike, paging } from '../../resource/filters';
import { idsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';

type Kind = { path: string; biz: boolean; permission: string };

const submitSchema = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  parentId: z.union([z.string(), z.number()]).optional().nullable(),
  code: z.string({ error: '请输入字典编号' }).trim().min(1, { error: '请输入字典编号' }).max(255),
  dictKey: z.union([z.string(), z.number()]).optional().nullable(),
  dictValue: z.string({ error: '请输入字典名称' }).trim().min(1, { error: '请输入字典名称' }).max(255),
  sort: z.coerce.number({ error: '请输入字典排序' }).int().min(0).max(999999).optional().nullable(),
  remark: z.string().max(255).optional().nullable(),
  isSealed: z.coerce.number().int().min(0).max(1).optional().nullable(),
});

/** The system dictionary and the per-tenant business dictionary share every call (api-contract §4). */
export function registerDict(app: FastifyInstance, kind: Kind): void {
  const { db } = app.deps;
  const t = kind.biz ? dictBiz : dict;
  const tenantOf = (ctx: RequestContext | null): SQL | undefined =>
    kind.biz ? scoped(ctx!.tenantId, dictBiz) : undefined;
  const live = (req: FastifyRequest) => and(eq(t.isDeleted, 0), tenantOf(req.ctx));
  const read = { config: { access: { permission: [kind.permission, `${kind.permission}_view`] } } };
  const q = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
  const filters = (req: FastifyRequest) => {
    const { code, dictValue } = q(req);
    if (containsNul([code, dictValue])) throw badRequest('参数错误: 查询条件含有非法字符');
    return [
      typeof code === 'string' && code ? like(t.code, `%${escapeLike(code)}%`) : undefined,
      typeof dictValue === 'string' && dictValue
        ? like(t.dictValue, `%${escapeLike(dictValue)}%`)
        : undefined,
    ];
  };
  const withParentName = async (rows: (typeof t.$inferSelect)[]) => {
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
    const parents = parentIds.length
      ? await db.select({ id: t.id, dictValue: t.dictValue }).from(t).where(inArray(t.id, parentIds))
      : [];
    const names = new Map(parents.map((p) => [p.id, p.dictValue]));
    return rows.map(({ isDeleted: _d, extra: _e, ...r }) => ({
      ...r,
      parentName: r.parentId === '0' ? '顶级' : (names.get(r.parentId) ?? ''),
    }));
  };

  const dictionaryHandler = async (req: FastifyRequest) => {
    const code = (req.params as { code?: string }).code ?? q(req).code;
    if (!code || typeof code !== 'string') throw badRequest('参数错误: code 不能为空');
    if (containsNul(code)) throw badRequest('参数错误: code 含有非法字符');
    return ok(await dictionary(db, req.ctx!.tenantId, code, kind.biz));
  };
  app.get(`${kind.path}/dictionary`, SHELL_ROUTE, dictionaryHandler);
  app.get(`${kind.path}/dictionary/:code`, SHELL_ROUTE, dictionaryHandler);
  app.get(`${kind.path}/dictionary-tree`, async (req) => {
    const code = q(req).code;
    if (!code || typeof code !== 'string') throw badRequest('参数错误: code 不能为空');
    if (containsNul(code)) throw badRequest('参数错误: code 含有非法字符');
    const items = await dictionary(db, req.ctx!.tenantId, code, kind.biz);
    return ok(buildForest(items.map((i) => ({ ...i }))));
  });
  app.get(`${kind.path}/tree`, async (req) => {
    const rows = await db.select().from(t).where(live(req)).orderBy(asc(t.sort), asc(t.id));
    return ok(toTreeNodes(rows, (r) => r.dictValue));
  });
  app.get(`${kind.path}/parent-tree`, async (req) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(live(req), eq(t.parentId, '0')))
      .orderBy(asc(t.sort));
    return ok(toTreeNodes(rows, (r) => r.dictValue));
  });
  app.get(`${kind.path}/parent-list`, read, async (req) => {
    const { current, size } = paging(q(req));
    const where = and(live(req), eq(t.parentId, '0'), ...filters(req));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(t)
        .where(where)
        .orderBy(asc(t.sort), asc(t.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ total: count() }).from(t).where(where),
    ]);
    return ok({ records: await withParentName(rows), total, size, current, pages: Math.ceil(total / size) });
  });
  app.get(`${kind.path}/child-list`, read, async (req) => {
    const parentId = q(req).parentId ?? '-1';
    if (!isId(parentId)) return ok([]);
    const [header] = await db
      .select()
      .from(t)
      .where(and(live(req), eq(t.id, parentId)))
      .limit(1);
    if (!header) return ok([]);
    const rows = await db
      .select()
      .from(t)
      .where(and(live(req), eq(t.code, header.code), ne(t.parentId, '0'), ...filters(req).slice(1)))
      .orderBy(asc(t.sort), asc(t.id));
    return ok(buildForest(await withParentName(rows)));
  });
  app.get(`${kind.path}/list`, read, async (req) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(live(req), ...filters(req)))
      .orderBy(asc(t.sort), asc(t.id));
    return ok(buildForest(await withParentName(rows)));
  });
  app.get(`${kind.path}/select`, async (req) => {
    const rows = await db
      .select()
      .from(t)
      .where(and(live(req), eq(t.parentId, '0')))
      .orderBy(asc(t.sort));
    return ok(rows.map((r) => ({ id: r.id, code: r.code, dictValue: `${r.code}: ${r.dictValue}` })));
  });
  app.get(`${kind.path}/detail`, read, async (req) => {
    const id = q(req).id;
    if (!isId(id)) throw badRequest('参数错误: id 应为编号');
    const rows = await db
      .select()
      .from(t)
      .where(and(live(req), eq(t.id, id)));
    if (!rows[0]) throw notFound('数据不存在或已被删除');
    return ok((await withParentName(rows))[0]);
  });

  app.post(
    `${kind.path}/submit`,
    { config: { access: { permission: [`${kind.permission}_add`, `${kind.permission}_edit`] } } },
    async (req) => {
      if (containsNul(req.body)) throw badRequest('参数错误: 请求内容含有非法字符');
      const parsed = submitSchema.safeParse(req.body);
      if (!parsed.success) {
        const i = parsed.error.issues[0];
        throw badRequest(`参数错误: ${i.path.join('.')} ${i.message}`);
      }
      const body = parsed.data;
      const ctx = req.ctx!;
      const id = body.id ? String(body.id) : undefined;
      const parentId = body.parentId && String(body.parentId) !== '' ? String(body.parentId) : '0';
      if (!isId(parentId) || (id && !isId(id))) throw badRequest('参数错误: id 应为编号');
      if (id && id === parentId) throw badRequest('父节点不可选择自身!');
      const dictKey = parentId === '0' ? '-1' : String(body.dictKey ?? '').trim();
      if (parentId !== '0' && !dictKey) throw badRequest('参数错误: dictKey 请输入字典键值');
      if (parentId !== '0') {
        const [parent] = await db
          .select({ id: t.id })
          .from(t)
          .where(and(live(req), eq(t.id, parentId)));
        if (!parent) throw badRequest('上级字典不存在');
        // Moving a node under its own descendant would cut the subtree off in a cycle.
        if (id) {
          const seen = new Set<string>();
          for (let at = parentId; at !== '0' && !seen.has(at); ) {
            if (at === id) throw badRequest('父节点不可选择自身或其子节点!');
            seen.add(at);
            const [up] = await db.select({ parentId: t.parentId }).from(t).where(eq(t.id, at));
            at = up?.parentId ?? '0';
          }
        }
      }
      const [dup] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(live(req), eq(t.code, body.code), eq(t.dictKey, dictKey), id ? ne(t.id, id) : undefined))
        .limit(1);
      if (dup) throw badRequest('当前字典键值已存在!');
      const values = {
        parentId,
        code: body.code,
        dictKey,
        dictValue: body.dictValue,
        sort: body.sort ?? 1,
        remark: body.remark ?? '',
        isSealed: body.isSealed ?? 0,
      };
      const saved = await db.transaction(async (tx) => {
        if (!id) {
          const row = { ...values, id: nextId(), ...(kind.biz ? { tenantId: ctx.tenantId } : {}) };
          await tx.insert(t).values(row as typeof dictBiz.$inferInsert);
          return row;
        }
        const [old] = await tx
          .select()
          .from(t)
          .where(and(live(req), eq(t.id, id)));
        if (!old) throw notFound('数据不存在或已被删除');
        await tx
          .update(t)
          .set(values)
          .where(and(live(req), eq(t.id, id)));
        // A header's code is shared by its items: a renamed code follows to every item.
        if (old.parentId === '0' && old.code !== body.code) {
          await tx
            .update(t)
            .set({ code: body.code })
            .where(and(live(req), eq(t.code, old.code)));
        }
        return { ...old, ...values };
      });
      invalidateDicts();
      return ok(saved, id ? '更新成功' : '新增成功');
    },
  );

  app.post(
    `${kind.path}/remove`,
    { config: { access: { permission: `${kind.permission}_delete` } } },
    async (req) => {
      const ids = idsOf(req);
      if (ids.length === 0 || !ids.every(isId)) throw badRequest('请选择要删除的数据');
      const [child] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(live(req), inArray(t.parentId, ids)))
        .limit(1);
      if (child) throw badRequest('请先删除子节点!');
      const removed = await db
        .update(t)
        .set({ isDeleted: 1 })
        .where(and(live(req), inArray(t.id, ids)))
        .returning({ id: t.id });
      if (removed.length === 0) throw notFound('数据不存在或已被删除');
      invalidateDicts();
      return done('删除成功');
    },
  );
}
