import type { ResourceDef } from '@dp/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, multipartFile } from '../../test/fixtures';
import { createLayerApp, widgetPosts } from '../../test/layer-fixture';
import { countStatements } from '../../test/statements';
import type { RequestContext } from '../core/context';
import { nextId } from '../core/ids';
import { dept, post } from '../db/schema';
import { addRefLabels, checkRefs } from './relations';

const URL = '/api/test/widget';
let t: Awaited<ReturnType<typeof createLayerApp>>;
let deptA: string;
let otherDept: string;
const posts: string[] = [];
let otherPost: string;

const addPost = async (tenantId: string, postName: string) => {
  const id = nextId();
  await t.db.insert(post).values({ id, tenantId, postCode: id.slice(-8), postName });
  return id;
};
const addDept = async (tenantId: string, deptName: string) => {
  const id = nextId();
  await t.db.insert(dept).values({ id, tenantId, deptName });
  return id;
};

beforeAll(async () => {
  t = await createLayerApp();
  const other = await createTenant(t.db);
  deptA = await addDept('000000', '安全环保部');
  otherDept = await addDept(other.tenantId, '别家部门');
  for (const name of ['班组长', '安全员', '操作工']) posts.push(await addPost('000000', name));
  otherPost = await addPost(other.tenantId, '别家岗位');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => t.call('POST', `${URL}/save`, t.tok, body);
const links = async (id: string) =>
  (await t.db.select().from(widgetPosts).where(eq(widgetPosts.ownerId, id))).sort((a, b) => a.sort - b.sort);

describe('ref fields', () => {
  it('returns <field>Name and refuses an id of another tenant or of nothing', async () => {
    const res = await save({ title: 'r1', deptId: deptA });
    expect(res.body.data).toMatchObject({ deptId: deptA, deptIdName: '安全环保部' });
    const foreign = await save({ title: 'r2', deptId: otherDept });
    expect(foreign.body).toMatchObject({
      code: 400,
      msg: `参数错误: deptId 引用的部门 [${otherDept}] 不存在`,
    });
    expect((await save({ title: 'r3', deptId: '12345' })).body.code).toBe(400);
  });
});

describe('subtree search on a ref to a tree', () => {
  it('finds rows of the chosen department and every department below it, exact match still by _equal', async () => {
    const top = nextId();
    const mid = nextId();
    const low = nextId();
    await t.db.insert(dept).values([
      { id: top, tenantId: '000000', deptName: '生产部', parentId: '0', ancestors: '0' },
      { id: mid, tenantId: '000000', deptName: '一车间', parentId: top, ancestors: `0,${top}` },
      { id: low, tenantId: '000000', deptName: '一班', parentId: mid, ancestors: `0,${top},${mid}` },
    ]);
    for (const [title, deptId] of [
      ['s-top', top],
      ['s-mid', mid],
      ['s-low', low],
      ['s-a', deptA],
    ])
      expect((await save({ title, deptId })).body.code).toBe(200);
    const titles = async (query: Record<string, string>) =>
      (
        (
          await t.call('GET', `${URL}/list`, t.tok, undefined, {
            size: '50',
            title_likeright: 's-',
            ...query,
          })
        ).body.data.records as { title: string }[]
      )
        .map((r) => r.title)
        .sort();
    expect(await titles({ deptId_subtree: top })).toEqual(['s-low', 's-mid', 's-top']);
    expect(await titles({ deptId_subtree: mid })).toEqual(['s-low', 's-mid']);
    expect(await titles({ deptId_equal: mid })).toEqual(['s-mid']);
    expect(await titles({ deptId_subtree: otherDept })).toEqual([]);
    const bad = await t.call('GET', `${URL}/list`, t.tok, undefined, { deptId_subtree: "1'or 1=1" });
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误: deptId 应为编号' });
  });
});

describe('ids fields', () => {
  it('writes the join table in order, reads string[] with labels, accepts a comma string', async () => {
    const res = await save({ title: 'i1', postIds: [posts[2], posts[0]] });
    expect(res.body.code, res.body.msg).toBe(200);
    const { id } = res.body.data;
    expect(res.body.data).toMatchObject({ postIds: [posts[2], posts[0]], postIdsName: '操作工,班组长' });
    expect((await links(id)).map((l) => [l.refId, l.sort, l.tenantId])).toEqual([
      [posts[2], 0, '000000'],
      [posts[0], 1, '000000'],
    ]);
    const again = await save({ title: 'i2', postIds: `${posts[1]},${posts[2]}` });
    expect(again.body.data.postIds).toEqual([posts[1], posts[2]]);
  });

  it('replaces the links on update and keeps them when the field is not sent', async () => {
    const { id, version } = (await save({ title: 'u1', postIds: [posts[0], posts[1]] })).body.data;
    const upd = await t.call('POST', `${URL}/update`, t.tok, { id, version, postIds: [posts[2]] });
    expect(upd.body.data).toMatchObject({ postIds: [posts[2]], postIdsName: '操作工' });
    await t.call('POST', `${URL}/update`, t.tok, { id, version: version + 1, title: 'u1b' });
    expect((await links(id)).map((l) => l.refId)).toEqual([posts[2]]);
    await t.call('POST', `${URL}/update`, t.tok, { id, version: version + 2, postIds: [] });
    expect(await links(id)).toEqual([]);
  });

  it('refuses a related id of another tenant and writes nothing', async () => {
    const res = await save({ title: 'bad-link', postIds: [posts[0], otherPost] });
    expect(res.body).toMatchObject({ code: 400, msg: `参数错误: postIds 引用的岗位 [${otherPost}] 不存在` });
    const list = await t.call('GET', `${URL}/list`, t.tok, undefined, { title: 'bad-link' });
    expect(list.body.data.total).toBe(0);
  });

  it('filters by a related id (postIds_equal) and reads a whole page with one query per field', async () => {
    await save({ title: 'flt-a', postIds: [posts[0]] });
    await save({ title: 'flt-b', postIds: [posts[1], posts[0]] });
    await save({ title: 'flt-c', postIds: [posts[2]] });
    const res = await t.call('GET', `${URL}/list`, t.tok, undefined, {
      title_likeright: 'flt-',
      postIds_equal: posts[0],
      ascs: 'title',
    });
    const rows = res.body.data.records as { title: string; postIds: string[] }[];
    expect(rows.map((r) => r.title).sort()).toEqual(['flt-a', 'flt-b']);
    expect(rows.find((r) => r.title === 'flt-b')?.postIds).toEqual([posts[1], posts[0]]);
    const bad = await t.call('GET', `${URL}/list`, t.tok, undefined, { postIds_equal: 'x' });
    expect(bad.body.code).toBe(400);
    const statements: string[] = [];
    const spy = t.pool.query.bind(t.pool);
    t.pool.query = ((q: unknown, ...rest: unknown[]) => {
      statements.push(typeof q === 'string' ? q : String((q as { text?: string }).text));
      return (spy as (...a: unknown[]) => unknown)(q, ...rest);
    }) as typeof t.pool.query;
    await t.call('GET', `${URL}/list`, t.tok, undefined, { title_likeright: 'flt-' });
    t.pool.query = spy;
    expect(statements.filter((s) => s.includes('test_widget__post_ids')).length).toBe(1);
    expect(statements.filter((s) => s.includes('"calf_post"')).length).toBe(1);
  });
});

describe('Excel with relations and multiple dictionaries', () => {
  it('exports references by name and dictionary lists as labels, comma-joined; imports ids back', async () => {
    await save({ title: 'xl-1', postIds: [posts[0], posts[1]], accidents: ['08', '01'] });
    const out = await t.call('GET', `${URL}/exportExcel`, t.tok, undefined, { title: 'xl-1' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(out.raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as string[]).slice(1);
    const row = (ws.getRow(2).values as string[]).slice(1);
    const cell = (label: string) => row[header.indexOf(label)];
    // what the list shows (issue #33): the posts' names, never their ids
    expect(cell('岗位')).toBe('班组长,安全员');
    expect(cell('事故类型')).toBe('火灾,物体打击');
    expect(header).toContain('风险等级');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['名称', '岗位', '事故类型', '风险等级', '编号']);
    sheet.addRow(['xl-2', `${posts[2]},${posts[0]}`, '火灾,触电', 1, 'MINE-1']);
    const { payload, headers } = multipartFile('w.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      payload,
      headers: { ...headers, 'calf-auth': `bearer ${t.tok}` },
    });
    expect(res.json().code, res.json().msg).toBe(200);
    const got = (await t.call('GET', `${URL}/list`, t.tok, undefined, { title: 'xl-2' })).body.data
      .records[0];
    expect(got).toMatchObject({ postIds: [posts[2], posts[0]], accidents: ['08', '05'], riskLevel: null });
    expect(got.code).toMatch(/^WD-\d{8}-\d{4}$/);
  });
});

describe('ref options', () => {
  const OPTIONS = '/api/test/ref-options';
  it('lists id/label options of a referenced table in the caller tenant, searchable and by ids', async () => {
    const all = (await t.call('GET', `${OPTIONS}/calf_post`, t.tok)).body.data as {
      id: string;
      label: string;
    }[];
    expect(all.map((o) => o.label)).toEqual(expect.arrayContaining(['班组长', '安全员', '操作工']));
    expect(all.map((o) => o.id)).not.toContain(otherPost);
    const q = (await t.call('GET', `${OPTIONS}/calf_post`, t.tok, undefined, { q: '安全' })).body.data;
    expect(q).toEqual([{ id: posts[1], label: '安全员' }]);
    const byIds = await t.call('GET', `${OPTIONS}/calf_post`, t.tok, undefined, {
      ids: `${posts[0]},${otherPost}`,
    });
    expect(byIds.body.data).toEqual([{ id: posts[0], label: '班组长' }]);
  });

  it('serves only tables that a definition references, to signed-in callers', async () => {
    expect((await t.call('GET', `${OPTIONS}/calf_user`, t.tok)).status).toBe(404);
    expect((await t.call('GET', `${OPTIONS}/calf_dept`, null)).status).toBe(401);
    const bad = await t.call('GET', `${OPTIONS}/calf_dept`, t.tok, undefined, { label: 'tenantId' });
    expect(bad.body.code).toBe(400);
  });
});

describe('fields pointing at the same table', () => {
  // two fields naming departments: one query checks both, one query labels both
  const def = {
    fields: {
      ownerDept: {
        type: 'id',
        label: { zh: '责任部门', en: 'Owner' },
        ref: { table: 'calf_dept', label: 'deptName' },
      },
      helperDepts: {
        type: 'ids',
        label: { zh: '协助部门', en: 'Helpers' },
        ref: { table: 'calf_dept', label: 'deptName' },
      },
    },
  } as unknown as ResourceDef;
  const ctx = { tenantId: '000000' } as RequestContext;

  it('are checked and labelled with one query for the table, naming the field of a missing id', async () => {
    const second = await addDept('000000', '设备部');
    const rows = [
      { ownerDept: deptA, helperDepts: [second, deptA] },
      { ownerDept: second, helperDepts: [] },
    ];
    const labelled = await countStatements(() => addRefLabels(t.db, ctx, def, rows));
    expect(labelled.statements).toHaveLength(1);
    expect(rows).toEqual([
      {
        ownerDept: deptA,
        ownerDeptName: '安全环保部',
        helperDepts: [second, deptA],
        helperDeptsName: '设备部,安全环保部',
      },
      { ownerDept: second, ownerDeptName: '设备部', helperDepts: [], helperDeptsName: '' },
    ]);
    const checked = await countStatements(() =>
      checkRefs(t.db, ctx, def, { ownerDept: deptA, helperDepts: [second] }),
    );
    expect(checked.statements).toHaveLength(1);
    await expect(
      checkRefs(t.db, ctx, def, { ownerDept: deptA, helperDepts: [second, otherDept] }),
    ).rejects.toThrow(`参数错误: helperDepts 引用的协助部门 [${otherDept}] 不存在`);
    await expect(checkRefs(t.db, ctx, def, { ownerDept: otherDept, helperDepts: [second] })).rejects.toThrow(
      `参数错误: ownerDept 引用的责任部门 [${otherDept}] 不存在`,
    );
  });
});

describe('an exported ledger imported again', () => {
  const importBook = async (rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    for (const r of rows) sheet.addRow(r);
    const { payload, headers } = multipartFile('w.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      payload,
      headers: { ...headers, 'calf-auth': `bearer ${t.tok}` },
    });
    return res.json() as { code: number; msg: string };
  };

  it('reads the names it wrote back to their ids: departments and posts', async () => {
    await save({ title: 'rt-1', deptId: deptA, postIds: [posts[1], posts[2]] });
    const out = await t.call('GET', `${URL}/exportExcel`, t.tok, undefined, { title: 'rt-1' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(out.raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('部门')]).toBe('安全环保部');
    row[header.indexOf('名称')] = 'rt-2';
    const res = await importBook([header, row]);
    expect(res.code, res.msg).toBe(200);
    const got = (await t.call('GET', `${URL}/list`, t.tok, undefined, { title: 'rt-2' })).body.data
      .records[0];
    expect(got).toMatchObject({ deptId: deptA, postIds: [posts[1], posts[2]] });
  });

  it('names the row and field of a name that matches nothing, another tenant or two rows; writes nothing', async () => {
    await addDept('000000', '重名部门');
    await addDept('000000', '重名部门');
    const res = await importBook([
      ['名称', '部门', '岗位'],
      ['rt-3', '安全环保部', '安全员'],
      ['rt-4', '没有的部门', '安全员'],
      ['rt-5', '别家部门', '安全员'],
      ['rt-6', '重名部门', '操作工,别家岗位'],
    ]);
    expect(res.code).toBe(400);
    expect(res.msg).toBe(
      '导入失败,数据未做任何修改。第3行: 部门「没有的部门」不存在; 第4行: 部门「别家部门」不存在; ' +
        '第5行: 部门「重名部门」对应多条记录,请填写编号',
    );
    const none = await t.call('GET', `${URL}/list`, t.tok, undefined, { title_likeright: 'rt-' });
    expect(none.body.data.records.map((r: { title: string }) => r.title)).toEqual(['rt-2', 'rt-1']);
  });
});
