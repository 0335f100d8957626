import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
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

// Each run has its own template (and, when embedded, its own cluster), so parallel runs do not collide.
const RUN = randomBytes(3).toString('hex');
const TEMPLATE = `dp_test_${RUN}_template`;
let embedded: EmbeddedDb | undefined;
let clusterDir: string | undefined;
let adminUrl = '';

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL's server), with a migrated and
 * seeded template database that every test file clones.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    clusterDir = resolve(import.meta.dirname, `../../../.tmp/test-pg-${RUN}`);
    mkdirSync(clusterDir, { recursive: true });
    const port = 20000 + Math.floor(Math.random() * 20000);
    embedded = await startEmbeddedPostgres({ dir: join(clusterDir, 'pg'), port, database: 'postgres' });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${TEMPLATE}`;
  const { db, pool } = createDb(u.toString(), 4);
  await runMigrations(pool);
  await seed(db);
  // Suites sign in as the seeded admin; the forced first password change has its own test.
  await pool.query('update calf_user set must_change_password = false');
  await pool.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
}

export async function teardown() {
  if (embedded) {
    await embedded.stop();
    if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.end();
}
