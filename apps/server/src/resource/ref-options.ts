import { type ResourceDef, resources } from '@dp/domain';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../core/context';
import { envelope, getContract } from '../core/contract';
import { badRequest, notFound, ok } from '../core/envelope';
import { isId } from '../core/ids';
import { escapeLike } from './filters';
import { refTarget } from './relations';
import { scoped } from './scoped';

/** Tables named by a `ref` in the given definitions, each with the label columns refs use. */
export function refTables(defs: ResourceDef[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const def of defs) {
    for (const f of Object.values(def.fields)) {
      if (!f.ref) continue;
      const labels = out.get(f.ref.table) ?? [];
      if (!labels.includes(f.ref.label)) labels.push(f.ref.label);
      out.set(f.ref.table, labels);
    }
  }
  return out;
}

/**
 * `GET /ref-options/<table>?q=&ids=&label=`: options `{id, label}` (at most 50) of a table that
 * some definition references, for the remote selects of `ref` / `ids` fields. Only such tables,
 * only live rows of the caller's tenant; `q` matches the label, `ids` fetches given rows.
 * Open to every signed-in user: it reveals names only, and only of the caller's tenant — and of a
 * table a resource owns, only the rows that resource shows the caller (its data scope, its parent's).
 */
export function refOptionsRoutes(app: FastifyInstance, defs: ResourceDef[] = Object.values(resources)) {
  const allowed = refTables(defs);
  const owner = new Map(Object.values(resources).map((d) => [d.table, d]));
  const { db } = app.deps;
  app.get<{ Params: { table: string }; Querystring: { q?: string; ids?: string; label?: string } }>(
    '/ref-options/:table',
    {
      schema: getContract(
        { q: z.string(), ids: z.string(), label: z.string() },
        envelope(z.array(z.object({ id: z.string(), label: z.string() }))),
        { params: z.object({ table: z.string() }) },
      ),
    },
    async (req) => {
      const ctx = req.ctx as RequestContext;
      const labels = allowed.get(req.params.table);
      if (!labels) throw notFound('没有可选的数据');
      const labelName = req.query.label ?? labels[0];
      if (!labels.includes(labelName)) throw badRequest('参数错误: label 不可用');
      const { table, cols, label } = refTarget({ table: req.params.table, label: labelName });
      const ids = (req.query.ids ?? '').split(',').filter(Boolean);
      if (ids.some((id) => !isId(id))) throw badRequest('参数错误: ids 应为逗号分隔的编号');
      const q = (req.query.q ?? '').trim().slice(0, 100);
      const rows = await db
        .select({ id: cols.id, label })
        .from(table)
        .where(
          and(
            cols.isDeleted ? eq(cols.isDeleted, 0) : undefined,
            cols.tenantId ? scoped(ctx, table, { dataScope: owner.get(req.params.table) }) : undefined,
            ids.length ? inArray(cols.id, ids.slice(0, 200)) : undefined,
            q ? like(label, `%${escapeLike(q)}%`) : undefined,
          ),
        )
        .orderBy(asc(label))
        .limit(ids.length ? 200 : 50);
      return ok(rows.map((r) => ({ id: String(r.id), label: String(r.label ?? '') })));
    },
  );
}
