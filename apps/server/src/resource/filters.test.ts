import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { parseDateTime } from '../core/dates';
import { param } from '../db/schema';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
const ids: Record<string, string> = {};

// Five rows of our own (keys ft.a … ft.e) with known names, statuses, remarks and creation times.
const ROWS = [
  { k: 'a', paramName: 'alpha one', status: 1, remark: 'has remark', createTime: '2024-01-10 08:00:00' },
  { k: 'b', paramName: 'alpha two', status: 2, remark: undefined, createTime: '2024-02-10 08:00:00' },
  { k: 'c', paramName: 'beta 100%', status: 3, remark: 'other', createTime: '2024-03-10 08:00:00' },
  { k: 'd', paramName: 'gamma_x', status: 1, remark: undefined, createTime: '2024-04-10 08:00:00' },
  { k: 'e', paramName: 'gammaYx', status: 2, remark: undefined, createTime: '2024-05-10 08:00:00' },
];

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
  for (const r of ROWS) {
    const res = await t.call('POST', `${URL}/submit`, tok, {
      paramName: r.paramName,
      paramKey: `ft.${r.k}`,
      paramValue: `value ${r.k}`,
      // The API takes only keys of the dictionary `status`; a legacy value 3 is written directly.
      status: Math.min(r.status, 2),
      ...(r.remark ? { remark: r.remark } : {}),
    });
    expect(res.body.code).toBe(200);
    if (r.status > 2)
      await t.db
        .update(param)
        .set({ status: r.status })
        .where(eq(param.paramKey, `ft.${r.k}`));
    ids[r.k] = res.body.data.id;
    await t.db
      .update(param)
      .set({ createTime: parseDateTime(r.createTime)! })
      .where(eq(param.id, ids[r.k]));
  }
});
afterAll(() => t.close());

/** Keys (a…e) of our rows matching the query, in answer order. */
async function keys(query: Record<string, string>, method: 'GET' | 'POST' = 'GET') {
  const q = { paramKey_likeright: 'ft.', size: '100', ascs: 'paramKey', ...query };
  const res = await t.call(method, `${URL}/list`, tok, undefined, q);
  expect(res.body.code, res.body.msg).toBe(200);
  return (res.body.data.records as { paramKey: string }[]).map((r) => r.paramKey.slice(3));
}

describe('text filters', () => {
  it('no suffix and _like are LIKE %v% on text', async () => {
    expect(await keys({ paramName: 'alpha' })).toEqual(['a', 'b']);
    expect(await keys({ paramName: 'pha t' })).toEqual(['b']);
    expect(await keys({ paramName_like: 'mma' })).toEqual(['d', 'e']);
  });

  it('_equal and _notequal compare the whole value', async () => {
    expect(await keys({ paramName_equal: 'alpha one' })).toEqual(['a']);
    expect(await keys({ paramName_equal: 'alpha' })).toEqual([]);
    expect(await keys({ paramName_notequal: 'alpha one' })).toEqual(['b', 'c', 'd', 'e']);
  });

  it('_likeleft matches the end, _likeright the start, _notlike excludes', async () => {
    expect(await keys({ paramName_likeleft: 'two' })).toEqual(['b']);
    expect(await keys({ paramName_likeleft: 'alpha' })).toEqual([]);
    expect(await keys({ paramName_likeright: 'gamma' })).toEqual(['d', 'e']);
    expect(await keys({ paramName_likeright: 'one' })).toEqual([]);
    expect(await keys({ paramName_notlike: 'alpha' })).toEqual(['c', 'd', 'e']);
  });

  it('matches % and _ in a LIKE value literally', async () => {
    expect(await keys({ paramName: '%' })).toEqual(['c']);
    expect(await keys({ paramName: '100%' })).toEqual(['c']);
    expect(await keys({ paramName: 'a_' })).toEqual(['d']);
    expect(await keys({ paramName_likeright: 'gamma_' })).toEqual(['d']);
    expect(await keys({ paramName_likeleft: '_x' })).toEqual(['d']);
    expect(await keys({ paramName: '\\' })).toEqual([]);
  });

  it('_null and _notnull test the column, and need a non-empty value', async () => {
    expect(await keys({ remark_null: '1' })).toEqual(['b', 'd', 'e']);
    expect(await keys({ remark_notnull: '1' })).toEqual(['a', 'c']);
    expect(await keys({ remark_null: '' })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters also come from a JSON body (POST page)', async () => {
    const res = await t.call('POST', `${URL}/page`, tok, {
      paramName_likeright: 'alpha',
      paramKey_likeright: 'ft.',
    });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.records.map((r: { paramKey: string }) => r.paramKey).sort()).toEqual([
      'ft.a',
      'ft.b',
    ]);
  });
});

