// Home widgets at volume: 1,000,000 dangers over 100 tenants (one tenant with 10,000), 5,000,000
// check-plan items, and every widget of that tenant computed uncached 50 times (target p95 < 100 ms
// server time, timed at the widget functions). Prints the p95 per widget and the plans of the
// heaviest queries. Sizes: BENCH_DANGERS, BENCH_TASKS. Not part of `npm test`.
import { resolveContext } from '../apps/server/src/modules/auth/session';
import { checkTypeDistribute, homeBaseInfo } from '../apps/server/src/modules/home/base-widgets';
import { extinguisherBaseInfo, hydrantBaseInfo } from '../apps/server/src/modules/home/fire-widgets';
import { periodOf } from '../apps/server/src/modules/home/period';
import {
  riskDeptDistribute,
  riskLevelDistribute,
  riskList,
  riskTypeDistribute,
} from '../apps/server/src/modules/home/risk-widgets';
import { checkWeek } from '../apps/server/src/modules/home/week-widget';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const DANGERS = Number(process.env.BENCH_DANGERS ?? 1_000_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 5_000_000);
const TENANTS = 100;
const MINE = 10_000; // dangers of the measured tenant (000000)
const POINTS = 2_000; // check points per tenant
const RISKS = 500; // risk points per tenant
const env = await startBenchDatabase('bench-home');
const { db, pool } = env;
const served = await startBenchApp(env.dir, db);
const resolved = await resolveContext(db, served.config.jwtSecret, served.token);
if (!('ctx' in resolved)) throw new Error('no context');
const ctx = resolved.ctx;
const tz = served.config.timeZone;
const tenant = (n: string) =>
  `case when ${n} % ${TENANTS} = 0 then '000000' else lpad((${n} % ${TENANTS})::text, 6, '1') end`;

console.log(`inserting ${RISKS * TENANTS} risk points and ${POINTS * TENANTS} check points…`);
await pool.query(
  `insert into risk_point_type (id, tenant_id, code, name, category, risk_level, dept_id, enable_status)
   select 7000000000 + r, ${tenant('r')}, 'FXD-' || r, '风险点' || r,
     case when r % 3 = 0 then 'OPERATION' else 'FACILITY_AREA' end,
     (array['MAJOR','SIGNIFICANT','GENERAL','LOW'])[1 + r % 4], 1 + r % 20, 'ENABLED'
   from generate_series(1, ${RISKS * TENANTS}) r`,
);
await pool.query(
  `insert into shtmp_check_risk_point (id, tenant_id, name, number, point_kind, enable_status, qr_token,
     risk_point_type_id, risk_level, dept_id, last_check_result, quantity, extinguisher_type, production_date, hydrant_type)
   select 8000000000 + p, ${tenant('p')}, '点位' || p, 'JCD-' || p,
     (array['NORMAL','NORMAL','EXTINGUISHER','HYDRANT'])[1 + p % 4], 'ENABLED', 'bench-home-' || p,
     7000000000 + p % ${RISKS * TENANTS} + 1, 'LOW', 1 + p % 20,
     case when p % 9 = 0 then 'FAIL' else 'PASS' end, 2, 'DRY_POWDER_ABC', current_date - (p % 4000), 'INDOOR'
   from generate_series(1, ${POINTS * TENANTS}) p`,
);
console.log(`inserting ${DANGERS} dangers (${MINE} in the measured tenant)…`);
await pool.query(
  `insert into danger_record (id, tenant_id, danger_no, title, description, status, level, found_time,
     current_deadline, rectify_dept_id, risk_point_type_id, version)
   select 9000000000 + d,
     case when d <= ${MINE} then '000000' else lpad((1 + d % ${TENANTS - 1})::text, 6, '1') end,
     'YH-' || d, '隐患' || d, '描述',
     (array['CLOSED','CLOSED','CLOSED','PENDING_RECTIFY','PENDING_PLAN','PENDING_CONFIRM','PENDING_ACCEPT','IGNORED'])[1 + d % 8],
     case when d % 23 = 0 then 'MAJOR' else 'GENERAL' end,
     now() - (d % 1000) * interval '1 day', current_date - (d % 60) + 30, 1 + d % 20,
     7000000000 + (d * 100) % ${RISKS * TENANTS} + 1, 0
   from generate_series(1, ${DANGERS}) d`,
);
console.log(`inserting ${TASKS} check-plan items and this month's records…`);
await pool.query(
  `insert into shtmp_check_plan_item (id, tenant_id, plan_id, check_risk_point_id, period_no, due_start, due_end, task_status)
   select 10000000000 + i, ${tenant('i')}, 1, 8000000000 + i % ${POINTS * TENANTS} + 1, i,
     now() - (i % 400) * interval '1 day' - interval '1 hour', now() - (i % 400) * interval '1 day' + interval '8 hour',
     (array['DONE','DONE','DONE_LATE','OVERDUE','PENDING','SKIPPED'])[1 + i % 6]
   from generate_series(1, ${TASKS}) i`,
);
await pool.query(
  `insert into shtmp_check_record (id, tenant_id, record_no, check_risk_point_id, check_type, checker_id,
     submit_time, year, result, fail_count, record_status)
   select 11000000000 + r, ${tenant('r')}, 'JC-H' || r, 8000000000 + r % ${POINTS * TENANTS} + 1,
     (array['DAILY','SPECIAL','FIRE_FACILITY'])[1 + r % 3], 1, now() - (r % 25) * interval '1 day',
     extract(year from now())::int, case when r % 11 = 0 then 'ABNORMAL' else 'NORMAL' end, 0, 'SUBMITTED'
   from generate_series(1, ${POINTS * TENANTS * 2}) r`,
);
for (const t of [
  'risk_point_type',
  'shtmp_check_risk_point',
  'danger_record',
  'shtmp_check_plan_item',
  'shtmp_check_record',
])
  await pool.query(`vacuum analyze ${t}`);
