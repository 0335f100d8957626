// Statistics at volume (issue #15): BENCH_DANGERS dangers over 100 tenants (the measured tenant
// 000000 holds one row in BENCH_SHARE, default 100, i.e. 10,000 of 1,000,000) and BENCH_TASKS
// check-plan tasks spread the same way, plus check records; every statistics call is timed at the service for tenant 000000 over the current year
// (target p95 < 500 ms) and the plans of the two main aggregates are printed. Not part of `npm test`.
import { resolveContext } from '../apps/server/src/modules/auth/session';
import { taskSummaryQuery } from '../apps/server/src/modules/statistics/check';
import { dangerSummaryQuery } from '../apps/server/src/modules/statistics/danger';
import { resolveFilters } from '../apps/server/src/modules/statistics/filters';
import { STAT_SCREENS } from '../apps/server/src/modules/statistics/index';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const DANGERS = Number(process.env.BENCH_DANGERS ?? 1_000_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 5_000_000);
const TENANTS = 100;
const SHARE = Number(process.env.BENCH_SHARE ?? TENANTS);
const POINTS = Number(process.env.BENCH_POINTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const env = await startBenchDatabase('bench-statistics');
const { db, pool } = env;
const served = await startBenchApp(env.dir, db);
const resolved = await resolveContext(db, served.config.jwtSecret, served.token);
if (!('ctx' in resolved)) throw new Error('no context');
const ctx = resolved.ctx;
// tenant of row n: 000000 for one row in SHARE, else one of the 99 others
const tenantOf = (n: string) =>
  `case when ${n} % ${SHARE} = 0 then '000000' else 'b' || (${n} % ${TENANTS - 1}) end`;

const t0 = performance.now();
console.log(
  `inserting ${POINTS} points per tenant, one plan per tenant, ${TASKS} tasks, ${DANGERS} dangers…`,
);
await pool.query(
  `insert into shtmp_check_risk_point (id, tenant_id, name, number, point_kind, enable_status, risk_level, place_id, dept_id, qr_token)
   select 4000000000 + p, ${tenantOf('p')}, '点位' || p, 'B-' || p, 'NORMAL', 'ENABLED',
     (array['MAJOR','SIGNIFICANT','GENERAL','LOW'])[1 + p % 4], 1 + p % 20, 1, 'bench-' || p
   from generate_series(0, ${POINTS * TENANTS - 1}) p`,
);
await pool.query(
  `insert into shtmp_check_plan (id, tenant_id, name, check_type, cycle, start_date, end_date, plan_status, version)
   select 5000000000 + t, ${tenantOf('t')}, '日检', 'DAILY', 'DAY', date_trunc('year', now())::date,
     (date_trunc('year', now()) + interval '1 year - 1 day')::date, 'IN_PROGRESS', 0
   from generate_series(0, ${TENANTS - 1}) t`,
);
await pool.query(
  `insert into shtmp_check_plan_item (id, tenant_id, plan_id, check_risk_point_id, period_no,
     due_start, due_end, task_status)
   select 6000000000 + i, ${tenantOf('i')}, 5000000000 + i % ${TENANTS}, 4000000000 + (i % ${POINTS * TENANTS}),
     i, now() - (i % 700) * interval '1 day' - interval '1 day', now() - (i % 700) * interval '1 day',
     (array['DONE','DONE','DONE','DONE_LATE','OVERDUE','SKIPPED','PENDING'])[1 + i % 7]
   from generate_series(0, ${TASKS - 1}) i`,
);
await pool.query(
  `insert into shtmp_check_record (id, tenant_id, record_no, check_risk_point_id, plan_id, check_type, checker_id,
     start_time, submit_time, year, result, fail_count, danger_count, scan_verified, distance_m, record_status)
   select 7000000000 + r, ${tenantOf('r')}, 'JC-' || r, 4000000000 + (r % ${POINTS * TENANTS}), 5000000000 + r % ${TENANTS},
     'DAILY', 1 + r % 30, now() - (r % 700) * interval '1 day' - interval '12 minutes', now() - (r % 700) * interval '1 day',
     extract(year from now() - (r % 700) * interval '1 day')::int, case when r % 17 = 0 then 'ABNORMAL' else 'NORMAL' end,
     0, case when r % 17 = 0 then 1 else 0 end, r % 5 <> 0, r % 250, 'SUBMITTED'
   from generate_series(0, ${Math.round(TASKS / 5) - 1}) r`,
);
await pool.query(
  `insert into danger_record (id, tenant_id, danger_no, title, description, source, place_id, rectify_mode, level,
     category, cause_type, status, found_time, confirm_time, original_deadline, current_deadline,
     rectify_finish_time, close_time, check_risk_point_id, risk_point_type_id, accident_types, version)
   select 8000000000 + n, ${tenantOf('n')}, 'YH-' || n, '隐患' || n, '现状', 'PLAN_CHECK', 1 + n % 20, 'DEADLINE',
     case when n % 23 = 0 then 'MAJOR' else 'GENERAL' end, (array['BASIC','SITE'])[1 + n % 2],
     (array['PERSON','OBJECT','ENVIRONMENT','MANAGEMENT'])[1 + n % 4],
     (array['CLOSED','CLOSED','CLOSED','PENDING_RECTIFY','PENDING_ACCEPT','PENDING_CONFIRM','IGNORED'])[1 + n % 7],
     now() - (n % 700) * interval '1 day', now() - (n % 700) * interval '1 day' + interval '1 day',
     (now() - (n % 700) * interval '1 day' + interval '10 days')::date, (now() - (n % 700) * interval '1 day' + interval '15 days')::date,
     now() - (n % 700) * interval '1 day' + (n % 20) * interval '1 day', now() - (n % 700) * interval '1 day' + interval '16 days',
     4000000000 + (n % ${POINTS * TENANTS}), null, array[lpad((1 + n % 20)::text, 2, '0')], 0
   from generate_series(0, ${DANGERS - 1}) n`,
);
await pool.query('vacuum analyze');
await pool.query('checkpoint'); // the inserts written out before the timing, not during it
console.log(`data ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const filters = await resolveFilters(db, ctx, {});
const pct = (times: number[], p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
for (const [name, screen] of Object.entries(STAT_SCREENS)) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await screen.compute(db, ctx, filters);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(`${screen.path.padEnd(20)} (${name}): p50 ${pct(times, 50)} ms, p95 ${pct(times, 95)} ms`);
}

for (const [label, query] of [
  ['danger summary', dangerSummaryQuery(db, ctx, filters).toSQL()],
  ['task summary', taskSummaryQuery(db, ctx, filters).toSQL()],
] as const) {
  const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${query.sql}`, query.params);
  console.log(`\nplan of the ${label}:\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

await served.close();
await stopBench(env);
