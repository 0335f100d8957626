import { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { nameOf, renderSql } from './render-sql';
import { type Rendered, selectSql } from './select-rows';

/** Up to this many matching rows a page's `total` is exact. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The number of rows matching `where`: counted exactly up to EXACT_COUNT_LIMIT (the count stops
 * reading there), beyond it the planner's estimate (never below the limit), flagged `estimated`.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | Rendered | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated: boolean }> {
  // written as text around the rendered condition rather than built with the query builder: the
  // count runs with every page (see select-rows.ts)
  const w = where instanceof SQL ? renderSql(where) : where;
  const params = w ? [...w.params, limit + 1] : [limit + 1];
  const matching = `select 1 from ${nameOf(table)}${w ? ` where ${w.sql}` : ''}`;
  const [{ n }] = await selectSql<{ n: number }>(db, {
    sql: `select count(*)::int as n from (${matching} limit $${params.length}) capped`,
    params,
  });
  if (n <= limit) return { total: n, estimated: false };
  const [plan] = await selectSql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(db, {
    sql: `explain (format json) ${matching}`,
    params: w?.params ?? [],
  });
  const rows = plan['QUERY PLAN'][0].Plan['Plan Rows'];
  return { total: Math.max(limit + 1, Math.round(rows)), estimated: true };
}
