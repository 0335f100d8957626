import pg from 'pg';

/**
 * Counts the SQL statements every pg client of this process sends while `fn` runs (pool queries
 * and transaction clients alike: the pool runs each statement through `Client#query`).
 */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    statements.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? q));
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    proto.query = original;
  }
}
