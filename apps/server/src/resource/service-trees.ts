import type { ResourceDef, TreeNode } from '@dp/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import type { Db } from '../db/client';
import { clauses, selectRows } from './select-rows';
import { assemble, parentParam, type TreeKeys, toNode, withChildren } from './tree';

type Row = Record<string, unknown>;
type Params = Record<string, unknown>;

/** What a resource service lends its tree reads: its table, keys and the list's conditions and order. */
export type TreeReadParts = {
  def: ResourceDef;
  table: PgTable;
  keys: TreeKeys;
  scope: (ctx: RequestContext) => SQL;
  conditions: (ctx: RequestContext, params: Params) => SQL | undefined;
  order: (params: Params) => SQL[];
  list: (db: Db, ctx: RequestContext, params: Params) => Promise<Row[]>;
};

/** The `tree` and `lazy-tree` reads of a tree resource, on top of its service's list and conditions. */
export function treeReads({ def, table, keys, scope, conditions, order, list }: TreeReadParts) {
  const cols = table as unknown as Record<string, PgColumn>;
  return {
    /** The whole tree (filters apply) as TreeNodes, ordered by the default order (`sort`). */
    async tree(db: Db, ctx: RequestContext, params: Params): Promise<TreeNode[]> {
      return assemble((await list(db, ctx, params)).map((r) => toNode(def, r)));
    },

    /** The children of `parentId` (0 = roots) as TreeNodes with `hasChildren`. */
    async lazyTree(db: Db, ctx: RequestContext, params: Params): Promise<TreeNode[]> {
      const where = and(
        conditions(ctx, { ...params, parentId: undefined, [keys.parent]: undefined }),
        eq(cols[keys.parent], parentParam(def, params)),
      );
      const rows = await selectRows(db, table, clauses({ where, order: order(params), limit: 10000 }));
      const ids = rows.map((r) => String(r[keys.id]));
      const parents = await withChildren(db, table, scope(ctx), ids, keys.parent);
      return rows.map((r) => ({ ...toNode(def, r), hasChildren: parents.has(String(r[keys.id])) }));
    },
  };
}
