import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, menuIds, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { dept, dictBiz, post, role, roleMenu, tenant, user, userDept } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
});
afterAll(() => t.close());

const T = '/api/calf-system/tenant';

describe('tenant creation', () => {
  it('needs an initial admin password of at least 8 characters', async () => {
    const res = await t.call('POST', `${T}/submit`, tok, {
      tenantName: '短密码',
      linkman: 'x',
      adminPassword: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('密码长度应为8-64位');
    const none = await t.call('POST', `${T}/submit`, tok, { tenantName: '无密码', linkman: 'x' });
    expect(none.status).toBe(400);
    expect((await t.db.select().from(tenant).where(eq(tenant.tenantName, '短密码'))).length).toBe(0);
  });

  it('provisions role, department, post, admin user and dictionaries; the admin must change the password', async () => {
    const res = await t.call('POST', `${T}/submit`, tok, {
      tenantName: '新建企业',
      linkman: '张三',
      adminPassword: 'Initial#2026',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '新增成功' });
    const code = res.body.data.tenantId as string;
    expect(code).toMatch(/^\d{6}$/);
    const [r] = await t.db
      .select()
      .from(role)
      .where(and(eq(role.tenantId, code), eq(role.roleAlias, 'admin')));
    expect(r).toBeDefined();
    expect((await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, r.id))).length).toBeGreaterThan(10);
    const [d] = await t.db.select().from(dept).where(eq(dept.tenantId, code));
    expect(d.deptName).toBe('新建企业');
    expect((await t.db.select().from(post).where(eq(post.tenantId, code)))[0].postCode).toBe('ceo');
    expect((await t.db.select().from(dictBiz).where(eq(dictBiz.tenantId, code))).length).toBeGreaterThan(10);
    const [u] = await t.db.select().from(user).where(eq(user.tenantId, code));
    expect(u).toMatchObject({ account: 'admin', mustChangePassword: true, roleId: r.id, deptId: d.id });
    expect((await t.db.select().from(userDept).where(eq(userDept.userId, u.id))).length).toBe(1);

    const signIn = await t.token({ tenantId: code, account: 'admin', password: 'Initial#2026' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.must_change_password).toBe(true);
    // No built-in default password works.
    expect((await t.token({ tenantId: code, account: 'admin', password: '123456' })).status).toBe(400);
    // Platform pages are not granted to the tenant admin.
    const codes = await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, r.id));
    const tenantMenu = await menuIds(t.db, ['tenant', 'client']);
    expect(codes.some((c) => tenantMenu.includes(c.menuId))).toBe(false);
  });

  it('an expired tenant cannot sign in; setting extends it', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('param'), {
      expireTime: new Date(Date.now() - 1000),
    });
    const refused = await t.token({
      tenantId: other.tenantId,
      account: 'admin',
      password: other.admin.password,
    });
    expect(refused.body.error_description).toBe('租户授权已过期,请联系管理员');
    const set = await t.call('POST', `${T}/setting`, tok, undefined, {
      ids: other.id,
      accountNumber: '5',
      expireTime: '2099-01-01 00:00:00',
    });
    expect(set.body.code).toBe(200);
    const [row] = await t.db.select().from(tenant).where(eq(tenant.id, other.id));
    expect(row.accountNumber).toBe(5);
    expect(row.licenseKey).not.toBe('');
    expect(
      (await t.token({ tenantId: other.tenantId, account: 'admin', password: other.admin.password })).status,
    ).toBe(200);
  });

  it('only the platform administrator creates, configures or removes tenants; others read only their own', async () => {
    const a = await createTenantWithAdmin(t.db, pageCodes('tenant'));
    const b = await createTenantWithAdmin(t.db, pageCodes('tenant'));
    const aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
    expect(
      (
        await t.call('POST', `${T}/submit`, aTok, {
          tenantName: 'x',
          linkman: 'x',
          adminPassword: '12345678',
        })
      ).status,
    ).toBe(403);
    expect((await t.call('POST', `${T}/remove`, aTok, undefined, { ids: b.id })).status).toBe(403);
    expect(
      (await t.call('POST', `${T}/setting`, aTok, undefined, { ids: a.id, accountNumber: '9999' })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `${T}/package-setting`, aTok, undefined, { tenantId: a.tenantId })).status,
    ).toBe(403);
    const list = await t.call('GET', `${T}/list`, aTok);
    expect(list.body.data.records.map((r: { tenantId: string }) => r.tenantId)).toEqual([a.tenantId]);
    expect((await t.call('GET', `${T}/detail`, aTok, undefined, { id: b.id })).status).toBe(404);
    const all = await t.call('GET', `${T}/list`, tok, undefined, { size: '100' });
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    const cur = await t.call('GET', `${T}/currentTenant`, aTok);
    expect(cur.body.data.tenantId).toBe(a.tenantId);
    // A user without the tenant page gets 403.
    const plain = await createUser(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'staff',
      menus: pageCodes('param'),
    });
    const pTok = await t.login({ tenantId: a.tenantId, account: plain.account, password: plain.password });
    expect((await t.call('GET', `${T}/list`, pTok)).status).toBe(403);
    // The platform tenant cannot be removed; another can, with its users.
    const [platform] = await t.db.select().from(tenant).where(eq(tenant.tenantId, '000000'));
    expect((await t.call('POST', `${T}/remove`, tok, undefined, { ids: platform.id })).body.msg).toBe(
      '不可删除管理租户!',
    );
    expect((await t.call('POST', `${T}/remove`, tok, undefined, { ids: b.id })).body.code).toBe(200);
    const live = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, b.tenantId), eq(user.isDeleted, 0)));
    expect(live.length).toBe(0);
  });

  it('info?domain answers the tenant of a bound domain, publicly', async () => {
    const [platform] = await t.db.select().from(tenant).where(eq(tenant.tenantId, '000000'));
    await t.db
      .update(tenant)
      .set({ domainUrl: 'https://safe.example.com' })
      .where(eq(tenant.id, platform.id));
    const res = await t.call('GET', `${T}/info`, null, undefined, { domain: 'https://safe.example.com' });
    expect(res.body.data).toEqual({
      tenantId: '000000',
      domain: 'https://safe.example.com',
      backgroundUrl: '',
    });
    expect(
      (await t.call('GET', `${T}/info`, null, undefined, { domain: 'https://x.example.com' })).body.data,
    ).toEqual({});
  });
});

