import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';

const M = '/api/calf-system/menu';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let aTok: string;

type Vo = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  category: number;
  hasChildren?: boolean;
  children?: Vo[];
};
const flat = (forest: Vo[]): Vo[] => forest.flatMap((n) => [n, ...flat(n.children ?? [])]);
const idOf = async (code: string) =>
  String(
    (await t.pool.query('select id from calf_menu where code = $1 and is_deleted = 0', [code])).rows[0].id,
  );

beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
  const a = await createTenantWithAdmin(t.db, pageCodes('role', 'param', 'dataScope'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
});
afterAll(() => t.close());

describe('menu lists (api-contract §3.2)', () => {
  it('list answers the whole forest, menu-list only menus, both filtered by name', async () => {
    const all = flat((await t.call('GET', `${M}/list`, tok)).body.data);
    expect(all.some((m) => m.code === 'param_add' && m.category === 2)).toBe(true);
    const system = all.find((m) => m.code === 'system');
    expect(system).toMatchObject({ parentId: '0', hasChildren: true });
    const menus = flat((await t.call('GET', `${M}/menu-list`, tok)).body.data);
    expect(menus.length).toBeGreaterThan(10);
    expect(menus.every((m) => m.category === 1)).toBe(true);
    // the client cannot widen the fixed category
    const forced = flat((await t.call('GET', `${M}/menu-list`, tok, undefined, { category: '2' })).body.data);
    expect(forced.every((m) => m.category === 1)).toBe(true);
    const named = flat((await t.call('GET', `${M}/list`, tok, undefined, { name: '参数管理' })).body.data);
    expect(named.map((m) => m.code)).toEqual(['param']);
  });

  it('lazy lists answer one level with hasChildren; lazy-menu-list counts menus only', async () => {
    const roots = (await t.call('GET', `${M}/lazy-list`, tok)).body.data as Vo[];
    expect(roots.every((m) => m.parentId === '0')).toBe(true);
    expect(roots.find((m) => m.code === 'system')?.hasChildren).toBe(true);
    const system = await idOf('system');
    const level = (await t.call('GET', `${M}/lazy-list`, tok, undefined, { parentId: system })).body
      .data as Vo[];
    expect(level.find((m) => m.code === 'param')?.hasChildren).toBe(true);
    const menus = (await t.call('GET', `${M}/lazy-menu-list`, tok, undefined, { parentId: system })).body
      .data as Vo[];
    // the parameter page has only buttons below it: no children among menus
    expect(menus.find((m) => m.code === 'param')?.hasChildren).toBe(false);
    expect(menus.every((m) => m.category === 1)).toBe(true);
    // a search without parentId looks at every level
    const found = (await t.call('GET', `${M}/lazy-list`, tok, undefined, { code: 'param_add' })).body.data;
    expect(found.map((m: Vo) => m.code)).toEqual(['param_add']);
  });

  it('detail and get/{id} add parentName and the dictionary labels', async () => {
    const id = await idOf('param_add');
    for (const res of [
      await t.call('GET', `${M}/detail`, tok, undefined, { id }),
      await t.call('GET', `${M}/get/${id}`, tok),
    ]) {
      expect(res.body.data).toMatchObject({
        id,
        code: 'param_add',
        parentName: '参数管理',
        categoryName: '按钮',
        category: 2,
      });
      expect(res.body.data).not.toHaveProperty('isDeleted');
    }
    expect((await t.call('GET', `${M}/detail`, tok, undefined, { id: '1' })).status).toBe(404);
  });

  it('routes keep the wire shape of api-contract §3.3 (no audit columns, no ancestors)', async () => {
    const first = (await t.call('GET', `${M}/routes`, tok)).body.data.find((m: Vo) => m.children);
    expect(Object.keys(first).sort()).toEqual(
      [
        'action',
        'alias',
        'category',
        'children',
        'code',
        'hasChildren',
        'id',
        'isOpen',
        'name',
        'parentId',
        'path',
        'remark',
        'sort',
        'source',
      ].sort(),
    );
  });
});

