import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../core/paths';
import * as schema from './schema';

export type Db = ReturnType<typeof createDb>['db'];

export function createDb(url: string, max = 20) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, admin shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection error: ${err.message}`));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool };
}

export const migrationsFolder = join(serverRoot, 'drizzle');

/** Applies the checked-in migrations; an advisory lock keeps concurrent nodes from racing. */
export async function runMigrations(db: Db, pool: pg.Pool): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(724201)');
    await migrate(db, { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(724201)').catch(() => {});
    conn.release();
  }
}
