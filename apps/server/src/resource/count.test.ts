import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { nextId } from '../core/ids';
import { param } from '../db/schema';
import { countRows } from './count';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(param).values(
    Array.from({ length: 30 }, (_, i) => ({
      id: nextId(),
      tenantId: '000000',
      paramName: `计数参数${i}`,
      paramKey: `count.key.${i}`,
      paramValue: String(i),
    })),
  );
  await t.pool.query(`
    insert into calf_param (id, tenant_id, param_name, param_key, param_value)
    select 1000000000 + g, '000000', '其他' || g, 'other.' || g, '' from generate_series(1, 5000) g`);
  await t.pool.query('analyze calf_param');
});
afterAll(() => t.close());

const named = and(eq(param.isDeleted, 0), like(param.paramName, '%计数参数%'));

describe('countRows', () => {
  it('counts exactly up to the limit', async () => {
    expect(await countRows(t.db, param, named, 30)).toEqual({ total: 30, estimated: false });
    expect(await countRows(t.db, param, and(named, like(param.paramKey, '%.1%')), 11)).toEqual({
      total: 11,
      estimated: false,
    });
  });

  it('beyond the limit gives the planner estimate, never below the limit, flagged', async () => {
    const r = await countRows(t.db, param, named, 10);
    expect(r.estimated).toBe(true);
    expect(r.total).toBeGreaterThan(10);
  });
});

describe('like searches', () => {
  it('use the trigram index, Chinese text included', async () => {
    const c = await t.pool.connect();
    try {
      await c.query('begin');
      // the planner's choice on a small table aside: the index must be able to answer the pattern
      await c.query('set local enable_seqscan = off');
      await c.query('set local enable_indexscan = off');
      const plan = await c.query(`explain select id from calf_param where param_name like '%计数参数1%'`);
      await c.query('rollback');
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('calf_param_param_name_trgm');
      // Chinese characters are word characters for pg_trgm when the database's LC_CTYPE is a UTF-8
      // locale (the embedded cluster uses C.UTF-8); under plain C they are not, and the index
      // cannot narrow Chinese patterns — the README asks external databases for a UTF-8 ctype.
      const { rows } = await c.query(
        `select show_trgm('计数') as t, (select datctype from pg_database where datname = current_database()) as ctype`,
      );
      const utf8 = /utf-?8/i.test(rows[0].ctype);
      expect(rows[0].t.length > 0).toBe(utf8);
    } finally {
      c.release();
    }
  });
});
