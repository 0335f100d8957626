import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/fixtures';
import { createLayerApp, node } from '../../test/layer-fixture';
import { nextId } from '../core/ids';
import { ancestorsCondition, subtreeCondition } from './tree';

const URL = '/api/test/node';
let t: Awaited<ReturnType<typeof createLayerApp>>;
const id: Record<string, string> = {};

const save = async (nodeName: string, parent?: string, sort = 1) => {
  const res = await t.call('POST', `${URL}/save`, t.tok, {
    nodeName,
    sort,
    ...(parent ? { parentId: id[parent] } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  id[nodeName] = res.body.data.id;
  return res.body.data;
};
const move = (name: string, parentId: string) =>
  t.call('POST', `${URL}/update`, t.tok, { id: id[name], parentId });
const ancestors = async (name: string) =>
  (await t.db.select().from(node).where(eq(node.id, id[name])))[0].ancestors;

beforeAll(async () => {
  t = await createLayerApp();
  // A (B (C), E), D — sorts put D before A among the roots
  await save('A', undefined, 2);
  await save('B', 'A', 1);
  await save('C', 'B');
  await save('E', 'A', 2);
  await save('D', undefined, 1);
});
afterAll(() => t.close());

describe('materialised path', () => {
  it('computes ancestors on insert', async () => {
    expect(await ancestors('A')).toBe('0');
    expect(await ancestors('B')).toBe(`0,${id.A}`);
    expect(await ancestors('C')).toBe(`0,${id.A},${id.B}`);
  });

  it('refuses a missing parent, a parent of another tenant, the node itself and its descendants', async () => {
    const missing = await t.call('POST', `${URL}/save`, t.tok, { nodeName: 'x', parentId: '123' });
    expect(missing.body).toMatchObject({ code: 400, msg: '上级节点不存在或已被删除' });
    const other = await createTenant(t.db);
    const foreign = nextId();
    await t.db.insert(node).values({ id: foreign, tenantId: other.tenantId, nodeName: 'f' });
    expect((await t.call('POST', `${URL}/save`, t.tok, { nodeName: 'x', parentId: foreign })).body.code).toBe(
      400,
    );
    expect((await move('A', id.A)).body.msg).toBe('父节点不可选择自身!');
    expect((await move('A', id.C)).body.msg).toBe('父节点不可选择自身或子节点!');
    expect(await ancestors('A')).toBe('0');
  });
});

describe('tree calls', () => {
  it('GET tree answers TreeNodes ordered by sort', async () => {
    const res = await t.call('GET', `${URL}/tree`, t.tok);
    const roots = res.body.data;
    expect(roots.map((n: { title: string }) => n.title)).toEqual(['D', 'A']);
    const a = roots[1];
    expect(a).toMatchObject({ id: id.A, parentId: '0', title: 'A', key: id.A, value: id.A });
    expect(a.children.map((n: { title: string }) => n.title)).toEqual(['B', 'E']);
    expect(a.children[0].children[0]).toMatchObject({ title: 'C', parentId: id.B });
    expect(roots[0]).not.toHaveProperty('children');
  });

  it('GET lazy-tree answers one level with hasChildren', async () => {
    const roots = (await t.call('GET', `${URL}/lazy-tree`, t.tok)).body.data;
    expect(roots.map((n: { title: string; hasChildren: boolean }) => [n.title, n.hasChildren])).toEqual([
      ['D', false],
      ['A', true],
    ]);
    const under = (await t.call('GET', `${URL}/lazy-tree`, t.tok, undefined, { parentId: id.A })).body.data;
    expect(under.map((n: { title: string; hasChildren: boolean }) => [n.title, n.hasChildren])).toEqual([
      ['B', true],
      ['E', false],
    ]);
    expect((await t.call('GET', `${URL}/lazy-tree`, t.tok, undefined, { parentId: 'x' })).body.code).toBe(
      400,
    );
  });

  it('filters subtreeOf (node and descendants) and ancestorsOf; subtreeCondition serves other modules', async () => {
    const names = async (q: Record<string, string>) =>
      (await t.call('GET', `${URL}/list`, t.tok, undefined, { ...q, size: '100' })).body.data.records
        .map((r: { nodeName: string }) => r.nodeName)
        .sort();
    const probe = await t.call('GET', `${URL}/list`, t.tok, undefined, { subtreeOf: id.A });
    expect(probe.body.code, probe.body.msg).toBe(200);
    expect(await names({ subtreeOf: id.A })).toEqual(['A', 'B', 'C', 'E']);
    expect(await names({ subtreeOf: id.B })).toEqual(['B', 'C']);
    expect(await names({ ancestorsOf: id.C })).toEqual(['A', 'B', 'C']);
    expect((await t.call('GET', `${URL}/list`, t.tok, undefined, { subtreeOf: 'x' })).body.code).toBe(400);
    const rows = await t.db
      .select({ n: node.nodeName })
      .from(node)
      .where(and(eq(node.isDeleted, 0), subtreeCondition(node, id.B)));
    expect(rows.map((r) => r.n).sort()).toEqual(['B', 'C']);
  });
});

describe('subtree filter (regression: the subquery read an alias name instead of the table)', () => {
  it('the generic page call filters subtreeOf / ancestorsOf, alone and with filter suffixes, in query or body', async () => {
    const page = async (body: Record<string, string>, query?: Record<string, string>) => {
      const res = await t.call('POST', `${URL}/page`, t.tok, body, query);
      expect(res.body.code, res.body.msg).toBe(200);
      return {
        total: res.body.data.total,
        names: res.body.data.records.map((r: { nodeName: string }) => r.nodeName).sort(),
      };
    };
    expect(await page({ subtreeOf: id.A, size: '100' })).toEqual({ total: 4, names: ['A', 'B', 'C', 'E'] });
    expect(await page({}, { subtreeOf: id.B })).toEqual({ total: 2, names: ['B', 'C'] });
    expect(await page({ subtreeOf: id.A, nodeName_like: 'C' })).toEqual({ total: 1, names: ['C'] });
    expect(await page({ subtreeOf: id.A, parentId_equal: id.A })).toEqual({ total: 2, names: ['B', 'E'] });
    expect(await page({ ancestorsOf: id.C, nodeName_notequal: 'A' })).toEqual({
      total: 2,
      names: ['B', 'C'],
    });
    expect(await page({ subtreeOf: '1' })).toEqual({ total: 0, names: [] });
  });

  it('subtreeCondition / ancestorsCondition work on the table and on an alias of it (self-join)', async () => {
    const direct = await t.db
      .select({ n: node.nodeName })
      .from(node)
      .where(and(eq(node.isDeleted, 0), subtreeCondition(node, id.A)));
    expect(direct.map((r) => r.n).sort()).toEqual(['A', 'B', 'C', 'E']);

    const root = alias(node, 'subtree_root');
    const sub = await t.db
      .select({ n: root.nodeName })
      .from(root)
      .where(and(eq(root.isDeleted, 0), subtreeCondition(root, id.B)));
    expect(sub.map((r) => r.n).sort()).toEqual(['B', 'C']);
    const up = await t.db.select({ n: root.nodeName }).from(root).where(ancestorsCondition(root, id.C));
    expect(up.map((r) => r.n).sort()).toEqual(['A', 'B', 'C']);

    // a child joined to its parent, the parent restricted to A's subtree through the alias
    const parent = alias(node, 'parent_node');
    const pairs = await t.db
      .select({ child: node.nodeName, parent: parent.nodeName })
      .from(node)
      .innerJoin(parent, eq(parent.id, node.parentId))
      .where(and(eq(node.isDeleted, 0), subtreeCondition(parent, id.B)));
    expect(pairs).toEqual([{ child: 'C', parent: 'B' }]);
  });
});

describe('moves and removal', () => {
  it('moving a node rewrites the paths of its descendants', async () => {
    expect((await move('B', id.D)).body.code).toBe(200);
    expect(await ancestors('B')).toBe(`0,${id.D}`);
    expect(await ancestors('C')).toBe(`0,${id.D},${id.B}`);
    expect((await move('B', '0')).body.code).toBe(200);
    expect(await ancestors('C')).toBe(`0,${id.B}`);
    expect((await move('B', id.A)).body.code).toBe(200);
    expect(await ancestors('C')).toBe(`0,${id.A},${id.B}`);
  });

  it('refuses to remove a node with children; a node with its whole subtree may go', async () => {
    const res = await t.call('POST', `${URL}/remove`, t.tok, undefined, { ids: id.B });
    expect(res.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    expect(
      (await t.call('POST', `${URL}/remove`, t.tok, undefined, { ids: `${id.C},${id.B}` })).body.code,
    ).toBe(200);
    const under = (await t.call('GET', `${URL}/lazy-tree`, t.tok, undefined, { parentId: id.A })).body.data;
    expect(under.map((n: { title: string }) => n.title)).toEqual(['E']);
  });
});
