import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';

const D = '/api/calf-system/dept';
let t: Awaited<ReturnType<typeof createTestApp>>;
let aTok: string;
let plainTok: string;
const id: Record<string, string> = {};

type Vo = { id: string; deptName: string; parentName: string; hasChildren?: boolean; children?: Vo[] };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createTenantWithAdmin(t.db, pageCodes('dept'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
  const plain = await createUser(t.db, { tenantId: a.tenantId, roleAlias: 'plain', menus: [] });
  plainTok = await t.login({ tenantId: a.tenantId, account: plain.account, password: plain.password });
  for (const [name, parent, sort] of [
    ['总部', undefined, 1],
    ['生产部', '总部', 2],
    ['安环部', '总部', 1],
    ['一车间', '生产部', 1],
  ] as const) {
    const res = await t.call('POST', `${D}/submit`, aTok, {
      deptName: name,
      sort,
      deptCategory: parent ? 2 : 1,
      ...(parent ? { parentId: id[parent] } : {}),
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      deptCategoryName: parent ? '部门' : '公司',
    });
    id[name] = res.body.data.id;
  }
});
afterAll(() => t.close());

describe('departments on the layer keep the contract wire shapes (api-contract §5.3)', () => {
  it('list answers the DeptVO forest ordered by sort, with parentName and category labels', async () => {
    const res = await t.call('GET', `${D}/list`, aTok);
    expect(res.body.code, res.body.msg).toBe(200);
    const mine = (res.body.data as Vo[]).find((r) => r.id === id['总部'])!;
    expect(mine).toMatchObject({
      parentName: '顶级',
      deptCategoryName: '公司',
      fullName: '总部',
      hasChildren: true,
    });
    expect(mine.children!.map((c) => c.deptName)).toEqual(['安环部', '生产部']);
    expect(mine.children![1]).toMatchObject({ parentName: '总部', deptCategoryName: '部门' });
    expect(mine.children![1].children![0].deptName).toBe('一车间');
    const found = await t.call('POST', `${D}/list`, aTok, { deptName: '车间' });
    expect((found.body.data as Vo[]).map((r) => r.deptName)).toEqual(['一车间']);
  });

  it('lazy-list answers one level with hasChildren, and searches every level by name without parentId', async () => {
    const level = await t.call('GET', `${D}/lazy-list`, aTok, undefined, { parentId: id['总部'] });
    expect((level.body.data as Vo[]).map((r) => [r.deptName, r.hasChildren])).toEqual([
      ['安环部', false],
      ['生产部', true],
    ]);
    const search = await t.call('GET', `${D}/lazy-list`, aTok, undefined, { deptName: '车间' });
    expect((search.body.data as Vo[]).map((r) => r.deptName)).toEqual(['一车间']);
  });

  it('tree, lazy-tree and listLevel2Dept feed pickers of every signed-in user; the lists need the code', async () => {
    const tree = await t.call('GET', `${D}/tree`, plainTok);
    expect(tree.body.code, tree.body.msg).toBe(200);
    const root = tree.body.data.find((n: { id: string }) => n.id === id['总部']);
    expect(root).toMatchObject({ title: '总部', key: id['总部'], value: id['总部'], parentId: '0' });
    const lazy = await t.call('GET', `${D}/lazy-tree`, plainTok, undefined, { parentId: id['生产部'] });
    expect(lazy.body.data).toEqual([
      {
        id: id['一车间'],
        parentId: id['生产部'],
        title: '一车间',
        key: id['一车间'],
        value: id['一车间'],
        hasChildren: false,
      },
    ]);
    const level2 = await t.call('GET', `${D}/listLevel2Dept`, plainTok);
    expect(level2.body.data.map((d: Vo) => d.deptName).sort()).toEqual(['安环部', '生产部']);
    expect((await t.call('GET', `${D}/list`, plainTok)).status).toBe(403);
  });

  it('detail carries parentName; an edit keeps the omitted fields; a move rewrites the subtree', async () => {
    const detail = await t.call('GET', `${D}/detail`, aTok, undefined, { id: id['一车间'] });
    expect(detail.body.data).toMatchObject({ deptName: '一车间', parentName: '生产部', deptCategory: 2 });
    const moved = await t.call('POST', `${D}/submit`, aTok, {
      id: id['生产部'],
      parentId: id['安环部'],
      deptName: '生产部',
    });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const after = await t.call('GET', `${D}/detail`, aTok, undefined, { id: id['一车间'] });
    expect(after.body.data.ancestors).toBe(`0,${id['总部']},${id['安环部']},${id['生产部']}`);
    expect(after.body.data.sort).toBe(1);
  });
});

describe('the platform administrator', () => {
  it("reads another tenant's departments with tenantId, and only reads", async () => {
    const tok = await t.login();
    const tenantId = (await t.call('GET', `${D}/detail`, aTok, undefined, { id: id['总部'] })).body.data
      .tenantId;
    const mine = await t.call('GET', `${D}/tree`, tok);
    expect(JSON.stringify(mine.body.data)).not.toContain(id['总部']);
    const theirs = await t.call('GET', `${D}/tree`, tok, undefined, { tenantId });
    expect(JSON.stringify(theirs.body.data)).toContain(id['总部']);
    const list = await t.call('GET', `${D}/list`, tok, undefined, { tenantId, deptName: '车间' });
    expect(list.body.data.map((r: Vo) => r.deptName)).toEqual(['一车间']);
    const write = await t.call('POST', `${D}/remove`, tok, undefined, { ids: id['一车间'], tenantId });
    expect(write.status).toBe(404);
  });
});
