// Check and danger modules at volume: the task generator over 5,000 points of one daily plan
// (target < 10 s, and an idempotent rerun), the record ledger page over 1,000,000 records filtered
// by year (target p99 < 100 ms server time, timed at the service), the danger ledger over 100,000
// dangers of one tenant filtered by status + department + found date, page 1 and page 500, and
// the open ledger (target p99 < 50 ms), and danger `process` transitions with their notifications.
// Not part of `npm test`.
import { resolveContext } from '../apps/server/src/modules/auth/session';
import { generateTasks } from '../apps/server/src/modules/check/generator';
import { checkRecordService } from '../apps/server/src/modules/check/records';
import { benchDangers } from './danger-rows';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const POINTS = 5_000;
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const env = await startBenchDatabase('bench-check');
const { db, pool } = env;
const served = await startBenchApp(env.dir, db);
const resolved = await resolveContext(db, served.config.jwtSecret, served.token);
if (!('ctx' in resolved)) throw new Error('no context');
const ctx = resolved.ctx;

console.log(`inserting ${POINTS} check points and a daily plan started a week ago…`);
await pool.query(
  `insert into shtmp_check_risk_point (id, tenant_id, name, number, point_kind, enable_status, qr_token)
   select 4000000000 + p, '000000', '点位' || p, 'B-' || p, 'HYDRANT', 'ENABLED', 'bench-token-' || p
   from generate_series(1, ${POINTS}) p`,
);
await pool.query(
  `insert into shtmp_check_plan (id, tenant_id, name, check_type, cycle, start_date, end_date, plan_status, version)
   values (5000000001, '000000', '基准日检', 'DAILY', 'DAY', current_date - 7, current_date + 365, 'PUBLISHED', 0)`,
);
await pool.query(
  `insert into shtmp_check_plan__check_risk_point_ids (owner_id, ref_id, sort, tenant_id)
   select 5000000001, 4000000000 + p, p, '000000' from generate_series(1, ${POINTS}) p`,
);
const tz = served.config.timeZone;
const runs = [
  ['first run (a week back-filled, today, tomorrow)', 0],
  ['rerun (idempotent)', 0],
  ['next day (one new period)', 1],
] as const;
for (const [label, days] of runs) {
  const t0 = performance.now();
  const res = await generateTasks(db, { now: new Date(Date.now() + days * 86_400_000), tz });
  console.log(`generator ${label}: ${((performance.now() - t0) / 1000).toFixed(2)} s`, res);
}

console.log(`inserting ${RECORDS} check records over five years…`);
await pool.query(
  `insert into shtmp_check_record (id, tenant_id, record_no, check_risk_point_id, check_type, checker_id,
     submit_time, year, result, fail_count, record_status)
   select 6000000000 + r, '000000', 'JC-' || r, 4000000000 + (r % ${POINTS}) + 1, 'DAILY', 1,
     now() - (r % 1825) * interval '1 day', extract(year from now() - (r % 1825) * interval '1 day')::int,
     case when r % 17 = 0 then 'ABNORMAL' else 'NORMAL' end, case when r % 17 = 0 then 1 else 0 end, 'SUBMITTED'
   from generate_series(1, ${RECORDS}) r`,
);
// Vacuum sets the visibility map, as autovacuum would on a live database: counts read the index only.
await pool.query('vacuum analyze shtmp_check_record');
await pool.query('checkpoint'); // the inserts written out before the timing, not during it
const year = new Date().getFullYear() - 1;
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  await checkRecordService.page(db, ctx, { year, current: 1 + (i % 20), size: 20 });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`checkRecord/page year=${year}, ${RECORDS} records: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);

await benchDangers({ db, pool, ctx });

await served.close();
await stopBench(env);
