import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTenantWithAdmin, createUser, menuIds, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { menu, role, roleMenu } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let a: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let aTok: string;
let b: Awaited<ReturnType<typeof createTenantWithAdmin>>;
const S = '/api/calf-system';

beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
  a = await createTenantWithAdmin(
    t.db,
    pageCodes('role', 'dept', 'menu', 'param', 'post', 'topMenu', 'dataScope', 'apiScope'),
  );
  b = await createTenantWithAdmin(t.db, pageCodes('role', 'dept', 'param'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
});
afterAll(() => t.close());

const menusOf = async (roleId: string) =>
  (await t.db.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId)))
    .map((r) => r.id)
    .sort();

describe('roles and grants', () => {
  it('grant replaces all; a child role loses what its parent lost', async () => {
    const parent = await t.call('POST', `${S}/role/submit`, aTok, {
      roleName: '车间主任',
      roleAlias: 'leader',
    });
    const parentId = parent.body.data.id;
    const childRes = await t.call('POST', `${S}/role/submit`, aTok, {
      roleName: '班组长',
      roleAlias: 'team',
      parentId,
    });
    const childId = childRes.body.data.id;
    expect(childRes.body.data.tenantId).toBe(a.tenantId);
    const param = await menuIds(t.db, pageCodes('param'));
    const post = await menuIds(t.db, pageCodes('post'));
    const g = (roleIds: string[], menuIds: string[]) =>
      t.call('POST', `${S}/role/grant`, aTok, { roleIds, menuIds, dataScopeIds: [], apiScopeIds: [] });
    expect((await g([parentId], [...param, ...post])).body.code).toBe(200);
    await g([childId], [...param, ...post]);
    expect(await menusOf(childId)).toEqual([...param, ...post].sort());
    await g([parentId], param);
    expect(await menusOf(parentId)).toEqual([...param].sort());
    expect(await menusOf(childId)).toEqual([...param].sort());
    const keys = await t.call('GET', `${S}/menu/role-tree-keys`, aTok, undefined, { roleIds: childId });
    expect(keys.body.data.menu.sort()).toEqual([...param].sort());
    // Removing a role with children is refused.
    expect((await t.call('POST', `${S}/role/remove`, aTok, undefined, { ids: parentId })).body.msg).toBe(
      '请先删除子节点!',
    );
  });

  it('a tenant admin cannot grant menus it does not hold, roles of another tenant, or the administrator role', async () => {
    const tenantMenu = await menuIds(t.db, pageCodes('tenant'));
    const own = await t.call('POST', `${S}/role/grant`, aTok, {
      roleIds: [a.admin.roleId],
      menuIds: tenantMenu,
    });
    expect(own.status).toBe(403);
    const before = await menusOf(b.admin.roleId);
    const foreign = await t.call('POST', `${S}/role/grant`, aTok, { roleIds: [b.admin.roleId], menuIds: [] });
    expect(foreign.status).toBe(404);
    expect(await menusOf(b.admin.roleId)).toEqual(before);
    expect((await t.call('GET', `${S}/role/detail`, aTok, undefined, { id: b.admin.roleId })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `${S}/role/submit`, aTok, { id: b.admin.roleId, roleName: 'x', roleAlias: 'x' }))
        .status,
    ).toBe(404);
    expect((await t.call('POST', `${S}/role/remove`, aTok, undefined, { ids: b.admin.roleId })).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', `${S}/role/tree-by-id`, aTok, undefined, { roleId: b.admin.roleId })).status,
    ).toBe(404);
    const list = await t.call('GET', `${S}/role/list`, aTok);
    expect(JSON.stringify(list.body.data)).not.toContain(b.admin.roleId);
    // Escalation: alias administrator cannot be created or granted by a tenant admin (even of 000000).
    expect(
      (await t.call('POST', `${S}/role/submit`, aTok, { roleName: 'x', roleAlias: 'administrator' })).body
        .msg,
    ).toBe('无权配置超管角色!');
    const pAdmin = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'admin',
      menus: pageCodes('role'),
    });
    const pTok = await t.login({ account: pAdmin.account, password: pAdmin.password });
    const [adm] = await t.db
      .select()
      .from(role)
      .where(and(eq(role.tenantId, '000000'), eq(role.roleAlias, 'administrator')));
    const esc = await t.call('POST', `${S}/role/grant`, pTok, { roleIds: [adm.id], menuIds: [] });
    expect(esc.body.msg).toBe('无权配置超管角色!');
    expect((await menusOf(adm.id)).length).toBeGreaterThan(50);
    // The platform administrator may.
    const viewOnly = await createRole(t.db, { tenantId: a.tenantId, roleAlias: 'v', menus: ['role'] });
    const v = await createUser(t.db, { tenantId: a.tenantId, roleId: viewOnly.roleId });
    const vTok = await t.login({ tenantId: a.tenantId, account: v.account, password: v.password });
    expect((await t.call('GET', `${S}/role/list`, vTok)).status).toBe(200);
    expect(
      (await t.call('POST', `${S}/role/grant`, vTok, { roleIds: [viewOnly.roleId], menuIds: [] })).status,
    ).toBe(403);
    expect((await t.call('POST', `${S}/role/submit`, vTok, { roleName: 'n', roleAlias: 'n' })).status).toBe(
      403,
    );
    expect((await t.call('POST', `${S}/role/remove`, vTok, undefined, { ids: viewOnly.roleId })).status).toBe(
      403,
    );
  });
});

describe('menus', () => {
  it('menu edits are administrator-only and validated', async () => {
    expect((await t.call('POST', `${S}/menu/submit`, aTok, { code: 'x1', name: 'x1' })).status).toBe(403);
    const [paramMenu] = await t.db.select().from(menu).where(eq(menu.code, 'param'));
    expect(
      (await t.call('GET', `${S}/menu/detail`, aTok, undefined, { id: String(paramMenu.id) })).status,
    ).toBe(403);
    expect((await t.call('GET', `${S}/menu/list`, aTok)).status).toBe(403);
    const [btn] = await t.db.select().from(menu).where(eq(menu.code, 'param_add'));
    expect(
      (await t.call('POST', `${S}/menu/submit`, tok, { code: 'x2', name: 'x2', parentId: btn.id })).body.msg,
    ).toBe('父节点只可选择菜单类型!');
    expect((await t.call('POST', `${S}/menu/submit`, tok, { code: 'param', name: 'dup' })).body.msg).toBe(
      '菜单名或编号已存在!',
    );
    const ok = await t.call('POST', `${S}/menu/submit`, tok, {
      code: 'x3',
      name: '新菜单',
      parentId: paramMenu.parentId,
      category: 1,
      path: '/x3',
    });
    expect(ok.body.data.id).toMatch(/^\d+$/);
    expect(
      (await t.call('POST', `${S}/menu/remove`, tok, undefined, { ids: String(paramMenu.id) })).body.msg,
    ).toBe('请先删除子节点!');
    expect(
      (await t.call('POST', `${S}/menu/remove`, tok, undefined, { ids: ok.body.data.id })).body.code,
    ).toBe(200);
    const lazy = await t.call('GET', `${S}/menu/lazy-list`, tok, undefined, {
      parentId: String(paramMenu.parentId),
    });
    expect(lazy.body.data.find((m: { code: string }) => m.code === 'param').hasChildren).toBe(true);
    // A tenant admin's grant tree holds only what it may grant.
    const tree = JSON.stringify((await t.call('GET', `${S}/menu/grant-tree`, aTok)).body.data.menu);
    expect(tree).toContain('参数管理');
    expect(tree).not.toContain('租户管理');
  });
});
