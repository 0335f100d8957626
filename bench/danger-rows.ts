// The danger rows of the volume bench (check.bench.ts): ledger pages over DANGERS dangers spread
// over 100 tenants (the measured tenant 000000 holds one in SHARE, by default 100,000 of 1,000,000,
// so that page 500 of the filtered ledger exists), filtered by status + department subtree + found
// date range, and `process` transitions (each with its flow log and notifications), timed at the
// service.
import type pg from 'pg';
import type { RequestContext } from '../apps/server/src/core/context';
import type { Db } from '../apps/server/src/db/client';
import {
  dangerService,
  dangerWorkflow,
  openDangerService,
} from '../apps/server/src/modules/danger/danger-service';
import { plansOf } from './plans';

const DANGERS = Number(process.env.BENCH_DANGERS ?? 1_000_000);
const SHARE = Number(process.env.BENCH_DANGER_SHARE ?? 10);
const TRANSITIONS = 200;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms`;
}

async function timed(runs: number, fn: (i: number) => Promise<unknown>, warmup = 0) {
  // untimed first runs: plans cached, pages in shared buffers, as on a server that is running
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return percentiles(times);
}

/** A danger in every state of the closed loop, closed ones the most common. */
const STATUSES = [
  'DRAFT',
  'PENDING_CONFIRM',
  'PENDING_RECTIFY',
  'PENDING_ACCEPT',
  'CLOSED',
  'CLOSED',
  'CLOSED',
];

/**
 * The statement that inserts dangers d = $1+1 … $2 (ids 8000000000 + d; reporter, rectifier and
 * creator $3, the reporting department $4), with the SQL expressions in d given for the tenant, the
 * status (an index into STATUSES, taken modulo its length), the rectifying department, the
 * acceptor and how long ago it was found. Shared with the scale suite (scale-rows.ts).
 */
export function dangerInsert(o: {
  tenant: string;
  status: string;
  rectifyDept: string;
  acceptor: string;
  foundAgo: string;
}) {
  return `insert into danger_record (id, tenant_id, version, danger_no, title, description, source, place_id,
       found_time, reporter_id, reporter_dept_id, photo_ids, rectify_mode, status, level, category,
       rectify_dept_id, rectify_user_id, accept_user_id, original_deadline, current_deadline, plan_status,
       delay_count, reject_count, create_time, create_user)
     select 8000000000 + d, ${o.tenant}, 0, 'YH-B-' || d, '基准隐患' || d, '电缆沟积水', 'EMPLOYEE_REPORT', 1,
       now() - ${o.foundAgo}, $3, $4, '[]'::jsonb, 'DEADLINE',
       (array[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + (${o.status}) % ${STATUSES.length}],
       'GENERAL', 'SITE', ${o.rectifyDept}, $3, ${o.acceptor},
       current_date + 10, current_date + 10, 'NONE', 0, 0, now() - ${o.foundAgo}, $3
     from generate_series($1::int + 1, $2::int) d`;
}

export async function benchDangers({ db, pool, ctx }: { db: Db; pool: pg.Pool; ctx: RequestContext }) {
  const root = (
    await pool.query(
      `select id, ancestors from calf_dept where tenant_id = '000000' and parent_id = 0 order by id limit 1`,
    )
  ).rows[0];
  const plant = String(root.id);
  // plant → workshops W1, W2; W1 → teams T1, T2: the ledger is filtered by W1's subtree
  const [w1, w2, t1, t2] = ['7100000001', '7100000002', '7100000003', '7100000004'];
  const under = `${root.ancestors},${plant}`;
  await pool.query(
    `insert into calf_dept (id, tenant_id, parent_id, ancestors, dept_name, full_name, sort, dept_category)
     values ($1::bigint, '000000', $5::bigint, $6, '一车间', '一车间', 1, 2),
            ($2::bigint, '000000', $5::bigint, $6, '二车间', '二车间', 2, 2),
            ($3::bigint, '000000', $1::bigint, $7, '一班', '一班', 1, 3),
            ($4::bigint, '000000', $1::bigint, $7, '二班', '二班', 2, 3)`,
    [w1, w2, t1, t2, plant, under, `${under},${w1}`],
  );
  const deptId = w1;
  // A second person: the acceptor must differ from the rectifier (the admin).
  await pool.query(
    `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
     values (7000000001, '000000', 'benchAcceptor', 'x', 'benchAcceptor', '验收人', '', $1)`,
    [deptId],
  );
  console.log(
    `inserting ${DANGERS} dangers over two years in every status, 100 tenants, 1 in ${SHARE} in 000000…`,
  );
  const started = performance.now();
  // users $3, reporting department $4, the four rectifying departments $4…$7
  await pool.query(
    dangerInsert({
      tenant: `case when d % ${SHARE} = 0 then '000000' else '9' || lpad((d % 99)::text, 5, '0') end`,
      status: `d / ${SHARE}`,
      acceptor: '7000000001',
      rectifyDept: `(array[$4::bigint, $5::bigint, $6::bigint, $7::bigint])[1 + (d / ${SHARE} / 7) % 4]`,
      foundAgo: `(d % 730) * interval '1 day'`,
    }),
    [0, DANGERS, ctx.userId, w1, t1, t2, w2],
  );
  await pool.query('vacuum analyze danger_record');
  // the inserts' dirty pages written out now, not by a checkpoint in the middle of the timing
  await pool.query('checkpoint');
  console.log(`dangers ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const filtered = {
    status_equal: 'CLOSED',
    rectifyDeptId_subtree: deptId,
    foundTime_dategt: `${yearAgo} 00:00:00`,
    foundTime_datelt: '2100-01-01 00:00:00',
    size: 20,
  };
  console.log(
    `dangerRecord/page status+dept subtree+found date, ${DANGERS} dangers, page 1: ${await timed(
      100,
      () => dangerService.page(db, ctx, { ...filtered, current: 1 }),
      5,
    )}`,
  );
  console.log(
    `dangerRecord/page status+dept+found date, page 500: ${await timed(
      100,
      () => dangerService.page(db, ctx, { ...filtered, current: 500 }),
      5,
    )}`,
  );
  if (process.env.BENCH_PLANS)
    console.log(
      await plansOf(pool, () => dangerService.page(db, ctx, { ...filtered, current: 500 }), /danger_record/),
    );
  console.log(
    `dangerRecord/pageWithoutPass (open ledger), page 1: ${await timed(100, () =>
      openDangerService.page(db, ctx, { current: 1, size: 20 }),
    )}`,
  );

  // `process`: SUBMIT then CONFIRM on fresh drafts of the admin (who also acts as safety admin).
  const drafts = (
    await pool.query(
      `select id from danger_record where tenant_id = '000000' and status = 'DRAFT' order by id limit ${TRANSITIONS}`,
    )
  ).rows.map((r) => String(r.id));
  const submit = await timed(drafts.length, (i) =>
    dangerWorkflow.run(db, ctx, { id: drafts[i], action: 'SUBMIT', version: 0, payload: {} }),
  );
  console.log(`dangerRecord/process SUBMIT (${drafts.length}): ${submit}`);
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const confirm = await timed(drafts.length, (i) =>
    dangerWorkflow.run(db, ctx, {
      id: drafts[i],
      action: 'CONFIRM',
      version: 1,
      payload: {
        level: 'GENERAL',
        category: 'SITE',
        rectifyDeptId: deptId,
        rectifyUserId: ctx.userId,
        acceptUserId: '7000000001',
        originalDeadline: deadline,
      },
    }),
  );
  console.log(`dangerRecord/process CONFIRM (${drafts.length}): ${confirm}`);
}
