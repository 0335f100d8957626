import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { together } from './together';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A read that logs when it starts and ends around a short server-side sleep. */
const read = (log: string[], name: string, db: typeof t.db) => async () => {
  log.push(`${name}>`);
  await db.execute(sql`select pg_sleep(0.05)`);
  log.push(`<${name}`);
  return name;
};

describe('together', () => {
  it('overlaps reads on the pool and keeps their results in order', async () => {
    const log: string[] = [];
    expect(await together(t.db, read(log, 'a', t.db), read(log, 'b', t.db))).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a>', 'b>']);
  });

  it('runs them one after another inside a transaction (one connection)', async () => {
    const log: string[] = [];
    const out = await t.db.transaction((tx) =>
      together(
        tx,
        read(log, 'a', tx as unknown as typeof t.db),
        read(log, 'b', tx as unknown as typeof t.db),
      ),
    );
    expect(out).toEqual(['a', 'b']);
    expect(log).toEqual(['a>', '<a', 'b>', '<b']);
  });
});
