import type { ResourceDef, TreeNode } from '@dp/domain';
import { and, eq, getTableName, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../core/envelope';
import { isId } from '../core/ids';
import type { Db } from '../db/client';

type Row = Record<string, unknown>;
type Cols = Record<string, PgColumn>;

/** The path a node's children carry: its own ancestors plus its id. */
export const childPath = (node: Row) => `${node.ancestors},${node.id}`;

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

/** `(select <expr> from <stored table> tree_root where tree_root.id = <id>)`. */
const rootValue = (table: PgTable, expr: SQL, id: string) =>
  sql`(select ${expr} from ${storedTable(table)} tree_root where tree_root.id = ${id})`;

/**
 * Rows of the subtree of `id` (the node and all its descendants) of a tree table or an alias of
 * one, through the materialised path (prefix match on `ancestors`). Combine with the table's scope.
 */
export function subtreeCondition(table: PgTable, id: string): SQL {
  const c = table as unknown as Cols;
  const path = rootValue(table, sql`tree_root.ancestors || ',' || tree_root.id`, id);
  return or(eq(c.id, id), eq(c.ancestors, path), sql`${c.ancestors} like ${path} || ',%'`) as SQL;
}

/** Rows on the path from the root to `id` (its ancestors and the node itself). */
export function ancestorsCondition(table: PgTable, id: string): SQL {
  const c = table as unknown as Cols;
  const path = rootValue(table, sql`tree_root.ancestors`, id);
  return or(eq(c.id, id), sql`${c.id}::text = any(string_to_array(${path}, ','))`) as SQL;
}

/**
 * Validates `row.parentId` (exists in scope, not the node itself nor one of its descendants) and
 * sets `row.ancestors`. `find` reads a node in the caller's scope.
 */
export async function placeNode(
  row: Row,
  existing: Row | undefined,
  find: (id: string) => Promise<Row | undefined>,
): Promise<void> {
  if (existing && !('parentId' in row)) return;
  const parentId = String(row.parentId ?? '0');
  row.parentId = parentId;
  if (parentId === '0') {
    row.ancestors = '0';
    return;
  }
  if (existing && parentId === String(existing.id)) throw badRequest('父节点不可选择自身!');
  const parent = await find(parentId);
  if (!parent) throw badRequest('上级节点不存在或已被删除');
  if (existing && String(parent.ancestors).split(',').includes(String(existing.id)))
    throw badRequest('父节点不可选择自身或子节点!');
  row.ancestors = childPath(parent);
}

/** After a node moved: rewrites the paths of all its descendants (same transaction). */
export async function moveDescendants(db: Db, table: PgTable, scope: SQL, before: Row, after: Row) {
  const c = table as unknown as Cols;
  const from = childPath(before);
  const to = childPath(after);
  if (from === to) return;
  await db
    .update(table)
    .set({ ancestors: sql`${to} || substr(${c.ancestors}, ${from.length + 1})` })
    .where(and(scope, or(eq(c.ancestors, from), sql`${c.ancestors} like ${`${from},%`}`)));
}

/** Refuses to remove nodes that still have live children outside the removed set. */
export async function refuseWithChildren(db: Db, table: PgTable, scope: SQL, ids: string[]) {
  const c = table as unknown as Cols;
  const [child] = await db
    .select({ id: c.id })
    .from(table)
    .where(and(scope, inArray(c.parentId, ids), notInArray(c.id, ids)))
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
  const id = String(r.id);
  return { id, parentId: String(r.parentId), title: String(r[titleField(def)] ?? ''), key: id, value: id };
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

/** `parentId` of a lazy-tree call: '0' when absent, else a valid id. */
export function parentParam(v: unknown): string {
  const p = v === undefined || v === null || v === '' ? '0' : String(v);
  if (!isId(p) && p !== '0') throw badRequest('参数错误: parentId 应为编号');
  return p;
}

/** `hasChildren` for a page of nodes: one query. */
export async function withChildren(db: Db, table: PgTable, scope: SQL, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const c = table as unknown as Cols;
  const rows = await db
    .selectDistinct({ parentId: c.parentId })
    .from(table)
    .where(and(scope, inArray(c.parentId, ids)));
  return new Set(rows.map((r) => String(r.parentId)));
}
