import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { param } from '../db/schema';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let existing: { id: string; paramName: string; paramKey: string; paramValue: string };

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
  existing = (
    await t.call('POST', `${URL}/submit`, tok, { paramName: 'keep', paramKey: 'val.keep', paramValue: 'kv' })
  ).body.data;
});
afterAll(() => t.close());

const submit = (body: unknown) => t.call('POST', `${URL}/submit`, tok, body);
const snapshot = async () =>
  (
    await t.db
      .select()
      .from(param)
      .where(and(eq(param.tenantId, '000000')))
  )
    .map((r) => `${r.id}|${r.paramName}|${r.paramKey}|${r.paramValue}|${r.remark}|${r.status}|${r.isDeleted}`)
    .sort();

/** The call is refused with HTTP 400 / code 400 and the message, and no row changed. */
async function refused(body: unknown, ...parts: string[]) {
  const before = await snapshot();
  const res = await submit(body);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(400);
  expect(res.body.success).toBe(false);
  for (const p of parts) expect(res.body.msg).toContain(p);
  expect(await snapshot()).toEqual(before);
  return res.body.msg as string;
}

const ok = { paramName: 'n', paramKey: 'val.new', paramValue: 'v' };

describe('required fields', () => {
  it('names the field and the spec text when paramName is missing, empty or blank', async () => {
    expect(await refused({ paramKey: 'val.x', paramValue: 'v' })).toBe('参数错误: paramName 请输入参数名称');
    await refused({ ...ok, paramName: '' }, 'paramName', '请输入参数名称');
    await refused({ ...ok, paramName: null }, 'paramName', '请输入参数名称');
    await refused({ ...ok, paramName: '   ' }, 'paramName', '请输入参数名称');
  });

  it('uses the spec texts of paramKey and paramValue', async () => {
    await refused({ paramName: 'n', paramValue: 'v' }, 'paramKey', '请输入参数键名');
    await refused({ paramName: 'n', paramKey: 'val.y' }, 'paramValue', '请输入参数键值');
  });

  it('an update may leave a required field out but not clear it', async () => {
    await refused({ id: existing.id, paramName: '' }, 'paramName', '请输入参数名称');
    await refused({ id: existing.id, paramValue: ' ' }, 'paramValue', '请输入参数键值');
    const res = await submit({ id: existing.id, remark: 'only remark' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ paramName: 'keep', paramValue: 'kv', remark: 'only remark' });
  });
});

describe('lengths and types', () => {
  it('refuses values longer than the field allows', async () => {
    await refused({ ...ok, paramName: 'x'.repeat(256) }, 'paramName', '参数名称长度不能超过255');
    await refused({ ...ok, paramKey: 'k'.repeat(256) }, 'paramKey', '长度不能超过255');
    await refused({ ...ok, paramValue: 'v'.repeat(10001) }, 'paramValue', '长度不能超过10000');
    await refused({ ...ok, remark: 'r'.repeat(501) }, 'remark', '备注长度不能超过500');
    await refused({ id: existing.id, paramName: 'x'.repeat(256) }, 'paramName');
  });

  it('accepts the longest allowed values', async () => {
    const res = await submit({
      paramName: 'x'.repeat(255),
      paramKey: 'val.long',
      paramValue: 'v'.repeat(10000),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.paramName).toHaveLength(255);
  });

  it('refuses wrong types with the field named', async () => {
    await refused({ ...ok, paramName: { a: 1 } }, 'paramName', '参数名称应为文本');
    await refused({ ...ok, paramName: ['a'] }, 'paramName', '应为文本');
    await refused({ ...ok, paramValue: true }, 'paramValue', '应为文本');
    await refused({ ...ok, status: 'abc' }, 'status', '应为整数');
    await refused({ ...ok, status: 1.5 }, 'status', '应为整数');
    await refused({ ...ok, status: 99999999999 }, 'status', '应为整数'); // beyond int4
    // Issue #9: only the keys of the dictionary `status`.
    await refused({ ...ok, status: 7 }, 'status', '状态值不正确');
  });

  it('refuses text the database cannot store (U+0000) with a 400', async () => {
    await refused({ ...ok, paramName: 'a\u0000b' }, '参数错误: paramName 含有非法字符');
    await refused({ id: existing.id, paramValue: '\u0000' }, 'paramValue', '含有非法字符');
  });

  it('refuses a body that is not a JSON object, and malformed JSON', async () => {
    await refused([ok], '请求体应为 JSON 对象');
    const before = await snapshot();
    const text = await t.app.inject({
      method: 'POST',
      url: `${URL}/submit`,
      headers: { 'calf-auth': `bearer ${tok}`, 'content-type': 'application/json' },
      payload: '"just text"',
    });
    expect(text.json()).toMatchObject({ code: 400, msg: '参数错误: 请求体应为 JSON 对象' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/submit`,
      headers: { 'calf-auth': `bearer ${tok}`, 'content-type': 'application/json' },
      payload: '{"paramName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '请求格式不正确' });
    expect(await snapshot()).toEqual(before);
  });

  it('coerces a number to text where text is expected', async () => {
    const res = await submit({ paramName: 12345, paramKey: 'val.num', paramValue: 7 });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ paramName: '12345', paramValue: '7' });
  });

  it('refuses an update of a malformed id without touching anything', async () => {
    await refused({ id: 'abc', paramValue: 'x' }, 'id 应为编号');
    await refused({ id: '1; drop table calf_param', paramValue: 'x' }, 'id 应为编号');
  });
});
