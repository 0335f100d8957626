import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Independent reads run together on the pool (each on its own connection), one after another
 * inside a transaction: a transaction is one connection, where pg would only queue overlapping
 * queries (deprecated, and refused from pg 9 on).
 */
/** Whether `db` is an open transaction (a caller's) rather than the pool. */
export const inTransaction = (db: unknown): boolean => db instanceof PgTransaction;

export async function together<T extends readonly unknown[]>(
  db: unknown,
  ...reads: { [K in keyof T]: () => Promise<T[K]> | T[K] }
): Promise<T> {
  if (!inTransaction(db)) return (await Promise.all(reads.map((r) => r()))) as unknown as T;
  const out: unknown[] = [];
  for (const r of reads) out.push(await r());
  return out as unknown as T;
}

/**
 * A write's transaction: the caller's when the caller already holds one, else a new one. Inside a
 * caller's transaction a nested `transaction()` would be a savepoint, two more round trips per
 * write that buy nothing unless the caller catches the write's error and goes on writing; the
 * callers that do so (an import collecting its rows' errors) end by throwing when any row failed,
 * so the whole transaction rolls back either way. A caller that must survive a failed write and
 * commit the rest opens its own savepoint around it.
 */
export function writeTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (inTransaction(db)) return fn(db);
  return db.transaction((tx) => fn(tx as unknown as Db));
}
