import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TreeNode } from '@dp/domain';
import { bizDicts } from '@dp/domain/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createTenantWithAdmin,
  createUser,
  pageCodes,
  unlockAdmin,
} from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { migrationsFolder } from '../../db/client';
import { dict, dictBiz } from '../../db/schema';

const DICT = '/api/calf-system/dict';
const BIZ = '/api/calf-system/dict-biz';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

type Item = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  children?: Item[];
};
const get = async (url: string, query?: Record<string, string>, token = tok) => {
  const res = await t.call('GET', url, token, undefined, query);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};
const dictionary = async (code: string, base = DICT, token = tok): Promise<Item[]> =>
  get(`${base}/dictionary`, { code }, token);
const submit = (body: Record<string, unknown>, base = DICT, token = tok) =>
  t.call('POST', `${base}/submit`, token, body);
const headerId = async (code: string) =>
  (
    await t.db
      .select({ id: dict.id })
      .from(dict)
      .where(and(eq(dict.code, code), eq(dict.parentId, '0')))
  )[0].id;

describe('dictionary?code=', () => {
  it('returns the items of the code (not the header), sorted by sort, with the contract fields', async () => {
    const items = await dictionary('sex');
    expect(items.map((i) => [i.dictKey, i.dictValue])).toEqual([
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ]);
    expect(Object.keys(items[0]).sort()).toEqual([
      'code',
      'dictKey',
      'dictValue',
      'id',
      'parentId',
      'remark',
      'sort',
    ]);
    expect(items.every((i) => i.parentId !== '0' && i.code === 'sex')).toBe(true);
    expect(await get(`${DICT}/dictionary/sex`)).toEqual(items);
    expect(await dictionary('no_such_code')).toEqual([]);
  });

  it('shows a new item at once (cache dropped), by sort, and hides it when sealed or removed', async () => {
    await dictionary('sex'); // warm the cache
    const parentId = await headerId('sex');
    const first = await submit({ parentId, code: 'sex', dictKey: '0', dictValue: '保密', sort: 0 });
    expect(first.body).toMatchObject({ code: 200, msg: '新增成功' });
    const last = await submit({ parentId, code: 'sex', dictKey: '9', dictValue: '其他', sort: 99 });
    let items = await dictionary('sex');
    expect(items.map((i) => i.dictKey)).toEqual(['0', '1', '2', '3', '9']);
    const sorts = items.map((i) => i.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    await submit({
      id: first.body.data.id,
      parentId,
      code: 'sex',
      dictKey: '0',
      dictValue: '保密',
      sort: 0,
      isSealed: 1,
    });
    items = await dictionary('sex');
    expect(items.map((i) => i.dictKey)).toEqual(['1', '2', '3', '9']);

    const rm = await t.call('POST', `${DICT}/remove`, tok, undefined, { ids: last.body.data.id });
    expect(rm.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await dictionary('sex')).map((i) => i.dictKey)).toEqual(['1', '2', '3']);
  });

  it('needs a code and a signed-in caller', async () => {
    const res = await t.call('GET', `${DICT}/dictionary`, tok);
    expect(res.body).toMatchObject({ code: 400, msg: '参数错误: code 不能为空' });
    expect((await t.call('GET', `${DICT}/dictionary`, null, undefined, { code: 'sex' })).status).toBe(401);
  });
});

