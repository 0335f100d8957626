// `npm run bench`: the scale suite. One table for 10k / 100k / 1M rows (BENCH_SIZES) of one generic
// resource (`param/page`, against a bare Fastify + pg handler running the same SQL on the same
// pool), of the user page (users spread over 100 tenants) and of the business ledgers: req/s and
// p50/p99 for the first page, page 500 and a filtered search, and the layer/floor ratio; then
// `npm start` times and idle RSS. A business area adds its rows (`scale-rows.ts`) and its cases to CASES below rather than a
// new script: today the risk point page and the danger ledger.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEEP_OFFSET } from '../apps/server/src/resource/service';
import { profiled } from './profile';
import { growAreas, scaleAreas } from './scale-rows';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';
import { measureStart } from './start-size';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const began = Date.now();

const start = process.env.BENCH_SKIP_START ? undefined : await measureStart();
const startLine = start
  ? `npm install's builds ${start.builds.toFixed(1)} s; npm start to ready: first ${start.first.toFixed(1)} s, second ${start.second.toFixed(1)} s; idle RSS server + embedded PostgreSQL ${start.idleRssMb.toFixed(0)} MB`
  : '';
if (start) console.log(startLine);
const env = await startBenchDatabase('bench-scale');
const { db, pool } = env;
const app = await startBenchApp(env.dir, db);
const auth = { 'calf-auth': `bearer ${app.token}` };
const areas = await scaleAreas(pool);
let grown = 0;
// The floor: the statements the layer issues for `param/page` (the page — ids first on deep pages —
// and the count capped at 10,001 with the planner's estimate beyond), without auth, validation,
// enrichment or date formatting.
const bare = Fastify();
bare.post('/param', async (req) => {
  const { current = 1, paramName } = req.body as { current?: number; paramName?: string };
  const params: unknown[] = ['000000'];
  let where = 'is_deleted = 0 and tenant_id = $1';
  if (paramName) {
    params.push(`%${paramName}%`);
    where += ' and param_name like $2';
  }
  const order = 'order by create_time desc, id desc';
  const offset = (current - 1) * 10;
  // deep pages as the layer reads them: the page's ids first, then those rows
  const page =
    offset >= DEEP_OFFSET
      ? `select * from calf_param where id in (select id from calf_param where ${where} ${order} limit 10 offset ${offset}) ${order}`
      : `select * from calf_param where ${where} ${order} limit 10 offset ${offset}`;
  const [rows, capped] = await Promise.all([
    pool.query(page, params),
    pool.query(`select count(*) from (select 1 from calf_param where ${where} limit 10001) c`, params),
  ]);
  let total = Number(capped.rows[0].count);
  if (total > 10000) {
    const plan = await pool.query(`explain (format json) select 1 from calf_param where ${where}`, params);
    total = Math.max(10001, plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  }
  return { code: 200, success: true, data: { records: rows.rows, total, size: 10, current }, msg: '' };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

type Case = {
  resource: string;
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: object;
  floor?: object;
};
/** The first page, page 500 and one search of a list that is asked for with POST. */
const pageCases = (resource: string, url: string, search: string, filter: object): Case[] =>
  [
    { name: 'first page', body: { current: 1, size: 10 } },
    { name: 'page 500', body: { current: 500, size: 10 } },
    { name: search, body: { current: 1, size: 10, ...filter } },
  ].map((c) => ({ resource, url, method: 'POST', ...c }));

const CASES: Case[] = [
  {
    resource: 'param/page',
    name: 'first page',
    url: '/api/calf-system/param/page',
    method: 'POST',
    body: { current: 1, size: 10 },
    floor: { current: 1 },
  },
  {
    resource: 'param/page',
    name: 'page 500',
    url: '/api/calf-system/param/page',
    method: 'POST',
    body: { current: 500, size: 10 },
    floor: { current: 500 },
  },
  {
    resource: 'param/page',
    name: 'name contains 参数12',
    url: '/api/calf-system/param/page',
    method: 'POST',
    body: { current: 1, size: 10, paramName: '参数12' },
    floor: { current: 1, paramName: '参数12' },
  },
  // the user page as the platform administrator reads one tenant's users (tenantId), 1/100 of them
  {
    resource: 'user/page',
    name: 'first page',
    url: '/api/calf-user/page?tenantId=000000&current=1&size=10',
    method: 'GET',
  },
  {
    resource: 'user/page',
    name: 'page 500',
    url: '/api/calf-user/page?tenantId=000000&current=500&size=10',
    method: 'GET',
  },
  {
    resource: 'user/page',
    name: 'account contains user12',
    url: '/api/calf-user/page?tenantId=000000&current=1&size=10&account_like=user12',
    method: 'GET',
  },
  // the business ledgers, all n rows in the admin's tenant
  ...pageCases('riskPoint', '/api/shtmp-risk/riskPointType/page', 'level 重大 + name 风险点12', {
    riskLevel_equal: 'MAJOR',
    name: '风险点12',
  }),
  ...pageCases('danger', '/api/shtmp-danger/dangerRecord/page', 'closed, found in 2026', {
    status_equal: 'CLOSED',
    foundTime_dategt: '2026-01-01 00:00:00',
    foundTime_datelt: '2027-01-01 00:00:00',
  }),
];

// BENCH_CASES=<text>: only the cases whose "resource name" contains it (a quick profiling run)
const only = process.env.BENCH_CASES;
const cases = only ? CASES.filter((c) => `${c.resource} ${c.name}`.includes(only)) : CASES;

async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: object,
  duration = DURATION,
) {
  const r = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}

/** The page's `total` as the layer answers it ("~" when it is the planner's estimate); fails on an error. */
async function totalOf(c: Case): Promise<string> {
  const res = await fetch(`${app.url}${c.url}`, {
    method: c.method,
    headers: { ...auth, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  const answer = (await res.json()) as {
    code: number;
    msg: string;
    data?: { total: number; totalEstimated?: boolean };
  };
  if (answer.code !== 200 || !answer.data) throw new Error(`${c.url}: ${answer.code} ${answer.msg}`);
  return `${answer.data.totalEstimated ? '~' : ''}${answer.data.total.toLocaleString('en')}`;
}

const ROUNDS = 5;
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
/** The run with the median throughput. */
const median = (runs: autocannon.Result[]) =>
  runs.length
    ? [...runs].sort((a, b) => a.requests.average - b.requests.average)[runs.length >> 1]
    : undefined;

const fmt = (r: autocannon.Result | undefined) =>
  r
    ? `${r.requests.average.toFixed(0).padStart(6)} req/s ${String(r.latency.p50).padStart(4)} / ${String(r.latency.p99).padStart(4)} ms`
    : '—'.padEnd(27);
const lines: string[] = [];
const generated: string[] = [];
for (const n of SIZES) {
  const seconds = await growAreas(pool, areas, grown, n);
  grown = n;
  const times = Object.entries(seconds)
    .map(([area, t]) => `${area} ${t.toFixed(1)} s`)
    .join(', ');
  generated.push(`${n.toLocaleString('en')} rows: ${times}`);
  console.log(`${n} rows generated: ${times}`);
  for (const c of cases) {
    // unrecorded seconds first, so that neither side is measured while the JIT warms up: the
    // layer's many small functions reach V8's optimising tier later than the floor's few (a profile
    // of five rounds after one second's warm-up showed the layer's CPU per request still falling
    // round by round, the floor's flat)
    const matched = await totalOf(c);
    if (n === SIZES[0]) {
      await load(`${app.url}${c.url}`, c.method, auth, c.body, WARMUP);
      if (c.floor) await load(`${bareUrl}/param`, 'POST', {}, c.floor, WARMUP);
    }
    // layer and floor alternate in ROUNDS slices and the median slice of each is reported, so
    // that both sides see the same (shared, noisy) machine; the ratio is the median round's
    const oursRuns: autocannon.Result[] = [];
    const floorRuns: autocannon.Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRuns.push(
        await profiled(`${c.resource} ${c.name} ${n} ${round}`, () =>
          load(`${app.url}${c.url}`, c.method, auth, c.body, DURATION / ROUNDS),
        ),
      );
      if (c.floor)
        floorRuns.push(
          await profiled(`floor ${c.name} ${n} ${round}`, () =>
            load(`${bareUrl}/param`, 'POST', {}, c.floor, DURATION / ROUNDS),
          ),
        );
    }
    const ours = median(oursRuns)!;
    const floor = median(floorRuns);
    // the ratio of each round's adjacent layer and floor slices, the median round's: a slow spell
    // of the shared machine lands on both sides of a round rather than between two medians
    const pairs = floorRuns.map((f, i) => ({
      rps: oursRuns[i].requests.average / f.requests.average,
      p99: oursRuns[i].latency.p99 / Math.max(1, f.latency.p99),
    }));
    const ratio = floor
      ? `${(100 * middle(pairs.map((p) => p.rps))).toFixed(0)} % req/s, p99 ${middle(pairs.map((p) => p.p99)).toFixed(1)}×`
      : '';
    const line = `| ${n.toLocaleString('en').padStart(9)} | ${c.resource.padEnd(10)} | ${c.name.padEnd(24)} | ${matched.padStart(10)} | ${fmt(ours)} | ${fmt(floor)} | ${ratio} |`;
    lines.push(line);
    console.log(line);
  }
}

console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, load generator in the same process`);
console.log(
  '| rows      | call       | case                     | matches    | layer: req/s, p50 / p99     | floor: req/s, p50 / p99     | layer/floor |',
);
console.log(
  '| --------- | ---------- | ------------------------ | --------- | --------------------------- | --------------------------- | ----------- |',
);
for (const l of lines) console.log(l);
console.log(
  `\ndata generator (cumulative sizes, indexes rebuilt and tables vacuumed): ${generated.join('; ')}`,
);
if (start) console.log(startLine);
console.log(`whole suite: ${((Date.now() - began) / 1000).toFixed(0)} s`);

await app.close();
await bare.close();
await stopBench(env);
