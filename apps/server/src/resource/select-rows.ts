import { type Column, getTableColumns, SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';
import { nameOf, renderSql } from './render-sql';
import { parseTimestamptz } from './timestamptz';

/**
 * The generic reads' statements, built without drizzle's query builder on every request.
 *
 * A profile of `param/page` showed drizzle spending ~120 µs building each `select` (walking the
 * table's columns, casing every name, wrapping each chunk) — two thirds of the layer's own cost
 * per page. The column list of a table never changes, so it is rendered once per table; a request
 * renders only its conditions, order and limits, and the rows are mapped by the table's own columns
 * as drizzle maps them, so they come back exactly as `db.select().from(table)` returns them.
 */
const dialect = new PgDialect({ casing: 'snake_case' });

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Selection = { head: string; names: string[]; decoders: Decoder[] };
const selections = new WeakMap<PgTable, Selection>();

function selectionOf(db: Db, table: PgTable): Selection {
  let s = selections.get(table);
  if (!s) {
    const columns = Object.entries(getTableColumns(table));
    s = {
      // `select "id", "create_user", … from "calf_param"`, the list in the table's column order
      head: dialect.sqlToQuery(db.select().from(table).getSQL()).sql,
      names: columns.map(([name]) => name),
      decoders: columns.map(([, column]) => decoderOf(column)),
    };
    selections.set(table, s);
  }
  return s;
}

/** The column's own reader; a `timestamptz` read as a Date reads PostgreSQL's text digit by digit. */
function decoderOf(column: Column): Decoder {
  if (!(column instanceof PgTimestamp) || !column.withTimezone) return column as unknown as Decoder;
  return {
    mapFromDriverValue: (value) =>
      (typeof value === 'string' && parseTimestamptz(value)) || column.mapFromDriverValue(value as string),
  };
}

// The statements run on the session's own pg client (the pool, or a transaction's connection) with
// the type parsing drizzle's node-postgres driver uses — date, time and interval types as the
// server's text, which the columns' mappers then read — without drizzle's prepared-query object,
// tracing spans and result-cache hooks around every execution (~5 % of a page's CPU in the
// bench's profile). Rows are mapped as drizzle's `mapResultRow` maps a table's columns.
const AS_TEXT = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const asText = (value: string) => value;
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};
type Client = { query(config: object, values?: unknown[]): Promise<{ rows: unknown[] }> };

// A query's settings live on the prototype of its config object: pg copies every config it is
// given (`cloneQueryConfig`, property descriptors and all), so only the statement's text is an own
// property to copy, and the parsers and row mode are found through the copy's prototype.
class TextQuery {
  declare types: typeof types;
  constructor(readonly text: string) {}
}
TextQuery.prototype.types = types;
class ArrayQuery extends TextQuery {
  declare rowMode: 'array';
}
ArrayQuery.prototype.rowMode = 'array';
const clientOf = (db: Db) => (db._.session as unknown as { client: Client }).client;

/** Every column of `table`'s rows matching `rest` (`where … order by … limit …`), mapped as drizzle maps them. */
export async function selectRows(db: Db, table: PgTable, rest: SQL): Promise<Record<string, unknown>[]> {
  const query = renderSql(sql`${sql.raw(selectionOf(db, table).head)} ${rest}`);
  return mapRows(db, table, query.sql, query.params);
}

/**
 * Every row of `table` matching `rest` (`where … order by …`), `size` at a time through a server-side
 * cursor, each batch handed to `onBatch` before the next is fetched: memory holds one batch whatever
 * the number of rows. Must run inside a transaction (`db` a transaction: the cursor lives in it).
 */
export async function cursorRows(
  db: Db,
  table: PgTable,
  rest: SQL,
  size: number,
  onBatch: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  const query = renderSql(sql`${sql.raw(selectionOf(db, table).head)} ${rest}`);
  const client = clientOf(db);
  const name = `export_${(++cursors).toString(36)}`;
  await client.query(new TextQuery(`declare ${name} no scroll cursor for ${query.sql}`), query.params);
  try {
    for (;;) {
      const rows = await mapRows(db, table, `fetch forward ${Math.trunc(size)} from ${name}`, []);
      if (rows.length === 0) break;
      await onBatch(rows);
      if (rows.length < size) break;
    }
  } finally {
    await client.query(new TextQuery(`close ${name}`)).catch(() => {});
  }
}
let cursors = 0;