describe('dictionary?code= in English (Accept-Language: en-US)', () => {
  const english = async (code: string, base = DICT) => {
    const res = await t.call(
      'GET',
      `${base}/dictionary`,
      tok,
      undefined,
      { code },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    return (res.body.data as Item[]).map((i): [string, string] => [i.dictKey, i.dictValue]);
  };

  it("answers the seed's English labels of system and business items; Chinese stays the default", async () => {
    expect(await english('sex')).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
      ['3', 'Unknown'],
    ]);
    expect((await dictionary('sex')).map((i) => i.dictValue)).toEqual(['男', '女', '未知']);
    const seed = bizDicts.find((d) => d.code === 'RISK_LEVEL')!;
    expect(await english('RISK_LEVEL', BIZ)).toEqual(seed.items.map((i) => [i.key, i.labelEn]));
    expect((await dictionary('RISK_LEVEL', BIZ)).map((i) => i.dictValue)).toEqual(
      seed.items.map((i) => i.label),
    );
  });

  it('answers what a tenant relabelled or added as it is stored, in both languages', async () => {
    const items = await dictionary('CONTROL_LEVEL', BIZ);
    const company = items.find((i) => i.dictKey === 'COMPANY')!;
    const { children: _, ...row } = company;
    expect((await submit({ ...row, dictValue: '公司级（本厂）' }, BIZ)).body.code).toBe(200);
    const added = await submit(
      {
        parentId: company.parentId,
        code: 'CONTROL_LEVEL',
        dictKey: 'OUTSOURCED',
        dictValue: '外包班组',
        sort: 99,
      },
      BIZ,
    );
    expect(added.body.code, added.body.msg).toBe(200);
    try {
      const en = new Map(await english('CONTROL_LEVEL', BIZ));
      expect(en.get('COMPANY')).toBe('公司级（本厂）');
      expect(en.get('OUTSOURCED')).toBe('外包班组');
      expect(en.get('DEPARTMENT')).toBe('Department');
    } finally {
      await submit(row, BIZ);
      await t.call('POST', `${BIZ}/remove`, tok, undefined, { ids: added.body.data.id });
    }
    expect(new Map(await english('CONTROL_LEVEL', BIZ)).get('COMPANY')).toBe('Company');
  });
});

