import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { parseDateTime } from '../core/dates';
import { param } from '../db/schema';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

// Seven rows keyed sq.1 … sq.7, created a day apart (sq.1 oldest), names in reverse order of keys.
const N = 7;
beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
  for (let i = 1; i <= N; i++) {
    const res = await t.call('POST', `${URL}/submit`, tok, {
      paramName: `name ${String.fromCharCode(105 - i)}`, // h, g, f, … b
      paramKey: `sq.${i}`,
      paramValue: String(i),
    });
    expect(res.body.code).toBe(200);
    await t.db
      .update(param)
      .set({ createTime: parseDateTime(`2024-01-0${i} 10:00:00`)! })
      .where(eq(param.id, res.body.data.id));
  }
});
afterAll(() => t.close());

async function order(query: Record<string, string>) {
  const res = await t.call('GET', `${URL}/list`, tok, undefined, {
    paramKey_likeright: 'sq.',
    size: '100',
    ...query,
  });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(200);
  return (res.body.data.records as { paramKey: string }[]).map((r) => Number(r.paramKey.slice(3)));
}

const NEWEST_FIRST = [7, 6, 5, 4, 3, 2, 1];
const OLDEST_FIRST = [1, 2, 3, 4, 5, 6, 7];

describe('sorting', () => {
  it('defaults to the definition order (createTime desc)', async () => {
    expect(await order({})).toEqual(NEWEST_FIRST);
  });

  it('sorts by ascs/descs column names in camel or snake case', async () => {
    expect(await order({ ascs: 'createTime' })).toEqual(OLDEST_FIRST);
    expect(await order({ ascs: 'create_time' })).toEqual(OLDEST_FIRST);
    expect(await order({ descs: 'create_time' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'paramKey' })).toEqual(OLDEST_FIRST);
    expect(await order({ descs: 'param_key' })).toEqual(NEWEST_FIRST);
    // names run h…b as keys run 1…7
    expect(await order({ ascs: 'paramName' })).toEqual(NEWEST_FIRST);
    expect(await order({ descs: 'param_name' })).toEqual(OLDEST_FIRST);
  });

  it('accepts a comma list and several columns', async () => {
    await t.db.update(param).set({ paramName: 'same' }).where(sql`${param.paramKey} in ('sq.2', 'sq.3')`);
    try {
      expect(
        await order({ ascs: 'paramName,paramKey', paramKey_likeright: 'sq.', paramName: 'same' }),
      ).toEqual([2, 3]);
      expect(await order({ ascs: 'paramName', descs: 'paramKey', paramName: 'same' })).toEqual([3, 2]);
    } finally {
      await t.db.update(param).set({ paramName: 'name g' }).where(eq(param.paramKey, 'sq.2'));
      await t.db.update(param).set({ paramName: 'name f' }).where(eq(param.paramKey, 'sq.3'));
    }
  });

  it('ignores unknown and non-sortable columns (falls back to the default order)', async () => {
    expect(await order({ ascs: 'nope' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'paramValue' })).toEqual(NEWEST_FIRST); // a field, but not sortable
    expect(await order({ ascs: 'password' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'tenant_id' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'nope,createTime' })).toEqual(OLDEST_FIRST);
  });

  it('does nothing harmful with SQL in ascs/descs', async () => {
    expect(await order({ descs: 'id;drop table calf_param' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'paramName desc, (select 1)' })).toEqual(NEWEST_FIRST);
    expect(await order({ ascs: 'createTime; delete from calf_param' })).toEqual(NEWEST_FIRST);
    expect(await order({ descs: '(case when 1=1 then id end)' })).toEqual(NEWEST_FIRST);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from calf_param where param_key like 'sq.%'`,
    );
    expect(rows[0].n).toBe(N);
    const { rows: tables } = await t.pool.query(`select to_regclass('calf_param') as t`);
    expect(tables[0].t).toBe('calf_param');
  });
});

describe('paging', () => {
  it('answers the page shape with defaults current 1, size 10', async () => {
    const res = await t.call('GET', `${URL}/list`, tok);
    const total = (
      await t.pool.query(
        `select count(*)::int as n from calf_param where tenant_id = '000000' and is_deleted = 0`,
      )
    ).rows[0].n;
    expect(total).toBeGreaterThan(10);
    expect(Object.keys(res.body.data).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    expect(res.body.data).toMatchObject({ current: 1, size: 10, total, pages: Math.ceil(total / 10) });
    expect(res.body.data.records).toHaveLength(10);
  });

  it('pages through the rows without overlap', async () => {
    const page = async (current: number) =>
      (
        await t.call('POST', `${URL}/page`, tok, undefined, {
          paramKey_likeright: 'sq.',
          ascs: 'paramKey',
          size: '3',
          current: String(current),
        })
      ).body.data;
    const [p1, p2, p3, p4] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(p1).toMatchObject({ total: N, size: 3, current: 1, pages: 3 });
    const keysOf = (p: { records: { paramKey: string }[] }) => p.records.map((r) => r.paramKey);
    expect(keysOf(p1)).toEqual(['sq.1', 'sq.2', 'sq.3']);
    expect(keysOf(p2)).toEqual(['sq.4', 'sq.5', 'sq.6']);
    expect(keysOf(p3)).toEqual(['sq.7']);
    expect(p4).toMatchObject({ records: [], total: N, current: 4 });
  });

  it('caps the size and repairs nonsense paging values', async () => {
    const get = async (q: Record<string, string>) =>
      (await t.call('GET', `${URL}/list`, tok, undefined, q)).body.data;
    expect((await get({ size: '100000' })).size).toBe(1000);
    expect(await get({ size: 'abc', current: 'x' })).toMatchObject({ size: 10, current: 1 });
    expect(await get({ size: '0', current: '0' })).toMatchObject({ size: 10, current: 1 });
    expect(await get({ size: '-5', current: '-2' })).toMatchObject({ size: 1, current: 1 });
    expect((await get({ size: '2.7' })).records).toHaveLength(2);
    // a page number so large that the offset would overflow: capped, answered as an empty page
    expect(await get({ current: '1e300' })).toMatchObject({ current: 1_000_000_000, records: [] });
  });

  it('pages in the body of POST page as well as in the query', async () => {
    const res = await t.call('POST', `${URL}/page`, tok, {
      current: 2,
      size: 2,
      paramKey_likeright: 'sq.',
      ascs: 'paramKey',
    });
    expect(res.body.data).toMatchObject({ current: 2, size: 2, total: N, pages: 4 });
    expect(res.body.data.records.map((r: { paramKey: string }) => r.paramKey)).toEqual(['sq.3', 'sq.4']);
  });
});

describe('deep pages', () => {
  it('read ids first from offset 200 on and give the same rows, in the same order, as a shallow read', async () => {
    await t.pool.query(`
      insert into calf_param (id, tenant_id, param_name, param_key, param_value, create_time)
      select 2000000000 + g, '000000', 'deep ' || (g % 7), 'deep.' || g, '', timestamp '2024-02-01' + (g % 5) * interval '1 day'
      from generate_series(1, 260) g`);
    const keys = async (query: Record<string, string>) =>
      (
        (await t.call('GET', `${URL}/list`, tok, undefined, { paramKey_likeright: 'deep.', ...query })).body
          .data.records as { paramKey: string }[]
      ).map((r) => r.paramKey);
    const all = await keys({ size: '1000', ascs: 'paramName' });
    expect(all).toHaveLength(260);
    // size 20, page 11 → offset 200: the deferred read; page 13 is the last, partial one
    expect(await keys({ size: '20', current: '11', ascs: 'paramName' })).toEqual(all.slice(200, 220));
    expect(await keys({ size: '20', current: '13', ascs: 'paramName' })).toEqual(all.slice(240, 260));
    expect(await keys({ size: '20', current: '14', ascs: 'paramName' })).toEqual([]);
  });
});
