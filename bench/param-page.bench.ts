// Paged `param` list over 100k rows with filters: our full stack (auth context, permission check,
// generic resource layer, drizzle) against a bare Fastify + pg handler running the same SQL on the
// same database. Prints req/s and p99 for both and the overhead ratio. Not part of `npm test`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb, runMigrations } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { md5Hex } from '../apps/server/src/modules/auth/passwords';
import { seed } from '../apps/server/src/seed/index';

const ROWS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const dir = join(import.meta.dirname, '../.tmp/bench');
rmSync(dir, { recursive: true, force: true });

const pgServer = await startEmbeddedPostgres({
  dir: join(dir, 'pg'),
  port: 20000 + Math.floor(Math.random() * 20000),
  database: 'bench',
});
const { db, pool } = createDb(pgServer.url, 20);
await runMigrations(db, pool);
await seed(db);
await pool.query('update calf_user set must_change_password = false');
console.log(`inserting ${ROWS} param rows…`);
await pool.query(`
  insert into calf_param (id, tenant_id, param_name, param_key, param_value, remark, create_time, update_time)
  select 1000000000 + g, '000000', '参数' || g, 'bench.key.' || g, md5(g::text), '', now() - g * interval '1 second', now()
  from generate_series(1, ${ROWS}) g`);
await pool.query('analyze calf_param');

const config = loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const ourUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const tokenRes = await fetch(
  `${ourUrl}/api/calf-auth/oauth/token?tenantId=000000&username=admin&password=${md5Hex('admin')}&grant_type=password`,
  { method: 'POST', headers: { authorization: `Basic ${Buffer.from('web:web_public').toString('base64')}` } },
);
const { access_token } = (await tokenRes.json()) as { access_token: string };

// The same statements the generic layer issues for this filter (tenant, soft delete, LIKE, order, page).
const bare = Fastify();
const bareQuery = (where: string, value: string, offset: number) =>
  Promise.all([
    pool.query(
      `select * from calf_param where ${where} order by create_time desc, id desc limit 10 offset ${offset}`,
      ['000000', value],
    ),
    pool.query(`select count(*) from calf_param where ${where}`, ['000000', value]),
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
  const ours = await run(
    '  generic layer (param/page)',
    `${ourUrl}/api/calf-system/param/page`,
    { 'calf-auth': `bearer ${access_token}` },
    body,
  );
  const base = await run('  bare fastify + pg', `${bareUrl}/${s.path}`, {}, body);
  console.log(
    `  overhead: ${(base.requests.average / ours.requests.average).toFixed(2)}x throughput, p99 ${ours.latency.p99} vs ${base.latency.p99} ms`,
  );
}

await app.close();
await bare.close();
await pool.end();
await pgServer.stop();
rmSync(dir, { recursive: true, force: true });