await pool.query('checkpoint'); // the inserts written out before the timing, not during it

const period = periodOf({}, tz);
const widgets: [string, () => Promise<unknown>][] = [
  ['homeBaseInfo', () => homeBaseInfo(db, ctx, tz)],
  ['riskList', () => riskList(db, ctx, 10)],
  ['riskTypeDistribute', () => riskTypeDistribute(db, ctx)],
  ['riskLevelDistribute', () => riskLevelDistribute(db, ctx, 'type')],
  ['riskDeptDistribute', () => riskDeptDistribute(db, ctx)],
  ['checkTypeDistribute', () => checkTypeDistribute(db, ctx, period)],
  ['extinguisherBaseInfo', () => extinguisherBaseInfo(db, ctx, tz)],
  ['hydrantBaseInfo', () => hydrantBaseInfo(db, ctx, tz)],
  ['checkWeek', () => checkWeek(db, ctx, tz)],
];
console.log('\nwidget                  p50 ms   p95 ms   (uncached, 50 runs)');
for (const [name, run] of widgets) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(`${name.padEnd(22)} ${at(0.5).padStart(7)}  ${at(0.95).padStart(7)}`);
}

const plans: [string, string][] = [
  [
    'open / overdue / major dangers of the tenant',
    `select count(*) filter (where status in ('DRAFT','PENDING_CONFIRM','PENDING_PLAN','PENDING_RECTIFY','PENDING_ACCEPT'))
     from danger_record where is_deleted = 0 and tenant_id = '000000'`,
  ],
  [
    "today's tasks",
    `select count(*) from shtmp_check_plan_item where is_deleted = 0 and tenant_id = '000000'
     and due_end >= current_date and due_end < current_date + 1`,
  ],
  [
    'records of the month by type',
    `select check_type, count(*) from shtmp_check_record where is_deleted = 0 and tenant_id = '000000'
     and record_status = 'SUBMITTED' and submit_time >= date_trunc('month', now()) group by 1`,
  ],
];
for (const [label, sql] of plans) {
  const { rows } = await pool.query(`explain (analyze, buffers off, costs off) ${sql}`);
  console.log(`\n-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

await served.close();
await stopBench(env);
