import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../core/envelope';
import type { Db } from '../db/client';

export const STALE_MESSAGE = '数据已被他人修改,请刷新后重试';

/**
 * An optimistic-lock update of a `versioned` table: applies `set` only where the row still has
 * the `version` the caller read, bumps it, and answers 409 "数据已被他人修改,请刷新后重试"
 * when another write came first. `where` selects the row (id plus the caller's scope).
 */
export async function updateVersioned(
  db: Db,
  table: PgTable,
  opts: { where: SQL; version: number; set: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const version = (table as unknown as Record<string, PgColumn>).version;
  const [saved] = await db
    .update(table)
    .set({ ...opts.set, version: sql`${version} + 1` } as never)
    .where(and(opts.where, eq(version, opts.version)))
    .returning();
  if (!saved) throw conflict(STALE_MESSAGE);
  return saved as Record<string, unknown>;
}
