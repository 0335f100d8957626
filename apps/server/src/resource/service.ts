import { pagingOf, type ResourceDef } from '@dp/domain';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { anyId } from '../core/any-id';
import type { RequestContext } from '../core/context';
import { badRequest, notFound } from '../core/envelope';
import { nextId } from '../core/ids';
import { inTransaction, together, writeTransaction } from '../core/together';
import type { Db } from '../db/client';
import { countRows } from './count';
import { dictItemsFor } from './dictionary';
import { addDictLabels, dictKeysOf } from './dicts';
import { addFileLinks, checkFiles, fileFields } from './files';
import { buildFilters, buildOrder, type Queryable, queryableColumns } from './filters';
import { assertBaseStatus, normalizeEmpty } from './normalize';
import { nextNumber } from './numbering';
import { keysetOf, pageTurns } from './page-turns';
import { addRefLabels, checkRefs, idsFields, readIds, refFields, writeIds } from './relations';
import { renderSql } from './render-sql';
import { scopeOf } from './row-scope';
import { checkDictValues, validateInput } from './schema';
import { listOrder } from './search-indexes';
import { clauses, cursorRows, type Rendered, selectPage, selectRows } from './select-rows';
import type { ResourceHooks, Row } from './service-hooks';
import { insertManyOf } from './service-insert-many';
import { rowOutput } from './service-rows';
import { treeReads } from './service-trees';
import {
  ancestorsCondition,
  isNodeKey,
  moveDescendants,
  placeNode,
  refuseWithChildren,
  subtreeCondition,
  treeKeys,
} from './tree';
import { uniqueCheck } from './unique';
import { updateVersioned } from './versioned';

/** From this offset on a page reads its ids first, then the rows (see `page`). */
export const DEEP_OFFSET = 200;

export type { ResourceHooks, Row } from './service-hooks';
export { INSERT_BATCH } from './service-insert-many';

/**
 * Data access for one resource. Every query goes through `scope()`, which adds the caller's
 * tenant, the soft-delete filter and any row filter of the module; nothing here builds SQL from
 * a client-supplied name.
 */
