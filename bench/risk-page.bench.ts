// The risk point page (/shtmp-risk/riskPointType/page) of a tenant with 10,000 risk points and
// 200,000 analysed lines (one job activity of 20 steps per point): filtered pages through the full
// stack (autocannon, p50/p99) and the service's own time. Target: p99 under 100 ms server time.
// Not part of `npm test`.
import autocannon from 'autocannon';
import { resolveContext } from '../apps/server/src/modules/auth/session';
import { riskPointService } from '../apps/server/src/modules/risk/risk-point';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const POINTS = 10_000;
const STEPS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [1, 10];
const env = await startBenchDatabase('bench-risk');
const { db, pool } = env;

console.log(`inserting ${POINTS} risk points and ${POINTS * STEPS} analysed lines…`);
const [{ id: deptId }] = (await pool.query("select id from calf_dept where tenant_id = '000000' limit 1"))
  .rows;
const [{ id: userId }] = (await pool.query("select id from calf_user where account = 'admin'")).rows;
await pool.query(
  `insert into risk_point_type (id, tenant_id, code, name, category, dept_id, responsible_user_id, eval_method,
     risk_level, rolled_up_level, control_level, enable_status, review_status, qr_token, sort)
   select 4000000000 + p, '000000', 'FXD-' || lpad(p::text, 5, '0'), '风险点' || p,
     case when p % 3 = 0 then 'OPERATION' else 'FACILITY_AREA' end, $1, $2, 'LEC',
     (array['MAJOR','SIGNIFICANT','GENERAL','LOW'])[1 + p % 4], (array['MAJOR','SIGNIFICANT','GENERAL','LOW'])[1 + p % 4],
     (array['COMPANY','DEPARTMENT','WORKSHOP','TEAM'])[1 + p % 4], 'ENABLED', 'UNSUBMITTED', md5(p::text), p
   from generate_series(1, ${POINTS}) p`,
  [deptId, userId],
);
await pool.query(
  `insert into risk_job_activity (id, tenant_id, risk_point_type_id, name, routine_type, dept_id, analysis_date,
     eval_method, risk_level, enable_status, review_status)
   select 5000000000 + p, '000000', 4000000000 + p, '作业活动' || p, 'ROUTINE', $1, '2026-10-01', 'LEC',
     (array['MAJOR','SIGNIFICANT','GENERAL','LOW'])[1 + p % 4], 'ENABLED', 'UNSUBMITTED'
   from generate_series(1, ${POINTS}) p`,
  [deptId],
);
await pool.query(
  `insert into risk_job_activity_item (id, tenant_id, activity_id, step_no, step_name, hazard_desc, hazard_category,
     accident_types, cur_management, eval_method, lec_l, lec_e, lec_c, lec_d, lec_degree, risk_level, control_level,
     enable_status)
   select 6000000000 + p * 100 + s, '000000', 5000000000 + p, s, '步骤' || s, '危险源' || p || '-' || s, '22',
     array['19'], '严格执行操作规程', 'LEC', 3, 6, 7, 126, 'NOTABLE', 'GENERAL', 'WORKSHOP', 'ENABLED'
   from generate_series(1, ${POINTS}) p, generate_series(1, ${STEPS}) s`,
);
await pool.query('analyze');

const served = await startBenchApp(env.dir, db);
const { url, config } = served;
const resolved = await resolveContext(db, config.jwtSecret, served.token);
if (!('ctx' in resolved)) throw new Error('no context');
const ctx = resolved.ctx;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const scenarios = [
  { name: 'level MAJOR (2,500 points), page 3', query: { riskLevel_equal: 'MAJOR', current: 3, size: 10 } },
  {
    name: 'category OPERATION + level GENERAL, page 1',
    query: { category_equal: 'OPERATION', riskLevel_equal: 'GENERAL', current: 1, size: 20 },
  },
  { name: 'name contains "风险点12" (111 points)', query: { name: '风险点12', current: 1, size: 10 } },
  { name: 'no filter, page 200', query: { current: 200, size: 20 } },
];
console.log(`\n${POINTS} risk points, ${POINTS * STEPS} lines, ${DURATION}s per run`);
for (const s of scenarios) {
  const check = await riskPointService.page(db, ctx, s.query);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await riskPointService.page(db, ctx, s.query);
    times.push(performance.now() - t0);
  }
  times.sort((x, y) => x - y);
  console.log(`\n${s.name} (total ${check.total})`);
  console.log(
    `  service direct          p50 ${pct(times, 50).toFixed(1)} ms   p99 ${pct(times, 99).toFixed(1)} ms`,
  );
  for (const connections of CONNECTIONS) {
    const r = await autocannon({
      url: `${url}/api/shtmp-risk/riskPointType/page`,
      method: 'POST',
      body: JSON.stringify(s.query),
      connections,
      duration: DURATION,
      headers: { 'calf-auth': `bearer ${served.token}`, 'content-type': 'application/json' },
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    console.log(
      `  HTTP ${String(connections).padStart(2)} connection(s)  p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${r.requests.average.toFixed(0)} req/s`,
    );
  }
}

await served.close();
await stopBench(env);
