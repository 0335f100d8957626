// The user page (/calf-user/page) with a deptId filter over 10,000 users of one tenant spread
// across a department tree: server time per request through the full stack (autocannon, p50/p99)
// and a direct timing of the handler's work (userPage: filters, descendants, page, count, VOs).
// Target: under 100 ms per request. Not part of `npm test`.
import autocannon from 'autocannon';
import { resolveContext } from '../apps/server/src/modules/auth/session';
import { userPage } from '../apps/server/src/modules/user/users';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const USERS = 10_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// One connection measures server time per request; ten show behaviour under concurrent load.
const CONNECTIONS = [1, 10];
const env = await startBenchDatabase('bench-users');
const { db, pool } = env;

// Tenant 000000: 10 divisions × 10 departments × 5 teams = 610 departments; users on the teams.
console.log(`inserting ${USERS} users across a department tree…`);
await pool.query(`
  insert into calf_dept (id, tenant_id, parent_id, ancestors, dept_name)
  select 2000000000 + d, '000000', 0, '0', '事业部' || d from generate_series(1, 10) d;
  insert into calf_dept (id, tenant_id, parent_id, ancestors, dept_name)
  select 2000100000 + d * 100 + c, '000000', 2000000000 + d, '0,' || (2000000000 + d), '部门' || d || '-' || c
  from generate_series(1, 10) d, generate_series(1, 10) c;
  insert into calf_dept (id, tenant_id, parent_id, ancestors, dept_name)
  select 2010000000 + d * 1000 + c * 10 + g, '000000', 2000100000 + d * 100 + c,
         '0,' || (2000000000 + d) || ',' || (2000100000 + d * 100 + c), '班组' || d || '-' || c || '-' || g
  from generate_series(1, 10) d, generate_series(1, 10) c, generate_series(1, 5) g;`);
const [{ role_id }] = (await pool.query("select role_id from calf_user where account = 'admin'")).rows;
await pool.query(
  `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
   select 3000000000 + u, '000000', 'user' || u, 'x', 'user' || u, '用户' || u, $1,
          (2010000000 + ((u % 10) + 1) * 1000 + (((u / 10) % 10) + 1) * 10 + ((u / 100) % 5) + 1)::text
   from generate_series(1, ${USERS}) u`,
  [role_id],
);
await pool.query(`insert into calf_user_dept (user_id, dept_id)
  select id, dept_id::bigint from calf_user where id between 3000000001 and ${3000000000 + USERS}`);
await pool.query('analyze');

const served = await startBenchApp(env.dir, db);
const { url, config } = served;
const access_token = served.token;

const resolved = await resolveContext(db, config.jwtSecret, access_token);
if (!('ctx' in resolved)) throw new Error('no context');
const ctx = resolved.ctx;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const scenarios = [
  {
    name: 'division (1,000 users in 61 depts), page 3',
    query: { deptId: '2000000003', current: '3', size: '10' },
  },
  { name: 'team (20 users), page 1', query: { deptId: '2010005055', current: '1', size: '10' } },
  { name: 'no dept, account exact', query: { account: 'user4242', current: '1', size: '10' } },
  { name: 'no filter, page 500', query: { current: '500', size: '20' } },
];
console.log(`\n${USERS} users, ${DURATION}s per run`);
for (const s of scenarios) {
  const check = await userPage(db, ctx, s.query);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await userPage(db, ctx, s.query);
    times.push(performance.now() - t0);
  }
  times.sort((x, y) => x - y);
  console.log(`\n${s.name} (total ${check.total})`);
  console.log(
    `  handler direct          p50 ${pct(times, 50).toFixed(1)} ms   p99 ${pct(times, 99).toFixed(1)} ms`,
  );
  for (const connections of CONNECTIONS) {
    const r = await autocannon({
      url: `${url}/api/calf-user/page?${new URLSearchParams(s.query as unknown as Record<string, string>)}`,
      connections,
      duration: DURATION,
      headers: { 'calf-auth': `bearer ${access_token}` },
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    console.log(
      `  HTTP ${String(connections).padStart(2)} connection(s)  p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${r.requests.average.toFixed(0)} req/s`,
    );
  }
}

await served.close();
await stopBench(env);
