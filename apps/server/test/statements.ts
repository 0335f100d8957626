import pg from 'pg';

/**
 * Counts the SQL statements every pg client of this process sends while `fn` runs (pool queries
 * and transaction clients alike: the pool runs each statement through `Client#query`).
 */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const { result, queries } = await captureQueries(fn);
  return { result, statements: queries.map((q) => q.text) };
}

/** The statements `countStatements` counts, each with its parameter values (to EXPLAIN them again). */
export async function captureQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: { text: string; values: unknown[] }[] }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const queries: { text: string; values: unknown[] }[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof q === 'string' ? q : String(q?.text ?? q);
    const values = Array.isArray(args[1]) ? args[1] : typeof q === 'object' ? (q?.values ?? []) : [];
    queries.push({ text, values });
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), queries };
  } finally {
    proto.query = original;
  }
}
