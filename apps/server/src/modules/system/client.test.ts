import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createRole, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { client, user } from '../../db/schema';
import { md5Hex } from '../auth/passwords';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp({ SWITCH_MODE: 'true' });
  tok = await t.login();
});
afterAll(() => t.close());

const C = '/api/calf-system/client';
const signIn = (
  basic: string,
  headers: Record<string, string> = {},
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calf-auth/oauth/token',
    query: { tenantId, username: account, password: md5Hex(password), grant_type: 'password' },
    headers: {
      authorization: `Basic ${Buffer.from(basic).toString('base64')}`,
      'tenant-id': tenantId,
      ...headers,
    },
  });

describe('OAuth clients', () => {
  it('shows the secret once, stores a hash, and the token endpoint honours secret, grant types and lifetimes', async () => {
    const res = await t.call('POST', `${C}/submit`, tok, {
      clientId: 'mobile',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 600,
      refreshTokenValidity: 3600,
    });
    expect(res.body.code).toBe(200);
    const secret = res.body.data.clientSecret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db.select().from(client).where(eq(client.clientId, 'mobile'));
    expect(row.clientSecret.startsWith('$argon2')).toBe(true);
    const detail = await t.call('GET', `${C}/detail`, tok, undefined, { id: row.id });
    expect(detail.body.data).not.toHaveProperty('clientSecret');
    expect(JSON.stringify((await t.call('GET', `${C}/list`, tok)).body)).not.toContain('$argon2');

    expect((await signIn('mobile:wrong')).statusCode).toBe(400);
    expect((await signIn('mobile:')).statusCode).toBe(400);
    const ok = await signIn(`mobile:${secret}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().expires_in).toBe(600);
    // An update cannot replace the secret.
    await t.call('POST', `${C}/submit`, tok, {
      id: row.id,
      clientId: 'mobile',
      authorizedGrantTypes: 'refresh_token',
      clientSecret: 'x',
      accessTokenValidity: 600,
      refreshTokenValidity: 3600,
    });
    const [after] = await t.db.select().from(client).where(eq(client.id, row.id));
    expect(after.clientSecret).toBe(row.clientSecret);
    // Grant types are honoured: password is no longer allowed.
    expect((await signIn(`mobile:${secret}`)).json().error_description).toContain('客户端不支持该授权类型');
  });

  // Issue #38 item 10: a new client defaulted to refresh_token,password,captcha, so its password
  // grant signed in without the captcha that the web client must solve.
  it('a new client left at the default grant types signs in only with the captcha', async () => {
    const res = await t.call('POST', `${C}/submit`, tok, { clientId: 'service' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.authorizedGrantTypes).toBe('refresh_token,captcha');
    const basic = `service:${res.body.data.clientSecret}`;
    const pw = await signIn(basic);
    expect(pw.statusCode).toBe(400);
    expect(pw.json().error_description).toContain('客户端不支持该授权类型: password');
    const c = (await t.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
    const captcha = await t.app.inject({
      method: 'POST',
      url: '/api/calf-auth/oauth/token',
      query: { tenantId: '000000', username: 'admin', password: md5Hex('admin'), grant_type: 'captcha' },
      headers: {
        authorization: `Basic ${Buffer.from(basic).toString('base64')}`,
        'tenant-id': '000000',
        'captcha-key': c.key,
        'captcha-code': c.text,
      },
    });
    expect(captcha.statusCode).toBe(200);
  });

  it('only the platform administrator manages clients', async () => {
    const a = await createTenantWithAdmin(t.db, pageCodes('client'));
    const aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
    expect((await t.call('GET', `${C}/list`, aTok)).status).toBe(403);
    expect(
      (await t.call('POST', `${C}/submit`, aTok, { clientId: 'evil', authorizedGrantTypes: 'password' }))
        .status,
    ).toBe(403);
  });
});

describe('switch mode', () => {
  it('the token endpoint narrows to the Dept-Id / Role-Id the user holds, ignoring others', async () => {
    const a = await createTenantWithAdmin(t.db, pageCodes('param'));
    const d1 = await createDept(t.db, { tenantId: a.tenantId });
    const d2 = await createDept(t.db, { tenantId: a.tenantId });
    const r2 = await createRole(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'second',
      menus: pageCodes('post'),
    });
    const u = await createUser(t.db, { tenantId: a.tenantId, roleId: a.admin.roleId, deptId: d1 });
    await t.db
      .update(user)
      .set({ deptId: `${d1},${d2}`, roleId: `${a.admin.roleId},${r2.roleId}` })
      .where(eq(user.id, u.userId));
    const web = 'web:web_public';
    const both = (await signIn(web, {}, u.account, u.password, a.tenantId)).json();
    expect(both.dept_id).toBe(`${d1},${d2}`);
    const narrowed = (
      await signIn(web, { 'dept-id': d2, 'role-id': r2.roleId }, u.account, u.password, a.tenantId)
    ).json();
    expect(narrowed).toMatchObject({ dept_id: d2, role_id: r2.roleId });
    const narrowTok = narrowed.access_token as string;
    expect((await t.call('POST', '/api/calf-system/post/page', narrowTok, {})).status).toBe(200);
    expect((await t.call('POST', '/api/calf-system/param/page', narrowTok, {})).status).toBe(403);
    const foreign = (await signIn(web, { 'role-id': '123456789' }, u.account, u.password, a.tenantId)).json();
    expect(foreign.role_id).toBe(`${a.admin.roleId},${r2.roleId}`);
  });
});
