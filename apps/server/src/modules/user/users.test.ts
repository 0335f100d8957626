import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { param, tenant, user } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let a: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let aTok: string;
let b: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let root: string;
let child: string;
let grandchild: string;
const U = '/api/calf-user';

beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
  a = await createTenantWithAdmin(t.db, pageCodes('user', 'dept', 'role'));
  b = await createTenantWithAdmin(t.db, pageCodes('user'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
  root = await createDept(t.db, { tenantId: a.tenantId, deptName: '总部' });
  child = await createDept(t.db, { tenantId: a.tenantId, deptName: '车间', parentId: root });
  grandchild = await createDept(t.db, { tenantId: a.tenantId, deptName: '班组', parentId: child });
});
afterAll(() => t.close());

const submit = (token: string, body: Record<string, unknown>) => t.call('POST', `${U}/submit`, token, body);

describe('users', () => {
  it('creates with a hashed password that must be changed; never returns hashes; account unique per tenant', async () => {
    const res = await submit(aTok, {
      account: 'zhang',
      realName: '张三',
      password: 'Pass#1234',
      deptId: grandchild,
      roleId: a.admin.roleId,
    });
    expect(res.body.code).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.id, res.body.data.id));
    expect(row.password.startsWith('$argon2')).toBe(true);
    expect(row.mustChangePassword).toBe(true);
    expect(row.tenantId).toBe(a.tenantId);
    const first = await t.token({ tenantId: a.tenantId, account: 'zhang', password: 'Pass#1234' });
    expect(first.body.must_change_password).toBe(true);
    const dup = await submit(aTok, { account: 'zhang', realName: 'x', password: 'Pass#1234' });
    expect(dup.body.msg).toBe('当前用户 [zhang] 已存在!');
    // Same account in another tenant is fine.
    expect(
      (await submit(tok, { tenantId: b.tenantId, account: 'zhang', realName: 'x', password: 'Pass#1234' }))
        .body.code,
    ).toBe(200);
    const detail = await t.call('GET', `${U}/detail`, aTok, undefined, { id: res.body.data.id });
    expect(detail.body.data).toMatchObject({ account: 'zhang', deptName: '班组' });
    expect(detail.body.data).not.toHaveProperty('password');
    const page = await t.call('GET', `${U}/page`, aTok);
    expect(JSON.stringify(page.body)).not.toContain('$argon2');
  });

  it('pages by department with descendants and exact account filter, only in the caller tenant', async () => {
    await createUser(t.db, { tenantId: a.tenantId, account: 'root1', roleId: a.admin.roleId, deptId: root });
    await createUser(t.db, {
      tenantId: a.tenantId,
      account: 'child1',
      roleId: a.admin.roleId,
      deptId: child,
    });
    const accounts = async (q: Record<string, string>, token = aTok) =>
      (
        (await t.call('GET', `${U}/page`, token, undefined, { size: '100', ...q })).body.data.records as {
          account: string;
        }[]
      )
        .map((r) => r.account)
        .sort();
    expect(await accounts({ deptId: child })).toEqual(['child1', 'zhang']);
    expect(await accounts({ deptId: root })).toEqual(['child1', 'root1', 'zhang']);
    expect(await accounts({ account: 'zhan' })).toEqual([]);
    expect(await accounts({ account: 'zhang' })).toEqual(['zhang']);
    expect(await accounts({ account_like: 'hil' })).toEqual(['child1']);
    // Another tenant's department gives nothing.
    expect(
      await accounts(
        { deptId: root },
        await t.login({ tenantId: b.tenantId, account: 'admin', password: b.admin.password }),
      ),
    ).toEqual([]);
    // The platform administrator sees all tenants.
    const all = await t.call('GET', `${U}/page`, tok, undefined, { size: '1000' });
    const tenants = new Set(all.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants.has(a.tenantId) && tenants.has(b.tenantId)).toBe(true);
  });

  it('a tenant admin cannot read or change another tenant user, nor hand out foreign roles or the administrator role', async () => {
    const bUser = b.admin.userId;
    expect((await t.call('GET', `${U}/detail`, aTok, undefined, { id: bUser })).status).toBe(404);
    expect(
      (await t.call('POST', `${U}/update`, aTok, { id: bUser, account: 'admin', realName: 'hacked' })).status,
    ).toBe(404);
    expect((await t.call('POST', `${U}/remove`, aTok, undefined, { ids: bUser })).status).toBe(404);
    expect((await t.call('POST', `${U}/reset-password`, aTok, undefined, { userIds: bUser })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `${U}/grant`, aTok, undefined, { userIds: bUser, roleIds: a.admin.roleId }))
        .status,
    ).toBe(404);
    const [{ id: me }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.account, 'zhang')));
    const foreign = await t.call('POST', `${U}/grant`, aTok, undefined, {
      userIds: me,
      roleIds: b.admin.roleId,
    });
    expect(foreign.status).toBe(400);
    const [admin] = await t.db.select().from(user).where(eq(user.id, b.admin.userId));
    expect(admin.realName).not.toBe('hacked');
    // A 000000 tenant admin (alias admin) cannot grant the administrator role.
    const platformAdmin = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'admin',
      menus: pageCodes('user'),
    });
    const pTok = await t.login({ account: platformAdmin.account, password: platformAdmin.password });
    const [{ roleId: administratorRole }] = await t.db
      .select({ roleId: user.roleId })
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
    const esc = await t.call('POST', `${U}/grant`, pTok, undefined, {
      userIds: platformAdmin.userId,
      roleIds: administratorRole,
    });
    expect(esc.status).toBe(403);
    expect(esc.body.msg).toBe('无权配置超管角色!');
  });

  it('needs the button codes: view-only users get 403 on every write', async () => {
    const viewer = await createUser(t.db, { tenantId: a.tenantId, roleAlias: 'viewer', menus: ['user'] });
    const vTok = await t.login({ tenantId: a.tenantId, account: viewer.account, password: viewer.password });
    expect((await t.call('GET', `${U}/page`, vTok)).status).toBe(200);
    const id = viewer.userId;
    for (const [url, body, query] of [
      [`${U}/submit`, { account: 'nope', realName: 'x', password: 'Pass#1234' }, undefined],
      [`${U}/update`, { id, account: viewer.account, realName: 'x' }, undefined],
      [`${U}/remove`, undefined, { ids: a.admin.userId }],
      [`${U}/grant`, undefined, { userIds: id, roleIds: a.admin.roleId }],
      [`${U}/reset-password`, undefined, { userIds: id }],
      [`${U}/unlock`, undefined, { userIds: id }],
      [`${U}/update-platform`, undefined, { userId: id, userType: '1', userExt: '{}' }],
      [`${U}/audit-pass`, undefined, { userIds: id }],
      [`${U}/audit-refuse`, undefined, { userIds: id }],
    ] as const) {
      expect(
        (await t.call('POST', url, vTok, body, query as Record<string, string> | undefined)).status,
        url,
      ).toBe(403);
    }
    expect((await t.call('GET', `${U}/export-user`, vTok)).status).toBe(403);
    expect((await t.call('GET', `${U}/export-template`, vTok)).status).toBe(403);
  });

  it('update ignores the password; remove refuses self; quota is enforced', async () => {
    const [z] = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.account, 'zhang')));
    await t.call('POST', `${U}/update`, aTok, {
      id: z.id,
      account: 'zhang',
      realName: '张三丰',
      password: 'changed!!',
    });
    const [after] = await t.db.select().from(user).where(eq(user.id, z.id));
    expect(after.realName).toBe('张三丰');
    expect(after.password).toBe(z.password);
    const self = await t.call('POST', `${U}/remove`, aTok, undefined, { ids: a.admin.userId });
    expect(self.body.msg).toBe('不能删除本账号!');
    const [row] = await t.db
      .select({ n: user.id })
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.isDeleted, 0)));
    expect(row).toBeDefined();
    const live = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.isDeleted, 0)));
    await t.db.update(tenant).set({ accountNumber: live.length }).where(eq(tenant.tenantId, a.tenantId));
    expect((await submit(aTok, { account: 'over', realName: 'x', password: 'Pass#1234' })).body.msg).toBe(
      '当前租户已到最大账号额度!',
    );
    await t.db.update(tenant).set({ accountNumber: -1 }).where(eq(tenant.tenantId, a.tenantId));
  });

  it('reset-password sets the tenant initial password, forces a change and ends sessions', async () => {
    const u = await createUser(t.db, { tenantId: a.tenantId, roleId: a.admin.roleId });
    const uTok = await t.login({ tenantId: a.tenantId, account: u.account, password: u.password });
    const [init] = await t.db.select().from(param).where(eq(param.paramKey, 'account.initPassword'));
    const res = await t.call('POST', `${U}/reset-password`, aTok, undefined, { userIds: u.userId });
    expect(res.body.code).toBe(200);
    expect((await t.call('GET', `${U}/info`, uTok)).status).toBe(401);
    const fresh = await t.token({
      tenantId: a.tenantId,
      account: u.account,
      password: String(init.paramValue),
    });
    expect(fresh.body.must_change_password).toBe(true);
  });

  it('platform settings store the extension JSON per user type', async () => {
    const u = await createUser(t.db, { tenantId: a.tenantId, roleId: a.admin.roleId });
    const bad = await t.call('POST', `${U}/update-platform`, aTok, undefined, {
      userId: u.userId,
      userType: '2',
      userExt: '{bad',
    });
    expect(bad.status).toBe(400);
    await t.call('POST', `${U}/update-platform`, aTok, undefined, {
      userId: u.userId,
      userType: '2',
      userExt: '{"k":1}',
    });
    const d = await t.call('GET', `${U}/platform-detail`, aTok, undefined, { id: u.userId });
    expect(d.body.data).toMatchObject({ userType: 2, userExt: '{"k":1}' });
  });
});
