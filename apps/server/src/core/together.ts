import { PgTransaction } from 'drizzle-orm/pg-core';

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
