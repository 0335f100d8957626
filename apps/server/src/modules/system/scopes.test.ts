import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDept,
  createRole,
  createTenantWithAdmin,
  createUser,
  menuIds,
  pageCodes,
} from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { dept, menu, param } from '../../db/schema';

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

describe('departments', () => {
  it('computes ancestors, refuses removal with children or users, and stays in the tenant', async () => {
    const top = await t.call('POST', `${S}/dept/submit`, aTok, { deptName: '总部' });
    const sub = await t.call('POST', `${S}/dept/submit`, aTok, {
      deptName: '车间',
      parentId: top.body.data.id,
    });
    const [row] = await t.db.select().from(dept).where(eq(dept.id, sub.body.data.id));
    expect(row).toMatchObject({ tenantId: a.tenantId, ancestors: `0,${top.body.data.id}` });
    expect(
      (await t.call('POST', `${S}/dept/remove`, aTok, undefined, { ids: top.body.data.id })).body.msg,
    ).toBe('请先删除子节点!');
    await createUser(t.db, { tenantId: a.tenantId, roleId: a.admin.roleId, deptId: sub.body.data.id });
    const refused = await t.call('POST', `${S}/dept/remove`, aTok, undefined, { ids: sub.body.data.id });
    expect(refused.body.msg).toBe('该部门下存在用户,不能删除!');
    const level2 = await t.call('GET', `${S}/dept/listLevel2Dept`, aTok);
    expect(level2.body.data.map((d: { deptName: string }) => d.deptName)).toContain('车间');
    const bDept = await createDept(t.db, { tenantId: b.tenantId, deptName: '别家' });
    expect((await t.call('GET', `${S}/dept/detail`, aTok, undefined, { id: bDept })).status).toBe(404);
    expect((await t.call('POST', `${S}/dept/submit`, aTok, { id: bDept, deptName: 'x' })).status).toBe(404);
    expect((await t.call('POST', `${S}/dept/submit`, aTok, { deptName: 'x', parentId: bDept })).status).toBe(
      400,
    );
    expect((await t.call('POST', `${S}/dept/remove`, aTok, undefined, { ids: bDept })).status).toBe(404);
    expect(JSON.stringify((await t.call('GET', `${S}/dept/tree`, aTok)).body.data)).not.toContain(bDept);
    expect(
      (
        await t.call('POST', `${S}/dept/submit`, aTok, {
          id: top.body.data.id,
          deptName: '总部',
          parentId: sub.body.data.id,
        })
      ).body.msg,
    ).toBe('父节点不可选择自身或子节点!');
  });
});

