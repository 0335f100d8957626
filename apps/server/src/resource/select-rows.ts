import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { renderSql } from './render-sql';

/**
 * The generic reads' statements, built without drizzle's query builder on every request.
 *
 * A profile of `param/page` showed drizzle spending ~120 µs building each `select` (walking the
 * table's columns, casing every name, wrapping each chunk) — two thirds of the layer's own cost
 * per page. The column list of a table never changes, so it is rendered once per table; a request
 * renders only its conditions, order and limits, and the rows still go through drizzle's own
 * result mapping (`prepareQuery` with the table's fields), so they come back exactly as
 * `db.select().from(table)` returns them.
 */
const dialect = new PgDialect({ casing: 'snake_case' });

type Selection = { head: string; fields: { path: string[]; field: unknown }[] };
const selections = new WeakMap<PgTable, Selection>();

function selectionOf(db: Db, table: PgTable): Selection {
  let s = selections.get(table);
  if (!s) {
    s = {
      // `select "id", "create_user", … from "calf_param"`, the list in the table's column order
      head: dialect.sqlToQuery(db.select().from(table).getSQL()).sql,
      fields: Object.entries(getTableColumns(table)).map(([name, field]) => ({ path: [name], field })),
    };
    selections.set(table, s);
  }
  return s;
}

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: Selection['fields'] | undefined,
    name: undefined,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
};
const session = (db: Db) => db._.session as unknown as Session;

/** Every column of `table`'s rows matching `rest` (`where … order by … limit …`), mapped as drizzle maps them. */
export function selectRows(db: Db, table: PgTable, rest: SQL): Promise<Record<string, unknown>[]> {
  const { head, fields } = selectionOf(db, table);
  const query = renderSql(sql`${sql.raw(head)} ${rest}`);
  return session(db).prepareQuery(query, fields, undefined, true).execute() as Promise<
    Record<string, unknown>[]
  >;
}

/** The rows of a statement (as `db.execute` returns them), rendered by `renderSql`. */
export async function selectSql<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await session(db)
    .prepareQuery(renderSql(statement), undefined, undefined, false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
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
