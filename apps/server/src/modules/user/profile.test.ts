import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, createTestApp } from '../../../test/helpers';
import { user } from '../../db/schema';
import { md5Hex } from '../auth/passwords';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(user).set({ mustChangePassword: true }).where(eq(user.account, 'admin'));
});
afterAll(() => t.close());

const change = (token: string, oldPassword: string, newPassword: string, confirm = newPassword) =>
  t.call('POST', '/api/calf-user/update-password', token, undefined, {
    oldPassword: md5Hex(oldPassword),
    newPassword: md5Hex(newPassword),
    newPassword1: md5Hex(confirm),
  });

describe('forced password change and password rules', () => {
  it('a seeded account must change its password before anything but the shell works', async () => {
    const { body } = await t.token();
    expect(body.must_change_password).toBe(true);
    const tok = body.access_token;
    expect((await t.call('GET', '/api/calf-system/menu/routes', tok)).status).toBe(200);
    expect((await t.call('GET', '/api/calf-user/info', tok)).status).toBe(200);
    const blocked = await t.call('POST', '/api/calf-system/param/page', tok, {});
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe('请先修改初始密码');

    expect((await change(tok, 'admin', 'Secret#2026', 'other')).body.msg).toBe('请输入正确的确认密码!');
    expect((await change(tok, 'wrong', 'Secret#2026')).body.msg).toBe('原密码不正确!');
    expect((await change(tok, 'admin', 'admin')).body.msg).toBe('新密码不能与原密码相同!');

    const other = (await t.token()).body;
    const ok = await change(tok, 'admin', 'Secret#2026');
    expect(ok.body.code).toBe(200);
    // the changing session continues, every other session is revoked
    expect((await t.call('POST', '/api/calf-system/param/page', tok, {})).status).toBe(200);
    expect((await t.call('GET', '/api/calf-user/info', other.access_token)).status).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/calf-auth/oauth/token',
      query: { grant_type: 'refresh_token', refresh_token: other.refresh_token, tenantId: '000000' },
      headers: { authorization: BASIC },
    });
    expect(refresh.statusCode).toBe(400);
    expect((await t.token()).status).toBe(400);
    const fresh = await t.token({ password: 'Secret#2026' });
    expect(fresh.body.must_change_password).toBe(false);
  });
});

describe('lockout', () => {
  it('locks an account after five failures from one address, not from another; unlock clears it', async () => {
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calf-auth/oauth/token',
        remoteAddress: ip,
        query: { tenantId: '000000', username: 'admin', password: md5Hex(password), grant_type: 'password' },
        headers: { authorization: BASIC },
      });
    for (let i = 0; i < 5; i++)
      expect((await from('10.9.9.9', 'bad')).json().error_description).toBe('用户名或密码不正确');
    const locked = await from('10.9.9.9', 'Secret#2026');
    expect(locked.json().error_description).toBe('登录错误次数过多,请稍后再试');
    // the real user at another address is not locked out by the stranger
    expect((await from('10.1.1.1', 'Secret#2026')).statusCode).toBe(200);
    const adminToken = (await from('10.1.1.1', 'Secret#2026')).json().access_token;
    const [admin] = await t.db.select().from(user).where(eq(user.account, 'admin'));
    const unlock = await t.call('POST', '/api/calf-user/unlock', adminToken, undefined, {
      userIds: admin.id,
    });
    expect(unlock.body.code).toBe(200);
    expect((await from('10.9.9.9', 'Secret#2026')).statusCode).toBe(200);
  });

  it('unlock refuses an empty user list', async () => {
    const tok = await t.login({ password: 'Secret#2026' });
    expect((await t.call('POST', '/api/calf-user/unlock', tok, undefined, { userIds: '' })).body.msg).toBe(
      '请至少选择一个用户',
    );
  });
});

describe('profile', () => {
  it('reads and updates the caller without exposing the password hash', async () => {
    const tok = await t.login({ password: 'Secret#2026' });
    const info = await t.call('GET', '/api/calf-user/info', tok);
    expect(info.body.data.account).toBe('admin');
    expect(info.body.data).not.toHaveProperty('password');
    expect(info.body.data.deptName).toBe('双重预防示范企业');
    const bad = await t.call('POST', '/api/calf-user/update-info', tok, { phone: '123' });
    expect(bad.body.msg).toContain('手机号码长度不为11位');
    const bad2 = await t.call('POST', '/api/calf-user/update-info', tok, { phone: '12345678901' });
    expect(bad2.body.msg).toContain('手机号码格式不正确');
    const ok = await t.call('POST', '/api/calf-user/update-info', tok, {
      phone: '13800138000',
      realName: '张三',
    });
    expect(ok.body.code).toBe(200);
    expect((await t.call('GET', '/api/calf-user/info', tok)).body.data).toMatchObject({
      phone: '13800138000',
      realName: '张三',
    });
  });
});
