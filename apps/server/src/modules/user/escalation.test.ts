import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTenantWithAdmin, createUser, menuIds, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { role, user } from '../../db/schema';

// Issue #9 finding 1: a user holding only `user_grant` handed themselves the tenant's admin role.
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let aTok: string;
const U = '/api/calf-user';
const S = '/api/calf-system';

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenantWithAdmin(t.db, pageCodes('user', 'role', 'dept', 'param', 'post'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
});
afterAll(() => t.close());

const roleOf = async (userId: string) =>
  (await t.db.select({ roleId: user.roleId }).from(user).where(eq(user.id, userId)))[0].roleId;

describe('privilege escalation through role assignment', () => {
  it('a user holding only user_grant cannot grant themselves or others a role beyond their own', async () => {
    const granter = await createUser(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'granter',
      menus: ['user', 'user_grant'],
    });
    const gTok = await t.login({
      tenantId: a.tenantId,
      account: granter.account,
      password: granter.password,
    });
    const self = await t.call('POST', `${U}/grant`, gTok, undefined, {
      userIds: granter.userId,
      roleIds: a.admin.roleId,
    });
    expect(self.status).toBe(403);
    expect(await roleOf(granter.userId)).toBe(granter.roleId);
    // (a user within the granter's own rights: acting on one above it is refused — acting-on-superiors.test.ts)
    const other = await createUser(t.db, { tenantId: a.tenantId, roleAlias: 'worker', menus: ['user'] });
    const up = await t.call('POST', `${U}/grant`, gTok, undefined, {
      userIds: other.userId,
      roleIds: a.admin.roleId,
    });
    expect(up.status).toBe(403);
    // A role within the granter's own permissions may be handed to someone else.
    const small = await createRole(t.db, { tenantId: a.tenantId, roleAlias: 'small', menus: ['user'] });
    const fine = await t.call('POST', `${U}/grant`, gTok, undefined, {
      userIds: other.userId,
      roleIds: small.roleId,
    });
    expect(fine.body.code).toBe(200);
    // ... but not to themselves, since they do not hold it.
    const selfSmall = await t.call('POST', `${U}/grant`, gTok, undefined, {
      userIds: granter.userId,
      roleIds: small.roleId,
    });
    expect(selfSmall.status).toBe(403);
  });

  it('user update and submit refuse a roleId whose permissions exceed the caller', async () => {
    const editor = await createUser(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'editor',
      menus: ['user', 'user_add', 'user_edit'],
    });
    const eTok = await t.login({ tenantId: a.tenantId, account: editor.account, password: editor.password });
    const upd = await t.call('POST', `${U}/update`, eTok, {
      id: editor.userId,
      account: editor.account,
      realName: 'x',
      roleId: a.admin.roleId,
    });
    expect(upd.status).toBe(403);
    expect(await roleOf(editor.userId)).toBe(editor.roleId);
    const sub = await t.call('POST', `${U}/submit`, eTok, {
      account: 'sneaky',
      realName: 'x',
      password: 'Pass#1234',
      roleId: a.admin.roleId,
    });
    expect(sub.status).toBe(403);
    // Editing another field of a user whose roles are unchanged still works.
    const same = await t.call('POST', `${U}/update`, eTok, {
      id: editor.userId,
      account: editor.account,
      realName: '编辑员',
      roleId: editor.roleId,
    });
    expect(same.body.code).toBe(200);
  });

  it('role grant refuses menus, data and API scopes the caller does not hold; role submit cannot rename roles above the caller', async () => {
    const manager = await createUser(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'manager',
      menus: ['role', 'role_grant', 'role_add', 'role_edit', 'param'],
    });
    const mTok = await t.login({
      tenantId: a.tenantId,
      account: manager.account,
      password: manager.password,
    });
    const target = await createRole(t.db, { tenantId: a.tenantId, roleAlias: 'target' });
    const userMenus = await menuIds(t.db, pageCodes('user'));
    const over = await t.call('POST', `${S}/role/grant`, mTok, {
      roleIds: [target.roleId],
      menuIds: userMenus,
    });
    expect(over.status).toBe(403);
    const ownRole = await t.call('POST', `${S}/role/grant`, mTok, {
      roleIds: [manager.roleId],
      menuIds: await menuIds(t.db, pageCodes('role', 'param', 'user')),
    });
    expect(ownRole.status).toBe(403);
    const within = await t.call('POST', `${S}/role/grant`, mTok, {
      roleIds: [target.roleId],
      menuIds: await menuIds(t.db, ['param']),
    });
    expect(within.body.code).toBe(200);
    // The tenant's admin role holds more than the manager: the manager may not edit it.
    const rename = await t.call('POST', `${S}/role/submit`, mTok, {
      id: a.admin.roleId,
      roleName: 'x',
      roleAlias: 'admin',
    });
    expect(rename.status).toBe(403);
    const [r] = await t.db.select().from(role).where(eq(role.id, a.admin.roleId));
    expect(r.roleName).not.toBe('x');
  });

  it('the tenant admin still assigns roles within the tenant, including its own admin role', async () => {
    const worker = await createUser(t.db, { tenantId: a.tenantId, roleAlias: 'w2', menus: ['param'] });
    const res = await t.call('POST', `${U}/grant`, aTok, undefined, {
      userIds: worker.userId,
      roleIds: a.admin.roleId,
    });
    expect(res.body.msg).toBe('操作成功');
  });
});
