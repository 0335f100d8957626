import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, createTestApp } from '../../../test/helpers';
import { md5Hex } from './passwords';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenCall = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calf-auth/oauth/token',
    query: { tenantId: '000000', scope: 'all', ...query },
    headers: { authorization: BASIC, 'tenant-id': '000000', ...headers },
  });

describe('password grant', () => {
  it('returns the flat token object with every field of the login result', async () => {
    const { status, body } = await t.token();
    expect(status).toBe(200);
    for (const k of [
      'access_token',
      'refresh_token',
      'tenant_id',
      'user_id',
      'user_name',
      'nick_name',
      'account',
      'role_name',
      'role_id',
      'dept_id',
      'avatar',
      'expires_in',
      'token_type',
      'oauth_id',
    ]) {
      expect(body).toHaveProperty(k);
    }
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBeGreaterThan(3000);
    expect(body.role_name).toBe('administrator');
    expect(body.must_change_password).toBe(false);
    expect(body).not.toHaveProperty('code');
  });

  it('refuses a wrong password with HTTP 400 and a Chinese error_description, never 401', async () => {
    const { status, body } = await t.token({ password: 'nope' });
    expect(status).toBe(400);
    expect(body.error_description).toBe('用户名或密码不正确');
  });

  it('refuses an unknown tenant and a bad client', async () => {
    expect((await t.token({ tenantId: '999999' })).body.error_description).toBe('未获得用户的租户信息');
    const res = await tokenCall(
      { username: 'admin', password: md5Hex('admin'), grant_type: 'password' },
      { authorization: `Basic ${Buffer.from('nobody:x').toString('base64')}` },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('客户端认证失败');
  });

  it('answers social and authorization_code with a clear not-configured error', async () => {
    for (const grant_type of ['social', 'authorization_code']) {
      const res = await tokenCall({ grant_type, code: 'x', state: 'y' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_description).toBe('该登录方式未配置');
    }
  });
});

describe('captcha grant', () => {
  it('accepts the right answer once and never again', async () => {
    const cap = (await t.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
    expect(cap.image).toMatch(/^data:image\//);
    const login = () =>
      tokenCall(
        { username: 'admin', password: md5Hex('admin'), grant_type: 'captcha' },
        { 'captcha-key': cap.key, 'captcha-code': cap.text },
      );
    expect((await login()).statusCode).toBe(200);
    const again = await login();
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('验证码不正确');
  });

  it('refuses a wrong answer and burns the captcha', async () => {
    const cap = (await t.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
    const wrong = await tokenCall(
      { username: 'admin', password: md5Hex('admin'), grant_type: 'captcha' },
      { 'captcha-key': cap.key, 'captcha-code': 'zzzz' },
    );
    expect(wrong.json().error_description).toBe('验证码不正确');
    const right = await tokenCall(
      { username: 'admin', password: md5Hex('admin'), grant_type: 'captcha' },
      { 'captcha-key': cap.key, 'captcha-code': cap.text },
    );
    expect(right.statusCode).toBe(400);
  });

  it('does not reveal the answer outside test mode', async () => {
    const prod = await createTestApp({ CAPTCHA_TEST_MODE: 'false' });
    const cap = (await prod.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
    expect(Object.keys(cap).sort()).toEqual(['image', 'key']);
    await prod.close();
  });
});

describe('refresh tokens', () => {
  it('rotates: the new token works, the old one is refused and its reuse ends the session family', async () => {
    const first = (await t.token()).body;
    const r1 = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reuse = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error_description).toBe('令牌授权已过期');
    // the reuse revoked the whole family, including the rotated token
    const after = await tokenCall({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(after.statusCode).toBe(400);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const tok = (await t.token()).body;
    expect((await t.call('GET', '/api/calf-user/info', tok.access_token)).status).toBe(200);
    const out = await t.call('GET', '/api/calf-auth/oauth/logout', tok.access_token);
    expect(out.body).toEqual({ success: 'true', msg: 'success' });
    const info = await t.call('GET', '/api/calf-user/info', tok.access_token);
    expect(info.status).toBe(401);
    const r = await tokenCall({ grant_type: 'refresh_token', refresh_token: tok.refresh_token });
    expect(r.statusCode).toBe(400);
  });
});

describe('request context', () => {
  it('answers 401 for a missing, malformed or forged token', async () => {
    expect((await t.call('GET', '/api/calf-user/info', null)).body).toMatchObject({
      code: 401,
      msg: '缺失令牌,鉴权失败',
    });
    expect((await t.call('GET', '/api/calf-user/info', 'garbage')).body.code).toBe(401);
    const [h, p] = (await t.login()).split('.');
    expect((await t.call('GET', '/api/calf-user/info', `${h}.${p}.forged`)).status).toBe(401);
  });

  it('accepts the token as a query parameter for downloads only', async () => {
    const tok = await t.login();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/calf-user/export-template?calf-Auth=${tok}`,
    });
    expect(download.statusCode).toBe(200);
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/calf-system/param/template?calf-Auth=${tok}`,
    });
    expect(template.statusCode).toBe(200);
    // Elsewhere a token in the address (logs, history, referrers) is not accepted (issue #9).
    const info = await t.app.inject({ method: 'GET', url: `/api/calf-user/info?calf-Auth=${tok}` });
    expect(info.statusCode).toBe(401);
  });
});
