import { hasCall, type ResourceDef, resources } from '@dp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { captureQueries } from '../../test/statements';
import { listOrder } from './search-indexes';
import { DEEP_OFFSET } from './service';

/**
 * Deep pages in constant work per row skipped: a page from DEEP_OFFSET on reads its ids first, and
 * for every ledger listed by time that id walk must be a walk of one index in the page order (an
 * index-only or index scan) with no Sort: an index that ended at the time would make PostgreSQL sort
 * every run of rows sharing one time by id, and a missing one sorts the whole tenant. The plan is
 * asked with sequential and bitmap scans priced out, so that the statement's shape decides it on
 * the test's small tables as the planner's costs do on large ones; no timing here (the bench's).
 */
type Def = ResourceDef;
type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: Plan[] };
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

const timeTyped = (def: Def, column: string) =>
  column === 'createTime' ||
  column === 'updateTime' ||
  ['datetime', 'date'].includes(def.fields[column]?.type);
const byTime = (Object.values(resources) as Def[]).filter(
  (d) => hasCall(d, 'page') && timeTyped(d, listOrder(d)[0]?.column ?? ''),
);

const nodes = (p: Plan): Plan[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

/** The plan of a captured statement, with sequential and bitmap scans priced out. */
async function explain(q: { text: string; values: unknown[] }): Promise<Plan> {
  const c = await t.pool.connect();
  try {
    await c.query('begin');
    await c.query('set local enable_seqscan = off');
    await c.query('set local enable_bitmapscan = off');
    const { rows } = await c.query(`explain (format json) ${q.text}`, q.values);
    return rows[0]['QUERY PLAN'][0].Plan as Plan;
  } finally {
    await c.query('rollback');
    c.release();
  }
}

it('finds the ledgers listed by time', () => {
  expect(byTime.map((d) => d.name)).toEqual(
    expect.arrayContaining(['dangerRecord', 'checkRecord', 'logApi']),
  );
});

describe.each(byTime.map((d) => [d.name, d] as const))('deep page of %s', (_name, def) => {
  it('walks one index in the page order for its ids, without a sort', async () => {
    const size = 10;
    const current = DEEP_OFFSET / size + 1;
    const { result, queries } = await captureQueries(() =>
      t.call('POST', `/api${def.path}/page`, tok, { current, size }),
    );
    expect(result.body.code, result.body.msg).toBe(200);
    const walk = queries.find((q) => / in \(select .* offset \$\d+\)/.test(q.text));
    expect(walk, queries.map((q) => q.text).join('\n')).toBeDefined();
    const plan = await explain(walk!);
    // the id walk: the Limit that skips the offset, and what it reads
    const limit = nodes(plan).find(
      (n) => n['Node Type'] === 'Limit' && nodes(n).some((m) => m['Node Type'].startsWith('Index')),
    );
    expect(limit, JSON.stringify(plan)).toBeDefined();
    const under = nodes(limit!).map((n) => n['Node Type']);
    expect(under, JSON.stringify(plan)).not.toContain('Sort');
    expect(under, JSON.stringify(plan)).not.toContain('Incremental Sort');
    // the ledger's own rows come off one index in order (a row filter may join others to it)
    const own = nodes(limit!).filter((n) => n['Relation Name'] === def.table);
    expect(
      own.map((n) => n['Node Type']),
      JSON.stringify(plan),
    ).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
  });
});

/**
 * Sequential page turns (page-turns.ts): past DEEP_OFFSET a page read right after the one before it
 * starts from that page's last row, and answers the rows OFFSET would — ties of the time broken by
 * the id across page boundaries, a jump of a few pages, a page read again, and a vanished boundary.
 */
describe('page turns by keyset', () => {
  const pageOf = (current: number) =>
    t.call('POST', '/api/calf-system/param/page', tok, { current, size: 10, paramKey: 'turns.' });
  const expected = async (current: number) =>
    (
      await t.pool.query(
        `select id::text from calf_param where tenant_id = '000000' and is_deleted = 0 and param_key like 'turns.%'
         order by create_time desc, id desc limit 10 offset $1`,
        [(current - 1) * 10],
      )
    ).rows.map((r) => r.id);

  it('reads the next page from the last row of the one before, with the rows OFFSET reads', async () => {
    // 400 rows, four at each time: ties cross the page boundaries
    await t.pool.query(
      `insert into calf_param (id, tenant_id, param_name, param_key, param_value, remark, create_time, update_time)
       select 7000000000 + g, '000000', 'p' || g, 'turns.' || g, 'v', '', timestamp '2030-01-01' - (g / 4) * interval '1.000001 second', now()
       from generate_series(1, 400) g`,
    );
    const first = DEEP_OFFSET / 10 + 1;
    for (const current of [first, first + 1, first + 2, first + 5, first + 5, first + 6, 40]) {
      const { result, queries } = await captureQueries(() => pageOf(current));
      expect(
        result.body.data.records.map((r: { id: string }) => r.id),
        `page ${current}`,
      ).toEqual(await expected(current));
      const keyset = queries.find((q) => /\) <=? \(select /.test(q.text));
      expect(Boolean(keyset), `page ${current} by keyset`).toBe(current !== first);
      if (keyset && current === first + 1) {
        // the boundary is an index condition: the walk starts at it, in order
        const plan = await explain(keyset);
        const conds = nodes(plan).map((n) => n['Index Cond'] ?? '');
        expect(conds, JSON.stringify(plan)).toContainEqual(
          expect.stringMatching(/ROW\(create_time, id\) < ROW\(/),
        );
        expect(
          nodes(plan).map((n) => n['Node Type']),
          JSON.stringify(plan),
        ).not.toContain('Sort');
      }
    }
  });

  it('reads by OFFSET again when the boundary row is gone', async () => {
    const first = DEEP_OFFSET / 10 + 1;
    const before = await pageOf(first + 10);
    const last = before.body.data.records.at(-1).id;
    await t.pool.query('delete from calf_param where id = $1', [last]);
    const res = await pageOf(first + 11);
    expect(res.body.data.records.map((r: { id: string }) => r.id)).toEqual(await expected(first + 11));
  });
});
