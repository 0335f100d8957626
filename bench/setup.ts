// Shared by the benchmarks: a throwaway embedded PostgreSQL, migrated and seeded, and the real
// app listening on a loopback port with a signed-in admin token.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { createDb, type Db, runMigrations } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { md5Hex } from '../apps/server/src/modules/auth/passwords';
import { seed } from '../apps/server/src/seed/index';

export async function startBenchDatabase(name: string) {
  const dir = join(import.meta.dirname, `../.tmp/${name}`);
  rmSync(dir, { recursive: true, force: true });
  const pgServer = await startEmbeddedPostgres({
    dir: join(dir, 'pg'),
    port: 20000 + Math.floor(Math.random() * 20000),
    database: 'bench',
  });
  const { db, pool } = createDb(pgServer.url, 20);
  await runMigrations(pool);
  await seed(db);
  await pool.query('update calf_user set must_change_password = false');
  return { dir, db, pool, pgServer };
}

/** The app on a loopback port, and an admin access token for it. */
export async function startBenchApp(
  dir: string,
  db: Db,
): Promise<{ url: string; token: string; config: Config; close: () => Promise<void> }> {
  // The benchmarks sign in with the password grant, which the web client may use only without the captcha.
  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    CAPTCHA_ENABLED: 'false',
  });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const res = await fetch(
    `${url}/api/calf-auth/oauth/token?tenantId=000000&username=admin&password=${md5Hex('admin')}&grant_type=password`,
    {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('web:web_public').toString('base64')}` },
    },
  );
  const { access_token } = (await res.json()) as { access_token: string };
  return { url, token: access_token, config, close: () => app.close() };
}

export async function stopBench(env: Awaited<ReturnType<typeof startBenchDatabase>>) {
  await env.pool.end();
  // pg-pool's end() resolves once it has asked its connections to close, not once they have: a
  // cluster stopped at that moment terminates them and each reports an error. Wait until the
  // server has let them go (at most 2 s).
  const probe = new pg.Client({ connectionString: env.pgServer.url });
  await probe.connect();
  for (let i = 0; i < 40; i++) {
    const { rows } = await probe.query(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await probe.end();
  await env.pgServer.stop();
  rmSync(env.dir, { recursive: true, force: true });
}
