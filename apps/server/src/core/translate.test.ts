import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { wantsEnglish } from './translate';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

type Ask = { method: 'GET' | 'POST'; url: string; payload?: unknown; auth?: boolean };

async function msgOf(ask: Ask, language?: string) {
  const res = await t.app.inject({
    method: ask.method,
    url: ask.url,
    headers: {
      ...(ask.auth === false ? {} : { 'calf-auth': `bearer ${tok}` }),
      ...(language ? { 'accept-language': language } : {}),
      ...(ask.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(ask.payload === undefined ? {} : { payload: JSON.stringify(ask.payload) }),
  });
  return { status: res.statusCode, msg: (res.json() as { msg?: string }).msg, raw: res.body };
}

describe('server messages in the caller language', () => {
  const cases: [string, Ask, string, string][] = [
    [
      'a refused save (the layer validation)',
      { method: 'POST', url: '/api/calf-system/param/submit', payload: { paramKey: 'k', paramValue: 'v' } },
      '参数错误: paramName 请输入参数名称',
      'Bad parameter: paramName: Parameter name is required',
    ],
    [
      'a bad filter (a template with a field name)',
      { method: 'GET', url: '/api/calf-system/param/list?id=abc' },
      '参数错误: id 应为编号',
      'Bad parameter: id must be an id',
    ],
    [
      'a missing token (refused before the route)',
      { method: 'GET', url: '/api/calf-system/param/list', auth: false },
      '缺失令牌,鉴权失败',
      'No token: authentication failed',
    ],
    [
      'a body nested too deep (refused by the body parser)',
      {
        method: 'POST',
        url: '/api/calf-system/param/submit',
        payload: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
      },
      '参数错误: 请求体嵌套层级不能超过32层',
      'Bad parameter: the request body may not be nested more than 32 levels deep',
    ],
    ['a success message', { method: 'GET', url: '/api/calf-system/param/list' }, '操作成功', 'Success'],
  ];
  it.each(cases)('%s: Chinese without a header or with zh-CN, English with en-US', async (_, ask, zh, en) => {
    const plain = await msgOf(ask);
    expect(plain.msg).toBe(zh);
    // zh-CN gets the very same bytes as a caller that names no language.
    expect((await msgOf(ask, 'zh-CN,zh;q=0.9,en;q=0.8')).raw).toBe(plain.raw);
    const english = await msgOf(ask, 'en-US');
    expect(english).toMatchObject({ status: plain.status, msg: en });
  });
});

describe('the token endpoint', () => {
  it('answers a refused sign-in in the caller language (error_description)', async () => {
    const zh = await t.token({ password: 'wrong-password' });
    expect(zh.body.error_description).toBe('用户名或密码不正确');
    const en = await t.token({ password: 'wrong-password', headers: { 'accept-language': 'en-US' } });
    expect(en).toMatchObject({
      status: zh.status,
      body: { error_description: 'Incorrect user name or password' },
    });
  });
});

describe('wantsEnglish', () => {
  it('follows the first language of Accept-Language', () => {
    expect(wantsEnglish('en-US')).toBe(true);
    expect(wantsEnglish('en')).toBe(true);
    expect(wantsEnglish('en-GB,en;q=0.9')).toBe(true);
    expect(wantsEnglish('zh-CN')).toBe(false);
    expect(wantsEnglish('zh-CN,en;q=0.5')).toBe(false);
    expect(wantsEnglish(undefined)).toBe(false);
    expect(wantsEnglish('eng')).toBe(false);
  });
});
