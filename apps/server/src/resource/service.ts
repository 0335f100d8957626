import type { ResourceDef } from '@dp/domain';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { badRequest, notFound } from '../core/envelope';
import { isId, nextId } from '../core/ids';
import type { Db } from '../db/client';
import { dataScopePredicate } from './data-scope';
import { all, buildFilters, buildOrder, paging, type Queryable, queryableColumns } from './filters';
import { validateInput } from './schema';

export type Row = Record<string, unknown>;

export type ResourceHooks = {
  /** Extra row filter (e.g. data scope of a business module). */
  rowFilter?: (ctx: RequestContext, table: PgTable) => SQL | undefined;
  /** Adjust or check a validated row before insert/update. */
  beforeWrite?: (args: { ctx: RequestContext; row: Row; existing?: Row; db: Db }) => Promise<void> | void;
  beforeRemove?: (args: { ctx: RequestContext; ids: string[]; db: Db }) => Promise<void> | void;
  /** Adjusts the response of an insert (e.g. a generated secret shown once). */
  afterInsert?: (args: { ctx: RequestContext; row: Row; saved: Row; db: Db }) => Promise<Row> | Row;
  /** Adds per-caller fields to rows read (one batched query for the whole page, never one per row). */
  decorate?: (args: { ctx: RequestContext; rows: Row[]; db: Db }) => Promise<Row[]>;
};

/**
 * Data access for one resource. Every query goes through `scope()`, which adds the caller's
 * tenant, the soft-delete filter and any row filter of the module; nothing here builds SQL from
 * a client-supplied name.
 */
export function resourceService(def: ResourceDef, table: PgTable, hooks: ResourceHooks = {}) {
  const cols = table as unknown as Record<string, PgColumn>;
  const queryable: Queryable = queryableColumns(def, table);
  const sortable = new Set<string>(['id', 'createTime', 'updateTime']);
  for (const [name, f] of Object.entries(def.fields)) if (f.sortable) sortable.add(name);
  const fallback = def.defaultSort ?? [{ column: 'createTime', asc: false }];
  const secret = Object.entries(def.fields)
    .filter(([, f]) => f.secret)
    .map(([n]) => n);
  const uniques = Object.entries(def.fields).filter(([, f]) => f.unique);

  const scope = (ctx: RequestContext): SQL =>
    all([
      eq(cols.isDeleted, 0),
      def.tenantScoped ? eq(cols.tenantId, ctx.tenantId) : undefined,
      hooks.rowFilter?.(ctx, table),
      dataScopePredicate(ctx, def, queryable, cols),
    ]) as SQL;

  const output = (row: Row): Row => {
    const out: Row = { ...row };
    delete out.isDeleted;
    for (const s of secret) delete out[s];
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.type === 'decimal' && typeof out[name] === 'string') out[name] = Number(out[name]);
    }
    return out;
  };

  async function page(db: Db, ctx: RequestContext, params: Record<string, unknown>) {
    const { current, size } = paging(params);
    const where = and(scope(ctx), ...buildFilters(params, queryable));
    const order = buildOrder(params, queryable, sortable, fallback);
    const [records, [{ total }]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset((current - 1) * size),
      db.select({ total: count() }).from(table).where(where),
    ]);
    const rows = records.map(output);
    return {
      records: hooks.decorate ? await hooks.decorate({ ctx, rows, db }) : rows,
      total,
      size,
      current,
      pages: Math.ceil(total / size),
    };
  }

  async function list(db: Db, ctx: RequestContext, params: Record<string, unknown>, limit = 10000) {
    const where = and(scope(ctx), ...buildFilters(params, queryable));
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(...buildOrder(params, queryable, sortable, fallback))
      .limit(limit);
    return rows.map(output);
  }

  async function findRaw(db: Db, ctx: RequestContext, id: unknown): Promise<Row | undefined> {
    if (!isId(String(id ?? ''))) throw badRequest('参数错误: id 应为编号');
    const [row] = await db
      .select()
      .from(table)
      .where(and(scope(ctx), eq(cols.id, String(id))))
      .limit(1);
    return row;
  }

  async function get(db: Db, ctx: RequestContext, id: unknown): Promise<Row> {
    const row = await findRaw(db, ctx, id);
    if (!row) throw notFound('数据不存在或已被删除');
    return hooks.decorate ? (await hooks.decorate({ ctx, rows: [output(row)], db }))[0] : output(row);
  }

  async function checkUnique(db: Db, ctx: RequestContext, row: Row, selfId?: string) {
    for (const [name, f] of uniques) {
      if (row[name] === undefined || row[name] === null) continue;
      const [hit] = await db
        .select({ id: cols.id })
        .from(table)
        .where(
          and(
            eq(cols.isDeleted, 0),
            def.tenantScoped ? eq(cols.tenantId, ctx.tenantId) : undefined,
            eq(cols[name], row[name]),
            selfId ? ne(cols.id, selfId) : undefined,
          ),
        )
        .limit(1);
      if (hit) throw badRequest(`当前${f.label.zh} [${String(row[name])}] 已存在!`);
    }
  }

  async function insert(db: Db, ctx: RequestContext, input: unknown): Promise<Row> {
    const row = validateInput(def, input, false);
    await hooks.beforeWrite?.({ ctx, row, db });
    await checkUnique(db, ctx, row);
    const now = new Date();
    const values: Row = {
      ...row,
      id: nextId(),
      createUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      createTime: now,
      updateUser: ctx.userId,
      updateTime: now,
      status: row.status ?? (def.fields.status ? null : 1),
      isDeleted: 0,
    };
    if (def.tenantScoped) values.tenantId = ctx.tenantId;
    const [saved] = await db.insert(table).values(values).returning();
    return hooks.afterInsert ? hooks.afterInsert({ ctx, row, saved: output(saved), db }) : output(saved);
  }

  async function update(db: Db, ctx: RequestContext, input: unknown): Promise<Row> {
    const id = (input as Row | null)?.id;
    const existing = await findRaw(db, ctx, id);
    if (!existing) throw notFound('数据不存在或已被删除');
    const row = validateInput(def, input, true);
    await hooks.beforeWrite?.({ ctx, row, existing, db });
    await checkUnique(db, ctx, row, String(id));
    const [saved] = await db
      .update(table)
      .set({ ...row, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(scope(ctx), eq(cols.id, String(id))))
      .returning();
    return output(saved);
  }

  async function remove(db: Db, ctx: RequestContext, ids: string[]): Promise<number> {
    if (ids.length === 0) throw badRequest('请选择要删除的数据');
    for (const id of ids) if (!isId(id)) throw badRequest('参数错误: ids 应为逗号分隔的编号');
    await hooks.beforeRemove?.({ ctx, ids, db });
    const done = await db
      .update(table)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(scope(ctx), inArray(cols.id, ids)))
      .returning({ id: cols.id });
    if (done.length === 0) throw notFound('数据不存在或已被删除');
    return done.length;
  }

  /** Inserts validated rows in one transaction (Excel import): all or nothing. */
  async function insertMany(db: Db, ctx: RequestContext, rows: Row[]): Promise<number> {
    await db.transaction(async (tx) => {
      for (const row of rows) await insert(tx as unknown as Db, ctx, row);
    });
    return rows.length;
  }

  return { def, table, scope, page, list, get, insert, update, remove, insertMany, output };
}

export type ResourceService = ReturnType<typeof resourceService>;
