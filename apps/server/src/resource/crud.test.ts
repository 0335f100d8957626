import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { param, user } from '../db/schema';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
  [{ id: adminId }] = await t.db.select({ id: user.id }).from(user).where(eq(user.account, 'admin'));
});
afterAll(() => t.close());

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const submit = (body: unknown) => t.call('POST', `${URL}/submit`, tok, body);
type ParamRow = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  isDeleted: number;
  createUser: string;
  createTime: Date;
  updateTime: Date;
};
const rowOf = async (id: string) => (await t.db.select().from(param).where(eq(param.id, id)))[0] as ParamRow;
const liveCount = async () =>
  (
    await t.db
      .select()
      .from(param)
      .where(and(eq(param.tenantId, '000000'), eq(param.isDeleted, 0)))
  ).length;

describe('insert, read, update', () => {
  it('submit without id inserts, filling the base columns from the caller', async () => {
    const res = await submit({
      paramName: '  测试参数  ',
      paramKey: 'crud.one',
      paramValue: 'v1',
      remark: 'r1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '新增成功' });
    const d = res.body.data;
    expect(d).toMatchObject({ paramName: '测试参数', paramKey: 'crud.one', paramValue: 'v1', remark: 'r1' });
    expect(d.id).toMatch(/^\d{15,19}$/);
    expect(d).toMatchObject({ tenantId: '000000', status: 1, createUser: adminId, updateUser: adminId });
    expect(d.createTime).toMatch(DATETIME);
    expect(d).not.toHaveProperty('isDeleted');
    const row = await rowOf(d.id);
    expect(row).toMatchObject({ paramName: '测试参数', tenantId: '000000', isDeleted: 0 });
  });

  it('get/{id} and detail?id return the row; unknown or malformed ids are refused', async () => {
    const { id } = (await submit({ paramName: 'n', paramKey: 'crud.get', paramValue: 'gv' })).body.data;
    const byPath = await t.call('GET', `${URL}/get/${id}`, tok);
    expect(byPath.body.data).toMatchObject({ id, paramKey: 'crud.get', paramValue: 'gv' });
    const byQuery = await t.call('GET', `${URL}/detail`, tok, undefined, { id });
    expect(byQuery.body.data).toEqual(byPath.body.data);
    const missing = await t.call('GET', `${URL}/get/123456789`, tok);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, success: false, msg: '数据不存在或已被删除' });
    const bad = await t.call('GET', `${URL}/detail`, tok, undefined, { id: 'abc' });
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误: id 应为编号' });
    expect((await t.call('GET', `${URL}/detail`, tok)).body.code).toBe(400);
    // 19 digits but beyond bigint: refused as malformed rather than failing in the database
    expect((await t.call('GET', `${URL}/get/9999999999999999999`, tok)).body).toMatchObject({ code: 400 });
    expect((await t.call('GET', `${URL}/get/9223372036854775807`, tok)).body).toMatchObject({ code: 404 });
  });

  it('submit with id updates only the given fields and refreshes updateTime', async () => {
    const created = (
      await submit({ paramName: 'old', paramKey: 'crud.upd', paramValue: 'a', remark: 'keep' })
    ).body.data;
    await t.db
      .update(param)
      .set({ updateTime: new Date('2020-01-01T00:00:00Z') })
      .where(eq(param.id, created.id));
    const res = await submit({ id: created.id, paramValue: 'b' });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(res.body.data).toMatchObject({
      id: created.id,
      paramName: 'old',
      paramValue: 'b',
      remark: 'keep',
    });
    const row = await rowOf(created.id);
    expect(row.paramValue).toBe('b');
    expect(row.updateTime.getFullYear()).toBeGreaterThan(2020);
    expect(res.body.data.createTime).toBe(created.createTime);
  });

  it('save inserts and refuses an id; update needs an id', async () => {
    const saved = await t.call('POST', `${URL}/save`, tok, {
      paramName: 's',
      paramKey: 'crud.save',
      paramValue: 'x',
    });
    expect(saved.body).toMatchObject({ code: 200, msg: '新增成功' });
    const withId = await t.call('POST', `${URL}/save`, tok, {
      id: saved.body.data.id,
      paramName: 's',
      paramKey: 'crud.save2',
      paramValue: 'x',
    });
    expect(withId.body).toMatchObject({ code: 400, msg: '参数错误: 新增数据不能指定 id' });
    const noId = await t.call('POST', `${URL}/update`, tok, { paramValue: 'y' });
    expect(noId.body).toMatchObject({ code: 400, msg: '参数错误: id 不能为空' });
    const upd = await t.call('POST', `${URL}/update`, tok, { id: saved.body.data.id, paramValue: 'y' });
    expect(upd.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await rowOf(saved.body.data.id)).paramValue).toBe('y');
    const gone = await t.call('POST', `${URL}/update`, tok, { id: '42', paramValue: 'y' });
    expect(gone.body.code).toBe(404);
  });

  it('ignores server-owned fields in the body (tenant, deletion flag, audit columns)', async () => {
    const res = await submit({
      paramName: 'n',
      paramKey: 'crud.owned',
      paramValue: 'v',
      tenantId: '999999',
      isDeleted: 1,
      createUser: '1',
      createTime: '2000-01-01 00:00:00',
    });
    const row = await rowOf(res.body.data.id);
    expect(row).toMatchObject({ tenantId: '000000', isDeleted: 0, createUser: adminId });
    expect(row.createTime.getFullYear()).toBeGreaterThan(2000);
    await submit({ id: row.id, tenantId: '999999', isDeleted: 1 });
    expect(await rowOf(row.id)).toMatchObject({ tenantId: '000000', isDeleted: 0 });
  });
});

