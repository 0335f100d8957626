import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { selectSql } from './select-rows';

/** Up to this many matching rows a page's `total` is exact. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The number of rows matching `where`: counted exactly up to EXACT_COUNT_LIMIT (the count stops
 * reading there), beyond it the planner's estimate (never below the limit), flagged `estimated`.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated: boolean }> {
  // written as SQL rather than built with the query builder: the count runs with every page and
  // drizzle's builder costs more than the statement's rendering (see select-rows.ts)
  const filter = where ? sql`where ${where}` : sql``;
  const matching = sql`select 1 from ${table} ${filter}`;
  const [{ n }] = await selectSql<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matching} limit ${limit + 1}) capped`,
  );
  if (n <= limit) return { total: n, estimated: false };
  const [plan] = await selectSql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${matching}`,
  );
  const rows = plan['QUERY PLAN'][0].Plan['Plan Rows'];
  return { total: Math.max(limit + 1, Math.round(rows)), estimated: true };
}