describe('tenant packages', () => {
  const P = '/api/calf-system/tenant-package';
  it('validates name and menus, and narrows routes, buttons, grant tree and grants of the tenant', async () => {
    expect((await t.call('POST', `${P}/submit`, tok, { menuId: '1' })).body.msg).toContain(
      '请输入产品包名称',
    );
    expect((await t.call('POST', `${P}/submit`, tok, { packageName: 'p' })).body.msg).toContain('请选择菜单');
    const paramIds = await menuIds(t.db, pageCodes('param'));
    const pkg = await t.call('POST', `${P}/submit`, tok, {
      packageName: '基础包',
      menuId: paramIds.join(','),
      remark: '',
    });
    expect(pkg.body.code).toBe(200);
    const list = await t.call('GET', `${P}/list`, tok, undefined, { packageName: '基础' });
    expect(list.body.data.records).toHaveLength(1);
    expect((await t.call('GET', `${P}/select`, tok)).body.data[0].packageName).toBe('基础包');

    const a = await createTenantWithAdmin(t.db, pageCodes('param', 'post', 'role'));
    const aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
    expect((await t.call('GET', `${P}/list`, aTok)).status).toBe(403);
    expect((await t.call('POST', '/api/calf-system/post/page', aTok, {})).status).toBe(200);
    const set = await t.call('POST', '/api/calf-system/tenant/package-setting', tok, undefined, {
      tenantId: a.tenantId,
      packageId: pkg.body.data.id,
    });
    expect(set.body.code).toBe(200);
    const detail = await t.call('GET', '/api/calf-system/tenant/package-detail', tok, undefined, {
      tenantId: a.id,
    });
    expect(detail.body.data.packageName).toBe('基础包');

    const routes = await t.call('GET', '/api/calf-system/menu/routes', aTok);
    const codes = JSON.stringify(routes.body.data);
    expect(codes).toContain('"code":"param"');
    expect(codes).not.toContain('"code":"post"');
    const buttons = JSON.stringify((await t.call('GET', '/api/calf-system/menu/buttons', aTok)).body.data);
    expect(buttons).toContain('param_add');
    expect(buttons).not.toContain('post_add');
    // Outside the package the server refuses, whatever the role holds.
    expect((await t.call('POST', '/api/calf-system/post/page', aTok, {})).status).toBe(403);
    expect(
      (await t.call('POST', '/api/calf-system/role/grant', aTok, { roleIds: [a.admin.roleId], menuIds: [] }))
        .status,
    ).toBe(403);
  });
});
