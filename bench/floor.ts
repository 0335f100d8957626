// The floor of every scale case: a bare Fastify route that sends the statements the layer sent for
// the same call, captured from the layer itself (so the two sides cannot drift apart), on the same
// pool, with the layer's concurrency (statements the layer had in flight together go together),
// and answers their rows as JSON — no auth, validation, statement building, enrichment or date
// formatting. The difference between the two is the layer's own cost.
import Fastify from 'fastify';
import pg from 'pg';

export type Statement = { text: string; values: unknown[] };

/**
 * The statements the pool ran while `fn` ran, grouped as they were issued: a statement issued while
 * another of its group was still running joins that group.
 */
export async function captureGroups<T>(fn: () => Promise<T>): Promise<{ result: T; groups: Statement[][] }> {
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const groups: Statement[][] = [];
  let inFlight = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof q === 'string' ? q : String(q.text);
    const values = (Array.isArray(args[1]) ? args[1] : typeof q === 'object' ? q.values : undefined) ?? [];
    if (inFlight === 0 || groups.length === 0) groups.push([]);
    groups[groups.length - 1].push({ text, values: [...values] });
    inFlight++;
    const out = original.apply(this, args) as Promise<unknown> | undefined;
    if (out && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(
        () => inFlight--,
        () => inFlight--,
      );
    else inFlight--;
    return out;
  };
  try {
    return { result: await fn(), groups };
  } finally {
    proto.query = original;
  }
}

/** The floor server: `register` gives a case's statements a route, answered at `${url}/case/<key>`. */
export async function startFloor(pool: pg.Pool) {
  const cases = new Map<string, Statement[][]>();
  const app = Fastify();
  const run = async (key: string) => {
    const groups = cases.get(key);
    if (!groups) throw new Error(`no floor case ${key}`);
    const out: unknown[][] = [];
    for (const g of groups) {
      const results = await Promise.all(g.map((s) => pool.query(s.text, s.values)));
      for (const r of results) out.push(r.rows);
    }
    return { code: 200, success: true, data: out, msg: '' };
  };
  app.get<{ Params: { key: string } }>('/case/:key', (req) => run(req.params.key));
  app.post<{ Params: { key: string } }>('/case/:key', (req) => run(req.params.key));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    url,
    register: (key: string, groups: Statement[][]) => cases.set(key, groups),
    close: () => app.close(),
  };
}
