// `npm run bench`: the scale suite. One table for 10k / 100k / 1M rows (BENCH_SIZES) of the business
// calls — the danger ledger (page 1, page 500, a filtered search, a danger's detail), the risk point
// ledger, the check record ledger, the user page and the parameter page — each against its floor: a
// bare Fastify + pg route sending the statements the layer sent for the same call (captured from the
// layer, `floor.ts`). The load generator runs in a process of its own (`load-worker.mjs`); layer and
// floor alternate in rounds, and each slice reads the CPU of the servers' process and of
// PostgreSQL's client backends from /proc. Then the deep pages of the ledgers listed by time (page
// n/20: page 50,000 of a million rows), and `npm start`'s times and idle RSS. A business area adds
// its rows (`scale-rows.ts`) and its cases to CASES below rather than a new script.

import { MAX_GAP } from '../apps/server/src/resource/page-turns';
import { captureGroups, startFloor } from './floor';
import { startLoadWorker } from './load';
import { cpuMeter } from './proc-cpu';
import { profiled } from './profile';
import { growAreas, scaleAreas } from './scale-rows';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';
import { measureSignInDownloads } from './signin-downloads';
import { measureStart } from './start-size';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SLICE = Number(process.env.BENCH_SLICE ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const began = Date.now();

const start = process.env.BENCH_SKIP_START ? undefined : await measureStart();
const startLine = start
  ? `npm install's builds ${start.builds.toFixed(1)} s; npm start to /healthz: first ${start.first.toFixed(1)} s, second ${start.second.toFixed(2)} s (to /readyz ${start.secondReady.toFixed(2)} s); idle RSS server + embedded PostgreSQL ${start.idleRssMb.toFixed(0)} MB`
  : '';
if (start) console.log(startLine);
const env = await startBenchDatabase('bench-scale');
const { db, pool } = env;
// the browser's downloads first, on the freshly seeded database
const signIn = process.env.BENCH_SKIP_SIGNIN ? [] : await measureSignInDownloads(env.dir, db);
for (const line of signIn) console.log(line);
const app = await startBenchApp(env.dir, db);
const auth = { 'calf-auth': `bearer ${app.token}` };
const areas = await scaleAreas(pool);
const floor = await startFloor(pool);
const loader = startLoadWorker();
let grown = 0;

type Case = {
  resource: string;
  name: string;
  /** The layer's url (a function when it names a row that exists only once the rows are there). */
  url: string | (() => Promise<string>);
  method: 'GET' | 'POST';
  body?: object;
};
/** The first page, page 500 and one search of a list that is asked for with POST. */
const pageCases = (resource: string, url: string, search: string, filter: object): Case[] =>
  [
    { name: 'first page', body: { current: 1, size: 10 } },
    { name: 'page 500', body: { current: 500, size: 10 } },
    { name: search, body: { current: 1, size: 10, ...filter } },
  ].map((c) => ({ resource, url, method: 'POST', ...c }));

/** The newest row of `table` in the admin's tenant. */
const newest = async (table: string, order: string) =>
  String(
    (
      await pool.query(
        `select id from ${table} where tenant_id = '000000' and is_deleted = 0 order by ${order} desc limit 1`,
      )
    ).rows[0].id,
  );

const CASES: Case[] = [
  // the business ledgers, all n rows in the admin's tenant
  ...pageCases('danger', '/api/shtmp-danger/dangerRecord/page', 'closed, found in 2026', {
    status_equal: 'CLOSED',
    foundTime_dategt: '2026-01-01 00:00:00',
    foundTime_datelt: '2027-01-01 00:00:00',
  }),
  {
    resource: 'danger',
    name: 'detail',
    method: 'GET',
    url: async () =>
      `/api/shtmp-danger/dangerRecord/detail?id=${await newest('danger_record', 'found_time')}`,
  },
  ...pageCases('riskPoint', '/api/shtmp-risk/riskPointType/page', 'level 重大 + name 风险点12', {
    riskLevel_equal: 'MAJOR',
    name: '风险点12',
  }),
  ...pageCases('checkRecord', '/api/shtmp-check/checkRecord/page', 'abnormal', { result_equal: 'ABNORMAL' }),
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
  ...pageCases('param/page', '/api/calf-system/param/page', 'name contains 参数12', { paramName: '参数12' }),
];

/** The ledgers listed by time whose deep pages are timed (page n/20 of size 10: offset n/2). */
const DEEP: { resource: string; url: string }[] = [
  { resource: 'danger', url: '/api/shtmp-danger/dangerRecord/page' },
  { resource: 'checkRecord', url: '/api/shtmp-check/checkRecord/page' },
];

// BENCH_CASES=<text>: only the cases whose "resource name" contains it (a quick profiling run)
const only = process.env.BENCH_CASES;
const cases = only ? CASES.filter((c) => `${c.resource} ${c.name}`.includes(only)) : CASES;

type Side = { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: object };
/** One slice of load on a side, with the CPU it cost the servers' process and PostgreSQL. */
async function slice(side: Side, duration: number) {
  const meter = await cpuMeter(pool, process.pid);
  const r = await loader.run({
    url: side.url,
    method: side.method,
    connections: CONNECTIONS,
    duration,
    headers: { ...side.headers, ...(side.body ? { 'content-type': 'application/json' } : {}) },
    body: side.body ? JSON.stringify(side.body) : undefined,
  });
  const cpu = await meter.end();
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${side.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const n = Math.max(1, r.requests.total);
  return { ...r, serverUs: (cpu.server * 1e6) / n, pgUs: (cpu.pg * 1e6) / n };
}
type Slice = Awaited<ReturnType<typeof slice>>;

/** The layer's answer (fails on an error), and the statements it sent grouped as it sent them. */
async function call(c: Case, url: string) {
  const res = await fetch(`${app.url}${url}`, {
    method: c.method,
    headers: { ...auth, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  const answer = (await res.json()) as {
    code: number;
    msg: string;
    data?: { total?: number; totalEstimated?: boolean };
  };
  if (answer.code !== 200 || !answer.data) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
/** The slice with the median throughput. */
const median = (runs: Slice[]) =>
  [...runs].sort((a, b) => a.requests.average - b.requests.average)[runs.length >> 1];
const fmt = (r: Slice) =>
  `${r.requests.average.toFixed(0).padStart(6)} req/s ${String(r.latency.p50).padStart(3)} / ${String(r.latency.p99).padStart(4)} ms, CPU ${(r.serverUs / 1000).toFixed(2)} + ${(r.pgUs / 1000).toFixed(2)} ms`;

const lines: string[] = [];
const deepLines: string[] = [];
const generated: string[] = [];
let warmed = false;
for (const n of SIZES) {
  const seconds = await growAreas(pool, areas, grown, n);
  grown = n;
  const times = Object.entries(seconds)
    .map(([area, t]) => `${area} ${t.toFixed(1)} s`)
    .join(', ');
  generated.push(`${n.toLocaleString('en')} rows: ${times}`);
  console.log(`${n} rows generated: ${times}`);
  for (const c of cases) {
    const url = typeof c.url === 'string' ? c.url : await c.url();
    // the statements of a warm call (caches filled by the calls before), replayed by the floor
    await call(c, url);
    await call(c, url);
    const { result: data, groups } = await captureGroups(() => call(c, url));
    const matched =
      data.total === undefined ? '1' : `${data.totalEstimated ? '~' : ''}${data.total.toLocaleString('en')}`;
    const key = `${lines.length}`;
    floor.register(key, groups);
    if (process.env.BENCH_STATEMENTS)
      console.log(
        groups.map((g, i) => g.map((st) => `  ${i}: ${st.text.slice(0, 160)}`).join('\n')).join('\n'),
      );
    const ours: Side = { url: `${app.url}${url}`, method: c.method, headers: auth, body: c.body };
    const bare: Side = { url: `${floor.url}/case/${key}`, method: c.method, headers: {} };
    // unrecorded seconds first on both sides, so that neither is measured while the JIT warms up
    // (the layer's many small functions reach V8's optimising tier later than the floor's few)
    if (!warmed || n === SIZES[0]) {
      await slice(ours, WARMUP);
      await slice(bare, WARMUP);
    }
    // layer and floor alternate in ROUNDS slices, so that both see the same (shared, noisy) machine;
    // the ratio is taken per round (adjacent slices) and the median round's is reported
    const oursRuns: Slice[] = [];
    const floorRuns: Slice[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRuns.push(await profiled(`${c.resource} ${c.name} ${n} ${round}`, () => slice(ours, SLICE)));
      floorRuns.push(await profiled(`floor ${c.name} ${n} ${round}`, () => slice(bare, SLICE)));
    }
    const a = median(oursRuns);
    const b = median(floorRuns);
    const rps = middle(oursRuns.map((o, i) => o.requests.average / floorRuns[i].requests.average));
    const p99 = middle(oursRuns.map((o, i) => o.latency.p99 / Math.max(1, floorRuns[i].latency.p99)));
    const statements = groups.reduce((k, g) => k + g.length, 0);
    const line = `| ${n.toLocaleString('en').padStart(9)} | ${c.resource.padEnd(11)} | ${c.name.padEnd(26)} | ${matched.padStart(10)} | ${String(statements).padStart(2)} | ${fmt(a)} | ${fmt(b)} | ${(100 * rps).toFixed(0).padStart(3)} % | ${p99.toFixed(1)}× |`;
    lines.push(line);
    console.log(line);
  }
  warmed = true;
  // deep pages: one request at a time (server time as the client sees it on loopback). A jump is
  // a page more than MAX_GAP pages from any page read before (an index walk of `offset` entries);
  // a turn is the page after the one just read (keyset from its last row). 20 of each.
  for (const d of only ? DEEP.filter((x) => `${x.resource} deep`.includes(only)) : DEEP) {
    const at = Math.max(1, Math.floor(n / 20));
    const timed = async (current: number) => {
      const c: Case = {
        resource: d.resource,
        name: 'deep',
        url: d.url,
        method: 'POST',
        body: { current, size: 10 },
      };
      const t0 = performance.now();
      await call(c, d.url);
      return performance.now() - t0;
    };
    const jumps: number[] = [];
    const turns: number[] = [];
    for (let i = 0; i < 20; i++) jumps.push(await timed(at + (MAX_GAP + 1) * i));
    for (let i = 1; i <= 20; i++) turns.push(await timed(at + (MAX_GAP + 1) * 19 + i));
    const stat = (xs: number[]) => {
      const s = [...xs].sort((x, y) => x - y);
      return `${s[10].toFixed(1)} / ${s[19].toFixed(1)} ms`;
    };
    const line = `| ${n.toLocaleString('en').padStart(9)} | ${d.resource.padEnd(11)} | ${at.toLocaleString('en').padStart(6)} (offset ${((at - 1) * 10).toLocaleString('en')}) | ${stat(jumps)} | ${stat(turns)} |`;
    deepLines.push(line);
    console.log(line);
  }
}

console.log(
  `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICE} s per side (median slice shown; ratio and p99 ratio the median round's), load generator in its own process; CPU per request: the servers' process + PostgreSQL's client backends`,
);
console.log(
  '| rows      | call        | case                       | matches    | st | layer: req/s, p50 / p99, CPU node + pg               | floor: req/s, p50 / p99, CPU node + pg               | req/s | p99  |',
);
console.log(
  '| --------- | ----------- | -------------------------- | ---------- | -- | ---------------------------------------------------- | ---------------------------------------------------- | ----- | ---- |',
);
for (const l of lines) console.log(l);
if (deepLines.length) {
  console.log(
    '\ndeep pages of 10 rows from page n/20, one request at a time: 20 jumps (index walk) and 20 next-page turns (keyset), median / slowest',
  );
  console.log('| rows      | call        | from page                 | jump            | next page       |');
  console.log('| --------- | ----------- | ------------------------- | --------------- | --------------- |');
  for (const l of deepLines) console.log(l);
}
console.log(
  `\ndata generator (cumulative sizes, indexes rebuilt and tables vacuumed): ${generated.join('; ')}`,
);
if (signIn.length) console.log(`\n${signIn.join('\n')}`);
if (start) console.log(`\n${startLine}`);
console.log(`whole suite: ${((Date.now() - began) / 1000).toFixed(0)} s`);

loader.close();
await app.close();
await floor.close();
await stopBench(env);