describe('parent-list and child-list', () => {
  it('pages the headers, sorted by sort, with parentName 顶级', async () => {
    const total = (
      await t.db
        .select()
        .from(dict)
        .where(and(eq(dict.parentId, '0'), eq(dict.isDeleted, 0)))
    ).length;
    const p1 = await get(`${DICT}/parent-list`, { current: '1', size: '5' });
    expect(p1).toMatchObject({ total, size: 5, current: 1, pages: Math.ceil(total / 5) });
    expect(p1.records).toHaveLength(5);
    expect(
      p1.records.every((r: Item & { parentName: string }) => r.parentId === '0' && r.parentName === '顶级'),
    ).toBe(true);
    const p2 = await get(`${DICT}/parent-list`, { current: '2', size: '5' });
    const ids1 = p1.records.map((r: Item) => r.id);
    expect(p2.records.some((r: Item) => ids1.includes(r.id))).toBe(false);
    const all = await get(`${DICT}/parent-list`, { size: '1000' });
    const sorts = all.records.map((r: Item) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
    const sex = await get(`${DICT}/parent-list`, { code: 'sex' });
    expect(sex.records.map((r: Item) => r.code)).toEqual(['sex']);
    // LIKE wildcards in a filter are plain characters
    expect((await get(`${DICT}/parent-list`, { code: '%' })).total).toBe(0);
    const underscore = await get(`${DICT}/parent-list`, { code: 'yes_', size: '100' });
    expect(underscore.records.map((r: Item) => r.code)).toEqual(['yes_no']);
    expect((await get(`${DICT}/parent-list`, { code: 's_x' })).total).toBe(0);
  });

  it('builds the child tree of a header, refuses to remove a node with children', async () => {
    const header = await submit({ code: 'test_tree', dictValue: '测试树', sort: 1 });
    expect(header.body.data).toMatchObject({ parentId: '0', dictKey: '-1' });
    const h = header.body.data.id;
    const a = (await submit({ parentId: h, code: 'test_tree', dictKey: '1', dictValue: '甲', sort: 2 })).body
      .data.id;
    const b = (await submit({ parentId: h, code: 'test_tree', dictKey: '2', dictValue: '乙', sort: 1 })).body
      .data.id;
    const a1 = (await submit({ parentId: a, code: 'test_tree', dictKey: '11', dictValue: '甲一', sort: 1 }))
      .body.data.id;

    const tree: (Item & { parentName: string })[] = await get(`${DICT}/child-list`, { parentId: h });
    expect(tree.map((n) => [n.dictValue, n.parentName])).toEqual([
      ['乙', '测试树'],
      ['甲', '测试树'],
    ]);
    expect(tree[0].children).toBeUndefined();
    expect(
      tree[1].children?.map((c) => [c.id, c.dictValue, (c as { parentName?: string }).parentName]),
    ).toEqual([[a1, '甲一', '甲']]);
    expect(await get(`${DICT}/child-list`, { parentId: '-1' })).toEqual([]);
    expect(await get(`${DICT}/child-list`)).toEqual([]);
    expect((await dictionary('test_tree')).map((i) => i.dictKey)).toEqual(['2', '11', '1']);

    // no cycles: a node cannot move under itself or its own descendant
    const cyc = await submit({ id: a, parentId: a1, code: 'test_tree', dictKey: '1', dictValue: '甲' });
    expect(cyc.body).toMatchObject({ code: 400, msg: '父节点不可选择自身或子节点!' });
    const self = await submit({ id: a, parentId: a, code: 'test_tree', dictKey: '1', dictValue: '甲' });
    expect(self.body.msg).toBe('父节点不可选择自身!');
    // moving under a sibling is fine (and back)
    expect(
      (await submit({ id: a1, parentId: b, code: 'test_tree', dictKey: '11', dictValue: '甲一', sort: 1 }))
        .body.code,
    ).toBe(200);
    expect(
      (await submit({ id: a1, parentId: a, code: 'test_tree', dictKey: '11', dictValue: '甲一', sort: 1 }))
        .body.code,
    ).toBe(200);

    for (const id of [h, a, `${b},${a}`]) {
      const res = await t.call('POST', `${DICT}/remove`, tok, undefined, { ids: id });
      expect(res.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    }
    expect((await dictionary('test_tree')).length).toBe(3);
    for (const id of [a1, `${a},${b}`, h]) {
      expect((await t.call('POST', `${DICT}/remove`, tok, undefined, { ids: id })).body.code).toBe(200);
    }
    expect(await dictionary('test_tree')).toEqual([]);
  });

  it('renaming a header code carries its items along', async () => {
    const h = (await submit({ code: 'rename_me', dictValue: '改名' })).body.data.id;
    await submit({ parentId: h, code: 'rename_me', dictKey: '1', dictValue: '一' });
    await submit({ parentId: h, code: 'rename_me', dictKey: '2', dictValue: '二' });
    expect((await dictionary('rename_me')).length).toBe(2);
    const res = await submit({ id: h, code: 'renamed', dictValue: '改名' });
    expect(res.body.code).toBe(200);
    expect(await dictionary('rename_me')).toEqual([]);
    expect((await dictionary('renamed')).map((i) => [i.code, i.dictValue])).toEqual([
      ['renamed', '一'],
      ['renamed', '二'],
    ]);
    expect((await get(`${DICT}/child-list`, { parentId: h })).length).toBe(2);
  });

  it('refuses a duplicate (code, dictKey) and a second header with the same code', async () => {
    const parentId = await headerId('yes_no');
    const dup = await submit({ parentId, code: 'yes_no', dictKey: '1', dictValue: '重复' });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ code: 400, msg: '当前字典键值已存在!' });
    const items = await dictionary('yes_no');
    expect(items.map((i) => i.dictValue)).toEqual(['否', '是']);
    const other = items.find((i) => i.dictKey === '2')!;
    const moved = await submit({ id: other.id, parentId, code: 'yes_no', dictKey: '1', dictValue: '是' });
    expect(moved.body.msg).toBe('当前字典键值已存在!');
    expect((await submit({ code: 'yes_no', dictValue: '第二个表头' })).body.msg).toBe('当前字典键值已存在!');
    expect((await dictionary('yes_no')).map((i) => i.dictKey)).toEqual(['1', '2']);
  });

  it('answers 400, never 500, for values the database cannot take', async () => {
    expect(await get(`${DICT}/child-list`, { parentId: '9999999999999999999' })).toEqual([]);
    const detail = await t.call('GET', `${DICT}/detail`, tok, undefined, { id: '9999999999999999999' });
    expect(detail.body.code).toBe(400);
    for (const res of [
      await submit({ code: 'nul\u0000', dictValue: 'x' }),
      await t.call('GET', `${DICT}/dictionary`, tok, undefined, { code: 'sex\u0000' }),
      await t.call('GET', `${DICT}/parent-list`, tok, undefined, { dictValue: '\u0000' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('非法字符');
    }
  });

  it('validates the submitted row', async () => {
    expect((await submit({ dictValue: 'x' })).body.msg).toContain('请输入字典编号');
    expect((await submit({ code: 'x' })).body.msg).toContain('请输入字典名称');
    const parentId = await headerId('sex');
    expect((await submit({ parentId, code: 'sex', dictValue: 'x' })).body.msg).toContain('请输入字典键值');
    expect((await submit({ parentId: '123', code: 'sex', dictKey: '7', dictValue: 'x' })).body.msg).toBe(
      '上级节点不存在或已被删除',
    );
  });
});

describe('dict-biz is per tenant', () => {
  it("a second tenant sees neither the first tenant's new items nor its rows by id", async () => {
    const code = bizDicts[0].code;
    const other = await createTenantWithAdmin(t.db, pageCodes('dictBiz'));
    const otherTok = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    const base = await dictionary(code, BIZ);
    expect(base.length).toBeGreaterThan(0);
    // both tenants start with the same items, as separate rows
    const theirs = await dictionary(code, BIZ, otherTok);
    expect(theirs.map((i) => i.dictKey)).toEqual(base.map((i) => i.dictKey));
    expect(theirs.some((i) => base.some((b) => b.id === i.id))).toBe(false);

    const [header] = await t.db
      .select({ id: dictBiz.id })
      .from(dictBiz)
      .where(and(eq(dictBiz.code, code), eq(dictBiz.parentId, '0'), eq(dictBiz.tenantId, '000000')));
    const added = await submit(
      { parentId: header.id, code, dictKey: 'zz_new', dictValue: '新增项', sort: 999 },
      BIZ,
    );
    expect(added.body.code).toBe(200);
    expect((await dictionary(code, BIZ)).at(-1)?.dictKey).toBe('zz_new');
    expect((await dictionary(code, BIZ, otherTok)).map((i) => i.dictKey)).not.toContain('zz_new');

    const id = added.body.data.id;
    expect((await t.call('GET', `${BIZ}/detail`, otherTok, undefined, { id })).body.code).toBe(404);
    expect((await t.call('POST', `${BIZ}/remove`, otherTok, undefined, { ids: id })).body.code).toBe(404);
    const upd = await submit(
      { id, parentId: header.id, code, dictKey: 'zz_new', dictValue: '篡改' },
      BIZ,
      otherTok,
    );
    expect(upd.body.code).toBeGreaterThanOrEqual(400);
    const [row] = await t.db.select().from(dictBiz).where(eq(dictBiz.id, id));
    expect(row).toMatchObject({ dictValue: '新增项', isDeleted: 0, tenantId: '000000' });

    const headers = await get(`${BIZ}/parent-list`, { size: '1000' }, otherTok);
    expect(headers.records.every((r: Item & { tenantId: string }) => r.tenantId === other.tenantId)).toBe(
      true,
    );
  });
});

describe('the dictionary on the layer tree', () => {
  it('tree answers every row whatever the query, parent-tree the headers, select "<code>: <label>"', async () => {
    const live = await t.db.select({ id: dict.id }).from(dict).where(eq(dict.isDeleted, 0));
    const tree: TreeNode[] = await get(`${DICT}/tree`, { code: 'DICT' });
    const count = (nodes: TreeNode[]): number => nodes.reduce((n, x) => n + 1 + count(x.children ?? []), 0);
    expect(count(tree)).toBe(live.length);
    const h = await headerId('yes_no');
    expect(tree.find((n) => n.id === h)).toMatchObject({
      parentId: '0',
      title: '是否',
      key: h,
      value: h,
      children: [{ title: '否' }, { title: '是' }],
    });
    const headers: TreeNode[] = await get(`${DICT}/parent-tree`);
    expect(headers.every((n) => n.parentId === '0' && !n.children)).toBe(true);
    expect(headers.map((n) => n.id)).toContain(h);
    const select = await get(`${DICT}/select`);
    expect(select.find((r: Item) => r.id === h)).toEqual({
      id: h,
      code: 'yes_no',
      dictValue: 'yes_no: 是否',
    });
  });

  it('keeps the materialised path of seeded and moved items; list filters the subtree', async () => {
    const h = await headerId('yes_no');
    const seeded = await t.db.select().from(dict).where(eq(dict.code, 'yes_no'));
    expect(seeded.map((r) => r.ancestors)).toEqual(seeded.map((r) => (r.parentId === '0' ? '0' : `0,${h}`)));

    const id: Record<string, string> = {};
    for (const [name, parent] of [['H'], ['A', 'H'], ['B', 'H'], ['A1', 'A']] as const) {
      const res = await submit({
        code: 'path_test',
        dictValue: name,
        ...(parent ? { parentId: id[parent], dictKey: name } : {}),
      });
      expect(res.body.code, res.body.msg).toBe(200);
      id[name] = res.body.data.id;
    }
    const moved = await submit({ id: id.A, parentId: id.B, code: 'path_test', dictKey: 'A', dictValue: 'A' });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const [a1] = await t.db.select().from(dict).where(eq(dict.id, id.A1));
    expect(a1.ancestors).toBe(`0,${id.H},${id.B},${id.A}`);
    const subtree: Item[] = await get(`${DICT}/list`, { subtreeOf: id.B });
    expect(subtree.map((n) => [n.dictValue, n.children?.map((c) => c.dictValue)])).toEqual([['B', ['A']]]);
    expect(subtree[0].children?.[0].children?.map((c) => c.id)).toEqual([id.A1]);
  });

  it('the parent-list and child-list need the dictionary code; the item lookups do not', async () => {
    const other = await createTenant(t.db);
    const user = await createUser(t.db, { tenantId: other.tenantId, roleAlias: 'plain', menus: [] });
    const plain = await t.login({ tenantId: other.tenantId, account: user.account, password: user.password });
    expect((await t.call('GET', `${BIZ}/parent-list`, plain)).status).toBe(403);
    expect((await t.call('GET', `${BIZ}/child-list`, plain)).status).toBe(403);
    expect((await dictionary(bizDicts[0].code, BIZ, plain)).length).toBeGreaterThan(0);
    expect((await t.call('GET', `${BIZ}/tree`, plain)).body.code).toBe(200);
  });
});

describe('the ancestors backfill migration', () => {
  it('rebuilds the paths of both dictionaries from parent_id', async () => {
    const paths = async () =>
      (
        await t.pool.query(
          'select id, ancestors from calf_dict union all select id, ancestors from calf_dict_biz order by id',
        )
      ).rows;
    const before = await paths();
    await t.pool.query(`update calf_dict set ancestors = '0'`);
    await t.pool.query(`update calf_dict_biz set ancestors = '0'`);
    const file = readdirSync(migrationsFolder).find((f) => f.endsWith('_dict_ancestors.sql'));
    expect(file).toBeDefined();
    const sql = readFileSync(join(migrationsFolder, file!), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await t.pool.query(statement);
    expect(await paths()).toEqual(before);
  });
});
