import { keyField, parentField, type ResourceDef, type TreeNode } from '@dp/domain';
import { and, eq, getTableName, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../core/envelope';
import { isId } from '../core/ids';
import type { Db } from '../db/client';

type Row = Record<string, unknown>;
type Cols = Record<string, PgColumn>;

/** The columns of a tree: the node's address (`id`, or a natural key) and its parent's. */
export type TreeKeys = { id: string; parent: string };
const ID_KEYS: TreeKeys = { id: 'id', parent: 'parentId' };

export const treeKeys = (def: Pick<ResourceDef, 'key'>): TreeKeys =>
  def.key ? { id: keyField(def), parent: parentField(def) } : ID_KEYS;

/** The path a node's children carry: its own ancestors plus its id (or key). */
export const childPath = (node: Row, keys: TreeKeys = ID_KEYS) => `${node.ancestors},${node[keys.id]}`;

/** A node address from a client: a numeric id, or a natural key (bound as a parameter, never spliced). */
export function isNodeKey(v: unknown, keys: TreeKeys = ID_KEYS): v is string {
  if (keys === ID_KEYS || keys.id === 'id') return isId(v);
  return typeof v === 'string' && v.length > 0 && v.length <= 64 && !v.includes('\u0000');
}

const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');
const SCHEMA = Symbol.for('drizzle:Schema');

/**
 * The stored table behind a drizzle table or alias. A subquery must read the table itself: an
 * alias (`alias(dept, 'd')`) only names it inside the outer query, so `from "d"` would fail.
 */
function storedTable(table: PgTable): SQL {
  const t = table as unknown as Record<symbol, string | undefined>;
  const name = sql.identifier(t[ORIGINAL_NAME] ?? getTableName(table));
  const schema = t[SCHEMA];
  return schema ? sql`${sql.identifier(schema)}.${name}` : sql`${name}`;
}

/** `(select <expr> from <stored table> tree_root where tree_root.<key> = <id>)`. */
const rootValue = (table: PgTable, expr: SQL, id: string, key: string) =>
  sql`(select ${expr} from ${storedTable(table)} tree_root where tree_root.${sql.identifier(key)} = ${id})`;

/**
 * Rows of the subtree of `id` (the node and all its descendants) of a tree table or an alias of
 * one, through the materialised path (prefix match on `ancestors`). Combine with the table's scope.
 */
export function subtreeCondition(table: PgTable, id: string, keys: TreeKeys = ID_KEYS): SQL {
  const c = table as unknown as Cols;
  const key = sql.identifier(c[keys.id].name);
  const path = rootValue(table, sql`tree_root.ancestors || ',' || tree_root.${key}`, id, c[keys.id].name);
  return or(eq(c[keys.id], id), eq(c.ancestors, path), sql`${c.ancestors} like ${path} || ',%'`) as SQL;
}

/** Rows on the path from the root to `id` (its ancestors and the node itself). */
export function ancestorsCondition(table: PgTable, id: string, keys: TreeKeys = ID_KEYS): SQL {
  const c = table as unknown as Cols;
  const path = rootValue(table, sql`tree_root.ancestors`, id, c[keys.id].name);
  return or(eq(c[keys.id], id), sql`${c[keys.id]}::text = any(string_to_array(${path}, ','))`) as SQL;
}

/**
 * Validates `row.parentId` (exists in scope, not the node itself nor one of its descendants) and
 * sets `row.ancestors`. `find` reads a node in the caller's scope.
 */
export async function placeNode(
  row: Row,
  existing: Row | undefined,
  find: (id: string) => Promise<Row | undefined>,
  keys: TreeKeys = ID_KEYS,
): Promise<void> {
  if (existing && !(keys.parent in row)) return;
  const parentId = String(row[keys.parent] ?? '0');
  row[keys.parent] = parentId;
  if (parentId === '0') {
    row.ancestors = '0';
    return;
  }
  const self = existing?.[keys.id] ?? row[keys.id];
  if (self !== undefined && parentId === String(self)) throw badRequest('父节点不可选择自身!');
  const parent = await find(parentId);
  if (!parent) throw badRequest('上级节点不存在或已被删除');
  if (existing && String(parent.ancestors).split(',').includes(String(existing[keys.id])))
    throw badRequest('父节点不可选择自身或子节点!');
  row.ancestors = childPath(parent, keys);
}

/** After a node moved: rewrites the paths of all its descendants (same transaction). */
export async function moveDescendants(
  db: Db,
  table: PgTable,
  scope: SQL,
  before: Row,
  after: Row,
  keys: TreeKeys = ID_KEYS,
) {
  const c = table as unknown as Cols;
  const from = childPath(before, keys);
  const to = childPath(after, keys);
  if (from === to) return;
  await db
    .update(table)
    .set({ ancestors: sql`${to} || substr(${c.ancestors}, ${from.length + 1})` })
    .where(and(scope, or(eq(c.ancestors, from), sql`${c.ancestors} like ${`${from},%`}`)));
}

/** Refuses to remove nodes that still have live children outside the removed set. */
export async function refuseWithChildren(
  db: Db,
  table: PgTable,
  scope: SQL,
  ids: string[],
  keys: TreeKeys = ID_KEYS,
) {
  const c = table as unknown as Cols;
  const [child] = await db
    .select({ id: c[keys.id] })
    .from(table)
    .where(and(scope, inArray(c[keys.parent], ids), notInArray(c[keys.id], ids)))
    .limit(1);
  if (child) throw badRequest('请先删除子节点!');
}

/** The title field of a tree: `treeTitle` or the first required string field. */
export function titleField(def: ResourceDef): string {
  if (def.treeTitle) return def.treeTitle;
  const f = Object.entries(def.fields).find(([, x]) => x.type === 'string' && x.required && !x.multiple);
  if (!f) throw new Error(`${def.name}: a tree needs treeTitle or a required string field`);
  return f[0];
}

export function toNode(def: ResourceDef, r: Row): TreeNode {
  const keys = treeKeys(def);
  const id = String(r[keys.id]);
  return {
    id,
    parentId: String(r[keys.parent]),
    title: String(r[titleField(def)] ?? ''),
    key: id,
    value: id,
  };
}

/**
 * Forest assembly (api-contract §1.7): a node hangs under the node whose id is its parentId;
 * nodes whose parent is 0 or not in the set are roots; `children` only when not empty.
 */
export function assemble<T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = n.parentId !== '0' ? byId.get(n.parentId) : undefined;
    if (parent && parent !== n) {
      parent.children ??= [];
      parent.children.push(n);
    } else roots.push(n);
  }
  return roots;
}

/**
 * The parent of a lazy-tree call: `parentId` (or a keyed tree's parent field, e.g. `parentCode`);
 * when absent the definition's `lazyRoot` ('0', the roots, by default).
 */
export function parentParam(
  def: Pick<ResourceDef, 'key' | 'lazyRoot'>,
  params: Record<string, unknown>,
): string {
  const keys = treeKeys(def);
  const v = params[keys.parent] ?? params.parentId;
  const p = v === undefined || v === null || v === '' ? (def.lazyRoot ?? '0') : String(v).trim();
  if (!isNodeKey(p, keys) && p !== '0') throw badRequest(`参数错误: ${keys.parent} 应为编号`);
  return p;
}

/** `hasChildren` for a page of nodes: one query. */
export async function withChildren(
  db: Db,
  table: PgTable,
  scope: SQL,
  ids: string[],
  parent = 'parentId',
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const c = table as unknown as Cols;
  const rows = await db
    .selectDistinct({ parentId: c[parent] })
    .from(table)
    .where(and(scope, inArray(c[parent], ids)));
  return new Set(rows.map((r) => String(r.parentId)));
}
