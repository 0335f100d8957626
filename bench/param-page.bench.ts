// Paged `param` list over 100k rows with filters: our full stack (auth context, permission check,
// generic resource layer, drizzle) against a bare Fastify + pg handler running the same SQL on the
// same database. Prints req/s and p99 for both and the overhead ratio. Not part of `npm test`.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { profiled } from './profile';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const ROWS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const env = await startBenchDatabase('bench-param');
const { db, pool } = env;
console.log(`inserting ${ROWS} param rows…`);
await pool.query(`
  insert into calf_param (id, tenant_id, param_name, param_key, param_value, remark, create_time, update_time)
  select 1000000000 + g, '000000', '参数' || g, 'bench.key.' || g, md5(g::text), '', now() - g * interval '1 second', now()
  from generate_series(1, ${ROWS}) g`);
await pool.query('analyze calf_param');

const ours = await startBenchApp(env.dir, db);
const ourUrl = ours.url;
const access_token = ours.token;

// The same statements the generic layer issues for this filter (tenant, soft delete, LIKE, order, page).
const bare = Fastify();
const bareQuery = (where: string, value: string, offset: number) =>
  Promise.all([
    pool.query(
      `select * from calf_param where ${where} order by create_time desc, id desc limit 10 offset ${offset}`,
      ['000000', value],
    ),
    pool.query(`select count(*) from (select 1 from calf_param where ${where} limit 10001) c`, [
      '000000',
      value,
    ]),
  ]).then(([rows, total]) => ({
    code: 200,
    data: { records: rows.rows, total: Number(total.rows[0].count) },
  }));
bare.post('/like', () =>
  bareQuery('is_deleted = 0 and tenant_id = $1 and param_name like $2', '%参数1%', 20),
);
bare.post('/equal', () =>
  bareQuery('is_deleted = 0 and tenant_id = $1 and param_key = $2', 'bench.key.4242', 0),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

async function run(name: string, url: string, headers: Record<string, string>, body: string) {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  console.log(
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${r.latency.p99} ms`,
  );
  return r;
}

const scenarios = [
  {
    name: 'paramName LIKE (11k matches), page 3',
    path: 'like',
    body: { paramName: '参数1', current: 3, size: 10, descs: 'createTime' },
  },
  {
    name: 'paramKey_equal (indexed), page 1',
    path: 'equal',
    body: { paramKey_equal: 'bench.key.4242', current: 1, size: 10, descs: 'createTime' },
  },
];
console.log(`\n${ROWS} rows, ${CONNECTIONS} connections, ${DURATION}s per run`);
for (const s of scenarios) {
  console.log(`\n${s.name}`);
  const body = JSON.stringify(s.body);
  const ours = await profiled(`layer ${s.path}`, () =>
    run(
      '  generic layer (param/page)',
      `${ourUrl}/api/calf-system/param/page`,
      { 'calf-auth': `bearer ${access_token}` },
      body,
    ),
  );
  const base = await run('  bare fastify + pg', `${bareUrl}/${s.path}`, {}, body);
  console.log(
    `  overhead: ${(base.requests.average / ours.requests.average).toFixed(2)}x throughput, p99 ${ours.latency.p99} vs ${base.latency.p99} ms`,
  );
}

await ours.close();
await bare.close();
await stopBench(env);