/** A statement rendered to text and its parameters (`$1` … in order). */
export type Rendered = { sql: string; params: unknown[] };

const orderTexts = new WeakMap<SQL[], string>();

/** ` order by …` of an order (columns and directions: buildOrder's, never values), kept per order array. */
function orderText(order: SQL[]): string {
  let text = orderTexts.get(order);
  if (text === undefined) {
    if (order.length === 0) return '';
    const q = renderSql(sql`order by ${sql.join(order, sql`, `)}`);
    if (q.params.length) throw new Error(`an order names columns only, not values: ${q.sql}`);
    text = ` ${q.sql}`;
    orderTexts.set(order, text);
  }
  return text;
}

/**
 * One page of `table`'s rows: `where` (rendered once by the caller, who counts with it too), the
 * order, `limit` and `offset`; with `idsFirst` the page's keys are found first and only those rows
 * read (deep pages, see service.ts). The statement is put together as text around the rendered
 * condition rather than as a drizzle tree rendered again: every list call runs it.
 */
export async function selectPage(
  db: Db,
  table: PgTable,
  key: Column,
  page: {
    where?: Rendered;
    order: SQL[];
    limit: number;
    offset: number;
    idsFirst: boolean;
    /** Keyset paging (page-turns.ts): only the rows after (or from) row `id` in the order of `columns`. */
    after?: { columns: Column[]; desc: boolean; id: string; inclusive: boolean };
  },
): Promise<Record<string, unknown>[]> {
  const order = orderText(page.order);
  const params = page.where ? [...page.where.params] : [];
  const from = nameOf(table);
  const id = nameOf(key);
  let where = page.where ? ` where ${page.where.sql}` : '';
  if (page.after) {
    // the boundary's own values, read by its id: exact (timestamps to the microsecond)
    const cols = page.after.columns.map((c) => nameOf(c)).join(', ');
    params.push(page.after.id);
    const op = `${page.after.desc ? '<' : '>'}${page.after.inclusive ? '=' : ''}`;
    const bound = `(${cols}) ${op} (select ${cols} from ${from} where ${id} = $${params.length})`;
    where = page.where ? ` where (${page.where.sql}) and ${bound}` : ` where ${bound}`;
  }
  params.push(page.limit);
  let range = ` limit $${params.length}`;
  if (page.offset) {
    params.push(page.offset);
    range += ` offset $${params.length}`;
  }
  const { head } = selectionOf(db, table);
  const text = page.idsFirst
    ? `${head} where ${id} in (select ${id} from ${from}${where}${order}${range})${order}`
    : `${head}${where}${order}${range}`;
  return mapRows(db, table, text, params);
}

/** The rows of `table`'s own statement `text`, every column in the table's order, mapped as drizzle maps them. */
async function mapRows(
  db: Db,
  table: PgTable,
  text: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  const { names, decoders } = selectionOf(db, table);
  const { rows } = await clientOf(db).query(new ArrayQuery(text), params);
  return (rows as unknown[][]).map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = row[i];
      out[names[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
    }
    return out;
  });
}

/** The rows of a statement (as `db.execute` returns them), rendered by `renderSql`, or of a rendered one. */
export async function selectSql<T = Record<string, unknown>>(
  db: Db,
  statement: SQL | Rendered,
): Promise<T[]> {
  const query = statement instanceof SQL ? renderSql(statement) : statement;
  const { rows } = await clientOf(db).query(new TextQuery(query.sql), query.params);
  return rows as T[];
}

/** `where … order by … limit … offset …`, each part left out when absent. */
export function clauses(parts: { where?: SQL; order?: SQL[]; limit?: number; offset?: number }): SQL {
  const out: SQL[] = [];
  if (parts.where) out.push(sql`where ${parts.where}`);
  if (parts.order?.length) out.push(sql`order by ${sql.join(parts.order, sql`, `)}`);
  if (parts.limit !== undefined) out.push(sql`limit ${parts.limit}`);
  if (parts.offset) out.push(sql`offset ${parts.offset}`);
  return sql.join(out, sql` `);
}
