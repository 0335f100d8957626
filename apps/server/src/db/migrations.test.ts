import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, runMigrations } from './client';

const created: string[] = [];
const pools: pg.Pool[] = [];

async function freshDatabase(): Promise<pg.Pool> {
  const name = `dp_mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const u = new URL(inject('pgAdminUrl'));
  u.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
  pools.push(pool);
  return pool;
}

afterAll(async () => {
  for (const pool of pools) await pool.end();
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** What the migrations built: columns, indexes, constraints, and the record of applied migrations. */
async function shape(pool: pg.Pool) {
  const q = async (text: string) => (await pool.query(text)).rows.map((r) => Object.values(r).join(' | '));
  return {
    columns: await q(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' order by 1, 2`,
    ),
    indexes: await q(`select indexdef from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await q(
      `select conrelid::regclass::text, pg_get_constraintdef(oid) from pg_constraint
       where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    applied: await q(`select hash, created_at from drizzle.__drizzle_migrations order by created_at`),
  };
}

/** A copy of the migrations folder holding only the first `n` migrations. */
function firstMigrations(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'dp-mig-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, n);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  return dir;
}

describe('runMigrations', () => {
  it("builds what drizzle's migrator builds and records the same rows; each sees the other's work as done", async () => {
    const byDrizzle = await freshDatabase();
    await migrate(drizzle({ client: byDrizzle }), { migrationsFolder });
    const ours = await freshDatabase();
    const total = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries
      .length;
    expect(await runMigrations(ours)).toBe(total);

    const expected = await shape(byDrizzle);
    expect(expected.applied).toHaveLength(total);
    expect(await shape(ours)).toEqual(expected);
    // nothing left to do for either, whichever ran first
    expect(await runMigrations(byDrizzle)).toBe(0);
    expect(await runMigrations(ours)).toBe(0);
    await migrate(drizzle({ client: ours }), { migrationsFolder });
    expect(await shape(ours)).toEqual(expected);
  });

  it('applies only the migrations a database has not had yet', async () => {
    const pool = await freshDatabase();
    expect(await runMigrations(pool, firstMigrations(3))).toBe(3);
    const full = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries
      .length;
    expect(await runMigrations(pool)).toBe(full - 3);
    const reference = await freshDatabase();
    await runMigrations(reference);
    expect(await shape(pool)).toEqual(await shape(reference));
  });

  it('leaves nothing behind when a migration fails', async () => {
    const pool = await freshDatabase();
    const dir = firstMigrations(2);
    const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'));
    const second = join(dir, `${journal.entries[1].tag}.sql`);
    writeFileSync(
      second,
      `${readFileSync(second, 'utf8')}\n--> statement-breakpoint\nselect * from no_such_table;`,
    );
    await expect(runMigrations(pool, dir)).rejects.toThrow('no_such_table');
    const { rows } = await pool.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(rows[0].n).toBe(0);
    expect((await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(
      0,
    );
  });
});
