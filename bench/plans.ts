// The query plans of the statements a call sends: every pg statement is captured while `fn` runs
// (text and values), then each SELECT is run again under EXPLAIN (ANALYZE, BUFFERS).
import pg from 'pg';

type Sent = { text: string; values?: unknown[] };

export async function plansOf(pool: pg.Pool, fn: () => Promise<unknown>, match: RegExp): Promise<string> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const sent: Sent[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | Sent;
    sent.push(
      typeof q === 'string'
        ? { text: q, values: args[1] as unknown[] }
        : { text: q.text, values: q.values ?? (args[1] as unknown[]) },
    );
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  const out: string[] = [];
  for (const s of sent.filter((x) => /^\s*select/i.test(x.text) && match.test(x.text))) {
    const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
    out.push(`-- ${s.text.slice(0, 160)}…`, ...rows.map((r) => r['QUERY PLAN'] as string), '');
  }
  return out.join('\n');
}