describe('data scopes and API scopes', () => {
  it('a role limited to its own department sees only that department rows in generated lists', async () => {
    const [paramMenu] = await t.db.select().from(menu).where(eq(menu.code, 'param'));
    const scope = await t.call('POST', `${S}/data-scope/submit`, tok, {
      menuId: paramMenu.id,
      scopeName: '本部门',
      scopeType: 3,
      scopeColumn: 'createDept',
    });
    expect(scope.body.code).toBe(200);
    expect(
      (
        await t.call('POST', `${S}/data-scope/submit`, aTok, {
          menuId: paramMenu.id,
          scopeName: 'x',
          scopeType: 1,
        })
      ).status,
    ).toBe(403);
    const bad = await t.call('POST', `${S}/data-scope/submit`, tok, {
      menuId: paramMenu.id,
      scopeName: 'x',
      scopeType: 5,
      scopeValue: 'id = 1 or 1=1',
    });
    expect(bad.status).toBe(400);
    const d1 = await createDept(t.db, { tenantId: a.tenantId });
    const d2 = await createDept(t.db, { tenantId: a.tenantId });
    const r = await createRole(t.db, { tenantId: a.tenantId, roleAlias: 'clerk', menus: pageCodes('param') });
    const u1 = await createUser(t.db, { tenantId: a.tenantId, roleId: r.roleId, deptId: d1 });
    const u1Tok = await t.login({ tenantId: a.tenantId, account: u1.account, password: u1.password });
    await t.db.insert(param).values([
      {
        id: '9100000000000000001',
        tenantId: a.tenantId,
        paramName: 'd1',
        paramKey: 'ds.d1',
        paramValue: 'v',
        createDept: d1,
      },
      {
        id: '9100000000000000002',
        tenantId: a.tenantId,
        paramName: 'd2',
        paramKey: 'ds.d2',
        paramValue: 'v',
        createDept: d2,
      },
    ]);
    const keys = async (token: string) =>
      (
        (await t.call('POST', `${S}/param/page`, token, { paramKey_likeright: 'ds.', size: 50 })).body.data
          .records as { paramKey: string }[]
      )
        .map((x) => x.paramKey)
        .sort();
    expect(await keys(u1Tok)).toEqual(['ds.d1', 'ds.d2']);
    const grant = await t.call('POST', `${S}/role/grant`, aTok, {
      roleIds: [r.roleId],
      menuIds: r.menuIds,
      dataScopeIds: [scope.body.data.id],
      apiScopeIds: [],
    });
    expect(grant.body.code).toBe(200);
    expect(await keys(u1Tok)).toEqual(['ds.d1']);
    expect((await t.call('GET', `${S}/param/get/9100000000000000002`, u1Tok)).status).toBe(404);
    expect(
      (await t.call('POST', `${S}/param/remove`, u1Tok, undefined, { ids: '9100000000000000002' })).status,
    ).toBe(404);
    // The tenant admin (no scope) still sees both.
    expect(await keys(aTok)).toEqual(['ds.d1', 'ds.d2']);
    // A custom rule over whitelisted columns works too.
    const custom = await t.call('POST', `${S}/data-scope/submit`, tok, {
      menuId: paramMenu.id,
      scopeName: '自定义',
      scopeType: 5,
      scopeValue: [{ column: 'paramName', op: 'eq', value: 'd2' }],
    });
    await t.call('POST', `${S}/role/grant`, aTok, {
      roleIds: [r.roleId],
      menuIds: r.menuIds,
      dataScopeIds: [custom.body.data.id],
      apiScopeIds: [],
    });
    expect(await keys(u1Tok)).toEqual(['ds.d2']);
  });

  it('once an API scope covers a route, only roles granted it may call it', async () => {
    const [postMenu] = await t.db.select().from(menu).where(eq(menu.code, 'post'));
    const r = await createRole(t.db, { tenantId: a.tenantId, roleAlias: 'poster', menus: pageCodes('post') });
    const u = await createUser(t.db, { tenantId: a.tenantId, roleId: r.roleId });
    const uTok = await t.login({ tenantId: a.tenantId, account: u.account, password: u.password });
    expect((await t.call('POST', `${S}/post/page`, uTok, {})).status).toBe(200);
    const scope = await t.call('POST', `${S}/api-scope/submit`, tok, {
      menuId: postMenu.id,
      scopeName: '岗位分页',
      scopePath: '/calf-system/post/page',
      scopeMethod: 'POST',
      scopeType: 1,
    });
    expect(scope.body.code).toBe(200);
    const blocked = await t.call('POST', `${S}/post/page`, uTok, {});
    expect(blocked.status).toBe(403);
    expect((await t.call('GET', `${S}/post/list`, uTok)).status).toBe(200);
    const body = {
      roleIds: [r.roleId],
      menuIds: r.menuIds,
      dataScopeIds: [],
      apiScopeIds: [scope.body.data.id],
    };
    // The tenant admin does not hold the API scope itself, so it cannot hand it out (issue #9).
    expect((await t.call('POST', `${S}/role/grant`, aTok, body)).status).toBe(403);
    expect((await t.call('POST', `${S}/role/grant`, tok, body)).body.code).toBe(200);
    expect((await t.call('POST', `${S}/post/page`, uTok, {})).status).toBe(200);
    const tree = (await t.call('GET', `${S}/menu/grant-tree`, aTok)).body.data.apiScope;
    expect(JSON.stringify(tree)).toContain('岗位分页');
    await t.call('POST', `${S}/api-scope/remove`, tok, undefined, { ids: scope.body.data.id });
  });
});

describe('posts, top menus, clients', () => {
  it('posts are a per-tenant generic resource', async () => {
    const p = await t.call('POST', `${S}/post/submit`, aTok, {
      category: 1,
      postCode: 'p1',
      postName: '班长',
      sort: 1,
    });
    expect(p.body.code).toBe(200);
    const bTok = await t.login({ tenantId: b.tenantId, account: 'admin', password: b.admin.password });
    expect((await t.call('GET', `${S}/post/get/${p.body.data.id}`, bTok)).status).toBe(403);
    expect(
      (await t.call('GET', `${S}/post/select`, aTok)).body.data.map((x: { postCode: string }) => x.postCode),
    ).toContain('p1');
    expect(
      (await t.call('GET', `${S}/post/select`, aTok, undefined, { tenantId: b.tenantId })).body.data.map(
        (x: { postCode: string }) => x.postCode,
      ),
    ).toContain('p1');
  });

  it('top menu grant stays within the caller tenant and grant', async () => {
    const tm = await t.call('POST', `${S}/topmenu/submit`, aTok, { code: 'work', name: '工作', sort: 1 });
    const ids = await menuIds(t.db, ['param']);
    expect(
      (await t.call('POST', `${S}/topmenu/grant`, aTok, { topMenuIds: [tm.body.data.id], menuIds: ids })).body
        .code,
    ).toBe(200);
    const keys = await t.call('GET', `${S}/menu/top-tree-keys`, aTok, undefined, {
      topMenuIds: tm.body.data.id,
    });
    expect(keys.body.data.menu).toEqual(ids);
    const tenantMenu = await menuIds(t.db, ['tenant']);
    expect(
      (
        await t.call('POST', `${S}/topmenu/grant`, aTok, {
          topMenuIds: [tm.body.data.id],
          menuIds: tenantMenu,
        })
      ).status,
    ).toBe(403);
    const routes = await t.call('GET', `${S}/menu/routes`, aTok, undefined, { topMenuId: tm.body.data.id });
    expect(JSON.stringify(routes.body.data)).toContain('"code":"param"');
    expect(JSON.stringify(routes.body.data)).not.toContain('"code":"role"');
  });
});