describe('menu writes', () => {
  it('a new menu takes the old defaults and its path; the form may send action 0', async () => {
    const system = await idOf('system');
    const res = await t.call('POST', `${M}/submit`, tok, { code: 'mx1', name: '新页面', parentId: system });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('新增成功');
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      alias: 'menu',
      path: '',
      source: '',
      remark: '',
      sort: 1,
      category: 1,
      action: 0,
      isOpen: 1,
      ancestors: `0,${system}`,
    });
    const btn = await t.call('POST', `${M}/submit`, tok, {
      code: 'mx1_add',
      name: '新增',
      parentId: id,
      category: 2,
      action: 1,
      alias: 'add',
    });
    expect(btn.body.data).toMatchObject({ ancestors: `0,${system},${id}`, actionName: '工具栏' });
    const edited = await t.call('POST', `${M}/submit`, tok, {
      ...res.body.data,
      name: '新页面2',
      action: 0,
      path: '/mx1',
    });
    expect(edited.body.code, edited.body.msg).toBe(200);
    expect(edited.body.msg).toBe('更新成功');
    expect(edited.body.data).toMatchObject({ name: '新页面2', action: 0, path: '/mx1' });
    expect((await t.call('POST', `${M}/submit`, tok, { code: 'mx2', name: 'x', action: 7 })).body.code).toBe(
      400,
    );
  });

  it('refuses buttons as parents, duplicates, cycles and missing values with the contract texts', async () => {
    const btn = await idOf('param_add');
    const msg = async (body: Record<string, unknown>) =>
      (await t.call('POST', `${M}/submit`, tok, body)).body.msg;
    expect(await msg({ code: 'mx3', name: 'mx3', parentId: btn })).toBe('父节点只可选择菜单类型!');
    expect(await msg({ code: 'param', name: 'dup' })).toBe('菜单名或编号已存在!');
    expect(await msg({ code: 'mx4', name: '参数管理' })).toBe('菜单名或编号已存在!');
    // button names repeat freely (every page has its 新增)
    expect(
      (await t.call('POST', `${M}/submit`, tok, { code: 'mx5', name: '新增', category: 2 })).body.code,
    ).toBe(200);
    expect(await msg({ name: 'x' })).toBe('参数错误: code 请输入菜单编号');
    const system = await idOf('system');
    expect(await msg({ id: system, parentId: system })).toBe('父节点不可选择自身!');
    expect(await msg({ id: system, parentId: await idOf('param') })).toBe('父节点不可选择自身或子节点!');
  });

  it('moving a menu rewrites the paths below it; removal needs no children and drops grants', async () => {
    const system = await idOf('system');
    const top = await t.call('POST', `${M}/submit`, tok, { code: 'mx6', name: '移动前', parentId: system });
    const page = await t.call('POST', `${M}/submit`, tok, {
      code: 'mx7',
      name: '子页面',
      parentId: top.body.data.id,
    });
    expect(
      (await t.call('POST', `${M}/submit`, tok, { id: top.body.data.id, parentId: '0' })).body.code,
    ).toBe(200);
    const row = await t.pool.query('select ancestors from calf_menu where id = $1', [page.body.data.id]);
    expect(row.rows[0].ancestors).toBe(`0,${top.body.data.id}`);
    const remove = (ids: string) => t.call('POST', `${M}/remove`, tok, undefined, { ids });
    expect((await remove(top.body.data.id)).body.msg).toBe('请先删除子节点!');
    const role = (await t.pool.query(`select id from calf_role where role_alias = 'admin' limit 1`)).rows[0]
      .id;
    await t.pool.query('insert into calf_role_menu (role_id, menu_id) values ($1, $2)', [
      role,
      page.body.data.id,
    ]);
    const res = await remove(`${page.body.data.id},${top.body.data.id}`);
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功' });
    const grants = await t.pool.query('select 1 from calf_role_menu where menu_id = $1', [page.body.data.id]);
    expect(grants.rowCount).toBe(0);
  });
});

describe('menu access', () => {
  it('only the platform administrator reads or edits the tree; the parent picker is open', async () => {
    const id = await idOf('param');
    for (const [method, call, query] of [
      ['GET', 'list', undefined],
      ['GET', 'menu-list', undefined],
      ['GET', 'lazy-list', undefined],
      ['GET', 'lazy-menu-list', undefined],
      ['GET', 'lazy-tree', undefined],
      ['GET', 'detail', { id }],
      ['GET', `get/${id}`, undefined],
      ['POST', 'remove', { ids: id }],
    ] as const) {
      expect((await t.call(method, `${M}/${call}`, aTok, undefined, query)).status, call).toBe(403);
    }
    expect((await t.call('POST', `${M}/submit`, aTok, { code: 'x1', name: 'x1' })).status).toBe(403);
    const picker = JSON.stringify((await t.call('GET', `${M}/tree`, aTok)).body.data);
    expect(picker).toContain('参数管理');
    expect(picker).not.toContain('租户管理');
    expect(picker).not.toContain('新增');
  });
});

describe('migration', () => {
  it('the ancestors backfill rebuilds every path from parent_id', async () => {
    const dir = join(import.meta.dirname, '../../../drizzle');
    const file = readdirSync(dir).find((f) => f.endsWith('_menu_ancestors.sql'));
    expect(file).toBeDefined();
    const before = await t.pool.query('select id, ancestors from calf_menu order by id');
    await t.pool.query(`update calf_menu set ancestors = '0'`);
    for (const statement of readFileSync(join(dir, file!), 'utf8').split('--> statement-breakpoint'))
      if (statement.trim()) await t.pool.query(statement);
    expect((await t.pool.query('select id, ancestors from calf_menu order by id')).rows).toEqual(before.rows);
  });
});
