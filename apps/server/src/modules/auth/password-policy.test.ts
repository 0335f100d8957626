import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { md5Hex } from './passwords';

// Issue #9: `123456` was accepted as a new password.
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
});
afterAll(() => t.close());

describe('password policy', () => {
  it('new users, tenant admins: at least 8 characters of two classes by default', async () => {
    const submit = (password: string) =>
      t.call('POST', '/api/calf-user/submit', tok, {
        account: `p${password.length}${Date.now()}`,
        realName: 'x',
        password,
      });
    expect((await submit('123456')).status).toBe(400);
    expect((await submit('abcdefghij')).body.msg).toContain('至少2种');
    expect((await submit('Abcdefg1')).body.code).toBe(200);
    const tenant = await t.call('POST', '/api/calf-system/tenant/submit', tok, {
      tenantName: '策略',
      linkman: 'x',
      adminPassword: '12345678',
    });
    expect(tenant.status).toBe(400);
  });

  it('a password change refuses well-known weak passwords even though they arrive md5-encoded', async () => {
    const u = await createUser(t.db, { tenantId: '000000', roleAlias: 'pw' });
    const uTok = await t.login({ account: u.account, password: u.password });
    const change = (next: string) =>
      t.call('POST', '/api/calf-user/update-password', uTok, undefined, {
        oldPassword: md5Hex(u.password),
        newPassword: md5Hex(next),
        newPassword1: md5Hex(next),
      });
    expect((await change('123456')).body.msg).toBe('新密码过于简单,请使用更复杂的密码');
    expect((await change(u.account)).status).toBe(400);
    expect((await change('Better#2026')).body.code).toBe(200);
  });
});