describe('unique paramKey per tenant', () => {
  it('refuses a second row with the same key, on insert and on update, with a clear message', async () => {
    const before = await liveCount();
    const dup = await submit({ paramName: 'x', paramKey: 'account.failCount', paramValue: '1' });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      code: 400,
      success: false,
      msg: '当前参数键名 [account.failCount] 已存在!',
    });
    expect(await liveCount()).toBe(before);
    const other = (await submit({ paramName: 'x', paramKey: 'crud.uniq', paramValue: '1' })).body.data;
    const clash = await submit({ id: other.id, paramKey: 'account.failCount' });
    expect(clash.body.msg).toBe('当前参数键名 [account.failCount] 已存在!');
    expect((await rowOf(other.id)).paramKey).toBe('crud.uniq');
    // keeping one's own key is no clash
    expect((await submit({ id: other.id, paramKey: 'crud.uniq', paramValue: '2' })).body.code).toBe(200);
  });

  it('frees the key of a removed row', async () => {
    const a = (await submit({ paramName: 'x', paramKey: 'crud.reuse', paramValue: '1' })).body.data;
    await t.call('POST', `${URL}/remove`, tok, undefined, { ids: a.id });
    expect((await submit({ paramName: 'x', paramKey: 'crud.reuse', paramValue: '2' })).body.code).toBe(200);
  });
});

describe('remove', () => {
  const make = async (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++)
      out.push(
        (await submit({ paramName: 'r', paramKey: `crud.rm.${Date.now()}.${i}`, paramValue: 'v' })).body.data
          .id,
      );
    return out;
  };

  it('soft-deletes the ids of a comma query string', async () => {
    const [a, b, c] = await make(3);
    const res = await t.call('POST', `${URL}/remove`, tok, undefined, { ids: `${a},${b}` });
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '删除成功' });
    expect((await rowOf(a)).isDeleted).toBe(1);
    expect((await rowOf(b)).isDeleted).toBe(1);
    expect((await rowOf(c)).isDeleted).toBe(0);
    expect((await t.call('GET', `${URL}/get/${a}`, tok)).status).toBe(404);
    const list = await t.call('GET', `${URL}/list`, tok, undefined, { id: a });
    expect(list.body.data.total).toBe(0);
  });

  it('accepts a JSON array and an {ids} body', async () => {
    const [a, b, c] = await make(3);
    expect((await t.call('POST', `${URL}/remove`, tok, [a, b])).body.code).toBe(200);
    expect((await rowOf(a)).isDeleted + (await rowOf(b)).isDeleted).toBe(2);
    expect((await t.call('POST', `${URL}/remove`, tok, { ids: c })).body.code).toBe(200);
    expect((await rowOf(c)).isDeleted).toBe(1);
  });

  it('refuses no ids, malformed ids and ids that are not there', async () => {
    const [a] = await make(1);
    expect((await t.call('POST', `${URL}/remove`, tok, undefined, { ids: '' })).body).toMatchObject({
      code: 400,
      msg: '请选择要删除的数据',
    });
    const bad = await t.call('POST', `${URL}/remove`, tok, undefined, { ids: `${a},1 or 1=1` });
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误: ids 应为逗号分隔的编号' });
    expect((await rowOf(a)).isDeleted).toBe(0);
    expect(
      (await t.call('POST', `${URL}/remove`, tok, undefined, { ids: '9999999999999999999' })).body.code,
    ).toBe(400);
    const gone = await t.call('POST', `${URL}/remove`, tok, undefined, { ids: '987654321' });
    expect(gone.body).toMatchObject({ code: 404, msg: '数据不存在或已被删除' });
    await t.call('POST', `${URL}/remove`, tok, undefined, { ids: a });
    expect((await t.call('POST', `${URL}/remove`, tok, undefined, { ids: a })).body.code).toBe(404);
  });
});
