import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';
import { renderSql } from './render-sql';

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
      decoders: columns.map(([, column]) => column as unknown as Decoder),
    };
    selections.set(table, s);
  }
  return s;
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
const clientOf = (db: Db) => (db._.session as unknown as { client: Client }).client;

/** Every column of `table`'s rows matching `rest` (`where … order by … limit …`), mapped as drizzle maps them. */
export async function selectRows(db: Db, table: PgTable, rest: SQL): Promise<Record<string, unknown>[]> {
  const { head, names, decoders } = selectionOf(db, table);
  const query = renderSql(sql`${sql.raw(head)} ${rest}`);
  const { rows } = await clientOf(db).query({ text: query.sql, rowMode: 'array', types }, query.params);
  return (rows as unknown[][]).map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = row[i];
      out[names[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
    }
    return out;
  });
}

/** The rows of a statement (as `db.execute` returns them), rendered by `renderSql`. */
export async function selectSql<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const query = renderSql(statement);
  const { rows } = await clientOf(db).query({ text: query.sql, types }, query.params);
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
