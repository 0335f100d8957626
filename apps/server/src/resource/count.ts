import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

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
  const matching = db.select({ one: sql`1` }).from(table).where(where);
  const [{ n }] = await db.select({ n: count() }).from(matching.limit(limit + 1).as('capped'));
  if (n <= limit) return { total: n, estimated: false };
  const plan = await db.execute(sql`explain (format json) ${matching}`);
  const rows = (plan.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN'][0].Plan[
    'Plan Rows'
  ];
  return { total: Math.max(limit + 1, Math.round(rows)), estimated: true };
}
