import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, pageCodes, unlockAdmin } from '../test/fixtures';
import { createTestApp } from '../test/helpers';
import { errorLog } from './db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

const SECRET = 'password=hunter2 at /srv/internal/db.ts:42';

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes: (app) => {
        const open = { config: { access: { public: true } } };
        app.get('/api/test/boom', open, async () => {
          throw new Error(SECRET);
        });
        app.get('/api/test/db-boom', open, async () => {
          await app.deps.db.execute('select * from no_such_table_xyz');
          return 'unreachable';
        });
        app.get('/api/test/throw-string', open, async () => {
          throw 'raw string failure';
        });
      },
    },
  );
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

describe('health', () => {
  it('sends the security headers: CSP with frame-ancestors, X-Frame-Options, Referrer-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('/healthz and /readyz answer without a token', async () => {
    const h = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(h.statusCode).toBe(200);
    expect(h.json()).toEqual({ status: 'ok' });
    const r = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ready' });
  });

  it('/api/docs serves the UI and an OpenAPI document listing the resource routes', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page =
      ui.statusCode === 302
        ? await t.app.inject({
            method: 'GET',
            url: `/api/docs/${String(ui.headers.location).replace(/^.*\/docs\//, '')}`,
          })
        : ui;
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/calf-system/param/page', '/api/calf-system/dict/dictionary']),
    );
  });
});

describe('error envelopes', () => {
  it('refuses a NUL character anywhere in the request with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calf-auth/oauth/token?username=ad%00min&grant_type=password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('参数错误: username 含有非法字符');
    const body = await t.call('POST', '/api/calf-system/param/submit', tok, { paramName: 'a\u0000b' });
    expect(body.body.msg).toBe('参数错误: paramName 含有非法字符');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const api = await t.call('GET', '/api/calf-system/nothing-here', tok);
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 404, success: false, data: {} });
    expect(api.body.msg).toContain('/api/calf-system/nothing-here');
    expect((await t.call('GET', '/api/calf-system/nothing-here', null)).status).toBe(404);
    const other = await t.app.inject({ method: 'POST', url: '/no/such/page?x=1' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 404,
      success: false,
      msg: '请求的资源不存在: POST /no/such/page',
    });
  });

  it('answers an unexpected error with a 500 envelope that reveals nothing, and logs it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ code: 500, success: false, data: {}, msg: '服务器异常,请联系管理员' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('/srv');
    expect(res.body).not.toMatch(/\bat\s+\S+\s+\(/); // no stack frames
    // the details go to the error log instead
    let logged: (typeof errorLog.$inferSelect)[] = [];
    for (let i = 0; i < 20 && logged.length === 0; i++) {
      logged = await t.db
        .select()
        .from(errorLog)
        .where(eq(errorLog.requestUri, '/api/test/boom'))
        .orderBy(desc(errorLog.createTime));
      if (logged.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(logged[0]?.message).toContain('hunter2');
  });

  it('hides database errors and thrown non-errors the same way', async () => {
    const db = await t.app.inject({ method: 'GET', url: '/api/test/db-boom' });
    expect(db.statusCode).toBe(500);
    expect(db.json().msg).toBe('服务器异常,请联系管理员');
    expect(db.body).not.toContain('no_such_table_xyz');
    expect(db.body).not.toContain('select');
    const str = await t.app.inject({ method: 'GET', url: '/api/test/throw-string' });
    expect(str.statusCode).toBe(500);
    expect(str.json()).toMatchObject({ code: 500, success: false });
    expect(str.body).not.toContain('raw string failure');
  });

  it('answers 401 for a missing token and 403 before the initial password is changed', async () => {
    const none = await t.call('GET', '/api/calf-system/param/list', null);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, success: false, msg: '缺失令牌,鉴权失败' });
    const u = await createUser(t.db, {
      tenantId: '000000',
      menus: pageCodes('param'),
      mustChangePassword: true,
    });
    const locked = await t.call('GET', '/api/calf-system/param/list', await t.login(u));
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 403, msg: '请先修改初始密码' });
  });

  it('answers an unsupported body type and a malformed body with 4xx envelopes', async () => {
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/calf-system/param/submit',
      headers: { 'calf-auth': `bearer ${tok}`, 'content-type': 'application/x-something' },
      payload: 'x',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ code: 415, success: false, msg: '不支持的请求类型' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calf-system/param/submit',
      headers: { 'calf-auth': `bearer ${tok}`, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, success: false, msg: '请求格式不正确' });
  });

  it('wraps successful answers in the envelope with dates as yyyy-MM-dd HH:mm:ss', async () => {
    const res = await t.call('GET', '/api/calf-system/param/list', tok, undefined, {
      paramKey_equal: 'account.failCount',
    });
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(res.body.data.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof res.body.data.records[0].id).toBe('string');
  });
});
