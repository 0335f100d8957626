// The rows of the scale suite (scale.bench.ts): each area's generator grows its tables to n rows
// with multi-row `insert … select generate_series` statements (sizes are cumulative: each call adds
// the rows from the previous size up to n). A business area adds its generator here and its cases
// to CASES in scale.bench.ts.
import type pg from 'pg';
import { dangerInsert } from './danger-rows';

export type Area = {
  name: string;
  tables: string[];
  /** Adds rows from+1 … to. */
  insert: (pool: pg.Pool, from: number, to: number) => Promise<void>;
};

/** One row of the parameter page per n, and users over 100 tenants (the admin's tenant a hundredth). */
const paramsAndUsers = (roleId: string): Area => ({
  name: 'param + users',
  tables: ['calf_param', 'calf_user'],
  insert: async (pool, from, to) => {
    await pool.query(
      `insert into calf_param (id, tenant_id, param_name, param_key, param_value, remark, create_time, update_time)
       select 1000000000 + g, '000000', '参数' || g, 'bench.key.' || g, md5(g::text), '', now() - g * interval '1 second', now()
       from generate_series($1::int + 1, $2::int) g`,
      [from, to],
    );
    await pool.query(
      `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id, create_time)
       select 5000000000 + u, case when u % 100 = 0 then '000000' else (100000 + u % 100)::text end,
              'user' || u, 'x', 'user' || u, '用户' || u, $3, '', now() - u * interval '1 second'
       from generate_series($1::int + 1, $2::int) u`,
      [from, to, roleId],
    );
  },
});

const LEVELS = "array['MAJOR','SIGNIFICANT','GENERAL','LOW']";

/** Risk points of the admin's tenant, a quarter at each of the four levels. */
const riskPoints = (deptId: string, userId: string): Area => ({
  name: 'risk points',
  tables: ['risk_point_type'],
  insert: async (pool, from, to) => {
    await pool.query(
      `insert into risk_point_type (id, tenant_id, code, name, category, dept_id, responsible_user_id, eval_method,
         risk_level, rolled_up_level, control_level, enable_status, review_status, qr_token, sort, create_time)
       select 4000000000 + p, '000000', 'FXD-' || lpad(p::text, 7, '0'), '风险点' || p,
         case when p % 3 = 0 then 'OPERATION' else 'FACILITY_AREA' end, $3, $4, 'LEC',
         (${LEVELS})[1 + p % 4], (${LEVELS})[1 + p % 4],
         (array['COMPANY','DEPARTMENT','WORKSHOP','TEAM'])[1 + p % 4], 'ENABLED', 'UNSUBMITTED', md5(p::text), p,
         now() - p * interval '1 second'
       from generate_series($1::int + 1, $2::int) p`,
      [from, to, deptId, userId],
    );
  },
});

/** Dangers of the admin's tenant found over two years, in every state of the closed loop. */
const dangers = (deptId: string, userId: string): Area => ({
  name: 'dangers',
  tables: ['danger_record'],
  insert: async (pool, from, to) => {
    await pool.query(
      dangerInsert({
        tenant: "'000000'",
        status: 'd',
        rectifyDept: '$4::bigint',
        acceptor: '$3',
        foundAgo: "(d % 730) * interval '1 day' + d * interval '1 second'",
      }),
      [from, to, userId, deptId],
    );
  },
});

const CHECK_POINTS = 500;

/** Check records of the admin's tenant submitted over five years, at 500 check points. */
const checkRecords = (userId: string): Area => ({
  name: 'check records',
  tables: ['shtmp_check_record'],
  insert: async (pool, from, to) => {
    if (from === 0)
      await pool.query(
        `insert into shtmp_check_risk_point (id, tenant_id, name, number, point_kind, enable_status, qr_token)
         select 4500000000 + p, '000000', '点位' || p, 'B-' || p, 'HYDRANT', 'ENABLED', 'bench-token-' || p
         from generate_series(1, ${CHECK_POINTS}) p`,
      );
    await pool.query(
      `insert into shtmp_check_record (id, tenant_id, record_no, check_risk_point_id, check_type, checker_id,
         submit_time, year, result, fail_count, record_status, create_time)
       select 6000000000 + r, '000000', 'JC-' || r, 4500000000 + (r % ${CHECK_POINTS}) + 1, 'DAILY', $3,
         now() - (r % 1825) * interval '1 day' - r * interval '1 second',
         extract(year from now() - (r % 1825) * interval '1 day')::int,
         case when r % 17 = 0 then 'ABNORMAL' else 'NORMAL' end, case when r % 17 = 0 then 1 else 0 end,
         'SUBMITTED', now() - (r % 1825) * interval '1 day'
       from generate_series($1::int + 1, $2::int) r`,
      [from, to, userId],
    );
  },
});

export async function scaleAreas(pool: pg.Pool): Promise<Area[]> {
  const admin = (
    await pool.query<{ id: string; role_id: string }>(
      "select id, role_id from calf_user where account = 'admin' and tenant_id = '000000'",
    )
  ).rows[0];
  const dept = (
    await pool.query<{ id: string }>(
      "select id from calf_dept where tenant_id = '000000' order by id limit 1",
    )
  ).rows[0];
  return [
    paramsAndUsers(admin.role_id),
    riskPoints(dept.id, admin.id),
    dangers(dept.id, admin.id),
    checkRecords(admin.id),
  ];
}

/**
 * Grows every area's tables from `from` to `to` rows as a bulk load: the secondary indexes are
 * dropped and built again afterwards (one sorted build each instead of a million index
 * insertions), then vacuumed and analysed as autovacuum leaves a table (statistics, and the
 * visibility map that index-only scans need). Returns the seconds per area, the rebuild included.
 */
export async function growAreas(pool: pg.Pool, areas: Area[], from: number, to: number) {
  const seconds: Record<string, number> = {};
  for (const area of areas) {
    const t0 = Date.now();
    const { rows: indexes } = await pool.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = any($1) and indexname not in (select conname from pg_constraint)`,
      [area.tables],
    );
    for (const i of indexes) await pool.query(`drop index "${i.name}"`);
    await area.insert(pool, from, to);
    const build = await pool.connect();
    try {
      await build.query("set maintenance_work_mem = '256MB'");
      for (const i of indexes) await build.query(i.def);
    } finally {
      build.release();
    }
    for (const table of area.tables) await pool.query(`vacuum analyze ${table}`);
    seconds[area.name] = (Date.now() - t0) / 1000;
  }
  return seconds;
}