export function resourceService(def: ResourceDef, table: PgTable, hooks: ResourceHooks = {}) {
  const cols = table as unknown as Record<string, PgColumn>;
  // the row's address (`id`, or a natural key) and, for a tree, its parent's column
  const keys = treeKeys(def);
  const keyCol = cols[keys.id];
  const bare = def.baseColumns === false;
  const queryable: Queryable = queryableColumns(def, table);
  const sortable = new Set<string>(bare ? [] : ['id', 'createTime', 'updateTime']);
  for (const [name, f] of Object.entries(def.fields)) if (f.sortable) sortable.add(name);
  const fallback = listOrder(def);
  // the order of a read that names none, built once (the arrays are only read, never changed)
  const defaultOrder = Object.freeze(buildOrder({}, queryable, sortable, fallback)) as SQL[];
  const orderOf = (params: Record<string, unknown>): SQL[] =>
    typeof params.ascs === 'string' || typeof params.descs === 'string'
      ? buildOrder(params, queryable, sortable, fallback)
      : defaultOrder;
  const joined = idsFields(def);
  const numbered = Object.entries(def.fields).filter(([, f]) => f.numbering);
  const secret = Object.entries(def.fields)
    .filter(([, f]) => f.secret)
    .map(([n]) => n);
  const checkUnique = uniqueCheck(def, table, keyCol);
  const uniques = Object.entries(def.fields).filter(([, f]) => f.unique);
  const columnCount = Math.max(1, Object.keys(getTableColumns(table)).length);
  const validated = async (db: Db, ctx: RequestContext, input: unknown, partial: boolean) => {
    const body =
      hooks.input && input !== null && typeof input === 'object' && !Array.isArray(input)
        ? hooks.input(input as Row)
        : input;
    const row = normalizeEmpty(cols, validateInput(def, body, partial));
    await assertBaseStatus(def, row, async () =>
      (await dictItemsFor(db, ctx.tenantId, 'status', false)).map((i) => i.key),
    );
    return row;
  };

  const scope = scopeOf(def, table, queryable, hooks.rowFilter);
  const output = rowOutput(def, keys, secret);

  // enrich's steps run only where the definition has such fields: a step with nothing to do still
  // costs every page a promise and a turn of the microtask queue
  const hasDicts = Object.values(def.fields).some((f) => f.dict);
  const hasRefs = refFields(def).length > 0;
  const hasFiles = fileFields(def).length > 0;
  /**
   * Everything a read adds to a page, each with one query per field for the whole page. `written`
   * (an insert's own row) gives the `ids` fields just written rather than reading them back.
   */
  async function enrich(db: Db, ctx: RequestContext, rows: Row[], written?: Row): Promise<Row[]> {
    if (written) for (const name of joined) rows[0][name] = (written[name] as string[] | null) ?? [];
    else if (joined.length) await readIds(db, def, rows);
    if (hasDicts) await addDictLabels(db, ctx.tenantId, def, rows, ctx.english);
    if (hasRefs) await addRefLabels(db, ctx, def, rows);
    if (hasFiles) await addFileLinks(db, ctx, def, rows);
    return hooks.decorate ? hooks.decorate({ ctx, rows, db }) : rows;
  }

  /** Conditions of the query parameters: whitelisted filters plus the tree's `subtreeOf` / `ancestorsOf`. */
  function conditions(ctx: RequestContext, raw: Record<string, unknown>): SQL | undefined {
    const own = hooks.query?.(ctx, raw);
    const params = own?.params ?? raw;
    const conds = [scope(ctx), ...(own?.where ?? []), ...buildFilters(params, queryable)];
    if (def.tree) {
      for (const [key, cond] of [
        ['subtreeOf', subtreeCondition],
        ['ancestorsOf', ancestorsCondition],
      ] as const) {
        const v = params[key];
        if (v === undefined || v === null || v === '') continue;
        if (!isNodeKey(String(v), keys)) throw badRequest(`参数错误: ${key} 应为编号`);
        conds.push(cond(table, String(v), keys));
      }
    }
    return and(...conds);
  }

  // sequential page turns of the default order read from the previous page's last row (page-turns.ts)
  // (rows are addressed by `id` there: a resource keyed otherwise pages by OFFSET)
  const keyset = keyCol === cols.id ? keysetOf(def, queryable) : undefined;
  const turns = pageTurns();

  /** One page's rows: by OFFSET, or from a page this service served before (keyset). */
  async function pageRows(
    db: Db,
    rendered: Rendered | undefined,
    order: SQL[],
    current: number,
    size: number,
  ) {
    const offset = (current - 1) * size;
    // Deep pages find their ids first (an index-only scan where an index covers the filter), then
    // read only those rows: OFFSET would otherwise fetch every skipped row from the heap.
    const byOffset = () =>
      selectPage(db, table, keyCol, {
        where: rendered,
        order,
        limit: size,
        offset,
        idsFirst: offset >= DEEP_OFFSET,
      });
    if (!keyset || order !== defaultOrder) return byOffset();
    const list = `${size}\u0000${rendered?.sql ?? ''}\u0000${JSON.stringify(rendered?.params ?? [])}`;
    const known = offset >= DEEP_OFFSET ? turns.from(list, current, size) : undefined;
    let rows = known
      ? await selectPage(db, table, keyCol, {
          where: rendered,
          order,
          limit: size,
          offset: known.skip,
          idsFirst: known.skip >= DEEP_OFFSET,
          after: { ...keyset, id: known.id, inclusive: known.inclusive },
        })
      : undefined;
    // an empty keyset page: the boundary row gone or without a time — read as OFFSET reads it
    if (!rows?.length) rows = await byOffset();
    if (rows.length) turns.served(list, current, String(rows[0].id), String(rows[rows.length - 1].id));
    return rows;
  }

  async function page(db: Db, ctx: RequestContext, params: Record<string, unknown>) {
    const { current, size } = pagingOf(params);
    const where = conditions(ctx, params);
    const order = orderOf(params);
    // the condition is rendered once for both statements, which are put together around it
    const rendered = where && renderSql(where);
    const [records, { total, estimated }] = await together(
      db,
      () => pageRows(db, rendered, order, current, size),
      () => countRows(db, table, rendered),
    );
    return {
      records: await enrich(db, ctx, records.map(output)),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
      // only when beyond the exact-count limit: the page shape of api-contract §1.6 otherwise
      ...(estimated ? { totalEstimated: true } : {}),
    };
  }

  async function list(db: Db, ctx: RequestContext, params: Record<string, unknown>, limit = 10000) {
    const order = orderOf(params);
    const rows = await selectRows(db, table, clauses({ where: conditions(ctx, params), order, limit }));
    return enrich(db, ctx, rows.map(output));
  }

  /**
   * The rows `list` would answer, without its limit, `size` at a time: read through a cursor in one
   * read-only transaction (one snapshot, the list's filters and order), each batch enriched as a
   * page is and handed to `onBatch` with that transaction before the next is read — an export
   * holds one batch in memory however many rows it writes.
   */
  async function eachBatch(
    db: Db,
    ctx: RequestContext,
    params: Record<string, unknown>,
    size: number,
    onBatch: (rows: Row[], tx: Db) => Promise<void>,
  ): Promise<void> {
    const rest = clauses({ where: conditions(ctx, params), order: orderOf(params) });
    await db.transaction(
      async (t) => {
        const tx = t as unknown as Db;
        await cursorRows(tx, table, rest, size, async (rows) =>
          onBatch(await enrich(tx, ctx, rows.map(output)), tx),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** How many rows `list` would answer, counted up to `limit` (beyond it: more than `limit`). */
  async function countUpTo(db: Db, ctx: RequestContext, params: Record<string, unknown>, limit: number) {
    const { total } = await countRows(db, table, conditions(ctx, params), limit);
    return total;
  }

  async function findRaw(db: Db, ctx: RequestContext, id: unknown): Promise<Row | undefined> {
    if (!isNodeKey(String(id ?? '').trim(), keys)) throw badRequest(`参数错误: ${keys.id} 应为编号`);
    const [row] = await db
      .select()
      .from(table)
      .where(and(scope(ctx), eq(keyCol, String(id).trim())))
      .limit(1);
    return row;
  }

  async function get(db: Db, ctx: RequestContext, id: unknown): Promise<Row> {
    const row = await findRaw(db, ctx, id);
    if (!row) throw notFound('数据不存在或已被删除');
    return (await enrich(db, ctx, [output(row)]))[0];
  }

  /** Checks of a validated row against the database: dictionaries, references, files, tree parent. */
  async function checkRow(db: Db, ctx: RequestContext, row: Row, existing?: Row) {
    await checkDictValues(def, row, dictKeysOf(db, ctx.tenantId));
    await checkRefs(db, ctx, def, row);
    await checkFiles(db, ctx, def, row);
    if (def.tree) await placeNode(row, existing, (id) => findRaw(db, ctx, id), keys);
  }

  /** The row's own columns: `ids` values live in join tables. */
  const columnsOf = (row: Row): Row => {
    const out = { ...row };
    for (const name of joined) delete out[name];
    return out;
  };

  async function insert(db: Db, ctx: RequestContext, input: unknown): Promise<Row> {
    return insertRow(db, ctx, input);
  }

  /** A new row checked and filled (rules, hooks, numbers, uniqueness): the values to insert. */
  async function prepareInsert(tx: Db, ctx: RequestContext, input: unknown) {
    const row = await validated(tx, ctx, input, false);
    await checkRow(tx, ctx, row);
    await hooks.beforeWrite?.({ ctx, row, db: tx });
    for (const [name, f] of numbered) {
      if (row[name] === undefined || row[name] === null || row[name] === '')
        row[name] = await nextNumber(tx, {
          tenantId: def.tenantScoped ? ctx.tenantId : '',
          key: `${def.table}.${name}`,
          pattern: f.numbering!.pattern,
        });
    }
    await checkUnique(tx, ctx, row);
    const now = new Date();
    const values: Row = bare
      ? columnsOf(row)
      : {
          ...columnsOf(row),
          id: nextId(),
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          createTime: now,
          updateUser: ctx.userId,
          updateTime: now,
          // a workflow resource's own `status` field is set by its hooks
          status: row.status ?? (def.fields.status ? null : 1),
          isDeleted: 0,
        };
    delete values.version;
    if (def.tenantScoped) values.tenantId = ctx.tenantId;
    return { row, values };
  }

  async function insertRow(db: Db, ctx: RequestContext, input: unknown): Promise<Row> {
    return writeTransaction(db, async (tx) => {
      const { row, values } = await prepareInsert(tx, ctx, input);
      const [saved] = await tx.insert(table).values(values).returning();
      await writeIds(tx, ctx, def, String(saved[keys.id]), row);
      const [out] = await enrich(tx, ctx, [output(saved)], row);
      await hooks.afterWrite?.({ ctx, db: tx, action: 'insert', rows: [out] });
      return hooks.afterInsert ? hooks.afterInsert({ ctx, row, saved: out, db: tx }) : out;
    });
  }

  async function update(db: Db, ctx: RequestContext, input: unknown): Promise<Row> {
    const id = idOf(input);
    if (!isNodeKey(id, keys)) throw badRequest(`参数错误: ${keys.id} 应为编号`);
    const row = await validated(db, ctx, input, true);
    // the key addresses the row: it is not changed by an update
    if (def.key) delete row[def.key];
    // an edit may move the row in the list's order: pages are read by OFFSET until served again
    turns.forget();
    return writeTransaction(db, async (tx) => {
      const existing = await findRaw(tx, ctx, id);
      if (!existing) throw notFound('数据不存在或已被删除');
      await checkRow(tx, ctx, row, existing);
      await hooks.beforeWrite?.({ ctx, row, existing, db: tx });
      await checkUnique(tx, ctx, row, String(id));
      const { version, ...rest } = columnsOf(row);
      const set = bare ? rest : { ...rest, updateUser: ctx.userId, updateTime: new Date() };
      const where = and(scope(ctx), eq(keyCol, String(id))) as SQL;
      const saved = def.versioned
        ? await updateVersioned(tx, table, { where, version: Number(version), set })
        : (await tx.update(table).set(set).where(where).returning())[0];
      if (!saved) throw notFound('数据不存在或已被删除');
      if (def.tree) await moveDescendants(tx, table, scope(ctx), existing, saved, keys);
      await writeIds(tx, ctx, def, String(id), row);
      const [out] = await enrich(tx, ctx, [output(saved)]);
      await hooks.afterWrite?.({ ctx, db: tx, action: 'update', rows: [out], existing: [output(existing)] });
      return out;
    });
  }

  async function remove(db: Db, ctx: RequestContext, ids: string[]): Promise<number> {
    if (ids.length === 0) throw badRequest('请选择要删除的数据');
    for (const id of ids) if (!isNodeKey(id, keys)) throw badRequest('参数错误: ids 应为逗号分隔的编号');
    return writeTransaction(db, async (tx) => {
      await hooks.beforeRemove?.({ ctx, ids, db: tx });
      if (def.tree) await refuseWithChildren(tx, table, scope(ctx), ids, keys);
      // without base columns there is no soft delete: the rows go
      const done = bare
        ? await tx
            .delete(table)
            .where(and(scope(ctx), inArray(keyCol, ids)))
            .returning()
        : await tx
            .update(table)
            .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
            .where(and(scope(ctx), anyId(cols.id, ids)))
            .returning();
      if (done.length === 0) throw notFound('数据不存在或已被删除');
      await hooks.afterWrite?.({ ctx, db: tx, action: 'remove', rows: done.map(output) });
      return done.length;
    });
  }

  /**
   * Inserts rows in one transaction, all or nothing, and does the after-write work (roll-ups,
   * review states…) once for all of them rather than once per row. Rows are checked one by one
   * and written INSERT_BATCH to a statement (a tree's nodes one by one: a node may hang under one
   * of the file's own rows); a unique value repeated inside a batch is refused as one existing
   * already would be. `onRow` hears the index of each row before its work (an import names the
   * row that failed).
   */
  const insertMany = insertManyOf({
    def,
    table,
    keys,
    uniques,
    columnCount,
    hooks,
    prepareInsert,
    output,
    enrich,
  });

  const { tree, lazyTree } = treeReads({
    def,
    table,
    keys,
    scope,
    conditions,
    order: orderOf,
    list,
  });

  /** A write, then `afterCommit` once its own transaction has committed. */
  const thenCommitted =
    <A extends [Db, ...unknown[]], R>(write: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const out = await write(...a);
      if (!inTransaction(a[0])) hooks.afterCommit?.();
      return out;
    };

  /** Whether a live row with this id (or key) exists in the caller's scope. */
  async function exists(db: Db, ctx: RequestContext, id: string): Promise<boolean> {
    if (!isNodeKey(id, keys)) return false;
    const [row] = await db
      .select({ id: keyCol })
      .from(table)
      .where(and(scope(ctx), eq(keyCol, id)))
      .limit(1);
    return Boolean(row);
  }

  /** The address of a write's row: its key field (or `id`) as a string, '' when absent. */
  function idOf(input: unknown): string {
    const body = (input ?? {}) as Row;
    const v = (def.key ? body[def.key] : undefined) ?? body.id;
    return v === undefined || v === null ? '' : String(v).trim();
  }

  return {
    def,
    table,
    keys,
    idOf,
    exists,
    scope,
    conditions,
    page,
    list,
    eachBatch,
    countUpTo,
    exportLayout: hooks.exportLayout,
    get,
    findRaw,
    insert: thenCommitted(insert),
    update: thenCommitted(update),
    remove: thenCommitted(remove),
    insertMany: thenCommitted(insertMany),
    output,
    enrich,
    tree,
    lazyTree,
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