describe('number and date filters', () => {
  it('_gt/_lt/_ge/_le on a number column', async () => {
    expect(await keys({ status_gt: '1' })).toEqual(['b', 'c', 'e']);
    expect(await keys({ status_lt: '3' })).toEqual(['a', 'b', 'd', 'e']);
    expect(await keys({ status_ge: '2' })).toEqual(['b', 'c', 'e']);
    expect(await keys({ status_le: '1' })).toEqual(['a', 'd']);
    expect(await keys({ status_gt: '1', status_lt: '3' })).toEqual(['b', 'e']);
  });

  it('no suffix and _equal mean = on a number or id column (not LIKE)', async () => {
    expect(await keys({ status: '2' })).toEqual(['b', 'e']);
    expect(await keys({ status: '1' })).toEqual(['a', 'd']);
    expect(await keys({ status_equal: '3' })).toEqual(['c']);
    expect(await keys({ status_notequal: '1' })).toEqual(['b', 'c', 'e']);
    expect(await keys({ id: ids.c })).toEqual(['c']);
    expect(await keys({ id_notequal: ids.c })).toEqual(['a', 'b', 'd', 'e']);
  });

  it('_gt/_lt/_ge/_le on a date column', async () => {
    expect(await keys({ createTime_gt: '2024-02-10 08:00:00' })).toEqual(['c', 'd', 'e']);
    expect(await keys({ createTime_ge: '2024-02-10 08:00:00' })).toEqual(['b', 'c', 'd', 'e']);
    expect(await keys({ createTime_lt: '2024-03-10 08:00:00' })).toEqual(['a', 'b']);
    expect(await keys({ createTime_le: '2024-03-10 08:00:00' })).toEqual(['a', 'b', 'c']);
    expect(await keys({ createTime: '2024-04-10 08:00:00' })).toEqual(['d']);
  });

  it('_dategt/_datelt/_datege/_datele/_dateequal on createTime (longest suffix first)', async () => {
    // Read as `_gt` on a column `createTime_date` the filter would be dropped and all five match.
    expect(await keys({ createTime_dategt: '2024-02-10 08:00:00' })).toEqual(['c', 'd', 'e']);
    expect(await keys({ createTime_datelt: '2024-02-10 08:00:00' })).toEqual(['a']);
    expect(await keys({ createTime_datege: '2024-02-10 08:00:00' })).toEqual(['b', 'c', 'd', 'e']);
    expect(await keys({ createTime_datele: '2024-02-10 08:00:00' })).toEqual(['a', 'b']);
    expect(await keys({ createTime_dateequal: '2024-05-10 08:00:00' })).toEqual(['e']);
    expect(await keys({ createTime_dategt: '2024-02-01', createTime_datelt: '2024-04-01 00:00:00' })).toEqual(
      ['b', 'c'],
    );
  });

  it('_notequal is not read as _equal on `paramKey_not`', async () => {
    expect(await keys({ paramKey_notequal: 'ft.a' })).toEqual(['b', 'c', 'd', 'e']);
  });

  it('refuses a non-number or non-date value with a clear 400', async () => {
    const num = await t.call('GET', `${URL}/list`, tok, undefined, { status_gt: 'abc' });
    expect(num.status).toBe(400);
    expect(num.body).toMatchObject({ code: 400, success: false, msg: '参数错误: status 应为数字' });
    const date = await t.call('GET', `${URL}/list`, tok, undefined, { createTime_dategt: 'yesterday' });
    expect(date.body.code).toBe(400);
    expect(date.body.msg).toContain('createTime');
    expect(date.body.msg).toContain('yyyy-MM-dd HH:mm:ss');
    const id = await t.call('GET', `${URL}/list`, tok, undefined, { id: '1 or 1=1' });
    expect(id.body).toMatchObject({ code: 400, msg: '参数错误: id 应为编号' });
  });

  it('refuses values the database cannot take with a 400, never a 500', async () => {
    const bad = async (q: Record<string, string>) =>
      (await t.call('GET', `${URL}/list`, tok, undefined, q)).body;
    expect(await bad({ status: '99999999999' })).toMatchObject({
      code: 400,
      msg: '参数错误: status 超出取值范围',
    });
    expect(await bad({ status_lt: '-2147483649' })).toMatchObject({ code: 400 });
    expect((await bad({ status_lt: '2147483647' })).code).toBe(200);
    // beyond bigint: not an id
    expect(await bad({ id: '9999999999999999999' })).toMatchObject({
      code: 400,
      msg: '参数错误: id 应为编号',
    });
    expect(await bad({ paramName: 'a\u0000b' })).toMatchObject({
      code: 400,
      msg: '参数错误: paramName 含有非法字符',
    });
  });
});

describe('keys that are not filters', () => {
  it('ignores keys that are not fields of the resource and keys ending in _ignore', async () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(await keys({ password: 'x' })).toEqual(all);
    expect(await keys({ tenantId: '999999' })).toEqual(all);
    expect(await keys({ tenantId_notequal: '000000' })).toEqual(all);
    expect(await keys({ isDeleted: '1' })).toEqual(all);
    expect(await keys({ createUser: '1' })).toEqual(all);
    expect(await keys({ '1=1 or': 'x' })).toEqual(all);
    expect(await keys({ "paramName') or ('1'='1": 'x' })).toEqual(all);
    expect(await keys({ paramName_ignore: 'zzz' })).toEqual(all);
    expect(await keys({ paramName_unknownsuffix: 'zzz' })).toEqual(all);
    expect(await keys({ constructor: 'x', toString: 'x', hasOwnProperty: 'x' })).toEqual(all);
    const res = await t.call(
      'GET',
      `${URL}/list?paramKey_likeright=ft.&size=100&__proto__[x]=1&paramName=a&paramName=b`,
      tok,
    );
    expect(res.body.data.total).toBe(5); // a repeated key (an array) is no filter
  });

  it('binds values as parameters: SQL in a value is only text to match', async () => {
    expect(await keys({ paramName: "' or '1'='1" })).toEqual([]);
    expect(await keys({ paramName_equal: "alpha one' --" })).toEqual([]);
  });
});
