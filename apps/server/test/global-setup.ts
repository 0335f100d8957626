import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '../src/db/client';
import { type EmbeddedDb, startEmbeddedPostgres } from '../src/db/embedded';
import { seed } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const TEMPLATE = 'dp_test_template';
let embedded: EmbeddedDb | undefined;

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL's server), with a migrated and
 * seeded template database that every test file clones.
 */
export async function setup(project: TestProject) {
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    const dir = resolve(import.meta.dirname, '../../../.tmp/test-pg');
    mkdirSync(dir, { recursive: true });
    embedded = await startEmbeddedPostgres({ dir: join(dir, 'pg'), port: 54329, database: 'postgres' });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const old = await admin.query(`select datname from pg_database where datname like 'dp_test_%'`);
  for (const r of old.rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${TEMPLATE}`;
  const { db, pool } = createDb(u.toString(), 4);
  await runMigrations(db, pool);
  await seed(db);
  await pool.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
}

export async function teardown() {
  await embedded?.stop();
}
