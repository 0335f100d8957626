import { hasCall, type ResourceDef } from '@dp/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../core/envelope';
import { buildForest } from '../core/tree';
import type { Db } from '../db/client';
import { resourceContracts } from './contract';
import { paramsOf, registerResource } from './routes';
import type { ResourceHooks, ResourceService, Row } from './service';
import { isNodeKey, titleField, treeKeys, withChildren } from './tree';

type Cols = Record<string, PgColumn>;

/**
 * A `decorate` hook adding `parentName` (the parent's title, '顶级' for a root) to the rows of a
 * tree (api-contract §1.7 VO trees), one query per page; `next` runs after it.
 */
export function parentNames(def: ResourceDef, table: PgTable, next?: ResourceHooks['decorate']) {
  const title = titleField(def);
  const cols = table as unknown as Cols;
  const key = cols[treeKeys(def).id];
  const decorate: NonNullable<ResourceHooks['decorate']> = async (args) => {
    const ids = [...new Set(args.rows.map((r) => String(r.parentId)).filter((id) => id !== '0'))];
    // the parent of a visible row is in its scope (parents are checked on write)
    const found = ids.length
      ? await args.db
          .select({ id: key, name: cols[title] })
          .from(table)
          .where(and(cols.isDeleted ? eq(cols.isDeleted, 0) : undefined, inArray(key, ids)))
      : [];
    const names = new Map(found.map((p) => [String(p.id), String(p.name ?? '')]));
    const rows = args.rows.map((r) => ({
      ...r,
      parentName: String(r.parentId) === '0' ? '顶级' : (names.get(String(r.parentId)) ?? ''),
    }));
    return next ? next({ ...args, rows }) : rows;
  };
  return decorate;
}

/** A `decorate` hook adding `hasChildren` to the rows of a tree (VO detail, pages), one query per page. */
export function childFlags(def: ResourceDef, table: PgTable, next?: ResourceHooks['decorate']) {
  const keys = treeKeys(def);
  const cols = table as unknown as Cols;
  const decorate: NonNullable<ResourceHooks['decorate']> = async (args) => {
    const live = cols.isDeleted ? eq(cols.isDeleted, 0) : undefined;
    const parents = await withChildren(
      args.db,
      table,
      and(live) ?? sql`true`,
      args.rows.map((r) => String(r.id)),
      keys.parent,
    );
    const rows = args.rows.map((r) => ({ ...r, hasChildren: parents.has(String(r.id)) }));
    return next ? next({ ...args, rows }) : rows;
  };
  return decorate;
}

export type TreeRouteOptions = {
  /** `tree` / `lazy-tree` are pickers open to every signed-in user. */
  openTree?: boolean;
  /** The module serves `<path>/tree` itself (its own query, or only the nodes the caller may pick). */
  ownTree?: boolean;
  /** Platform-wide rows only the platform administrator may change ('write') or see ('all'). */
  administrator?: 'all' | 'write';
  /** Filters that make a `lazy-list` without `parentId` search every level (api-contract §5.3). */
  searchAll?: string[];
  /**
   * Query parameters `list` / `lazy-list` always apply, over the client's (e.g. a category): they
   * narrow `hasChildren` too, so a node whose children are all filtered out has none.
   */
  fixed?: Record<string, unknown>;
  /** Names of the two calls under the definition's path (default `list` / `lazy-list`). */
  names?: { list: string; lazy: string };
  /** false: only `lazy-list` (the definition's own `list` is a page, as the region's). */
  forest?: boolean;
};

/**
 * The VO-tree calls of a tree resource beside its standard ones (the definition leaves `list` out):
 * `list` (GET/POST: the forest of rows, filters apply, `hasChildren` on parents) and `lazy-list`
 * (one level with `hasChildren`; without `parentId`, one of `searchAll` searches every level).
 */
export function registerTreeLists(
  app: FastifyInstance,
  service: ResourceService,
  opts: TreeRouteOptions = {},
) {
  const def = service.def;
  const db: Db = app.deps.db;
  const read = def.readOpen ? [] : [def.permission, `${def.permission}_view`];
  const access = {
    config: {
      access: {
        permission: read.length ? read : undefined,
        administrator: opts.administrator === 'all' || undefined,
      },
    },
  };
  const names = opts.names ?? { list: 'list', lazy: 'lazy-list' };
  const params = (req: FastifyRequest) => ({ ...paramsOf(req), ...opts.fixed });

  const list = async (req: FastifyRequest) =>
    ok(
      buildForest(
        (await service.list(db, req.ctx!, params(req))) as (Row & { id: string; parentId: string })[],
      ),
    );
  const contracts = resourceContracts(def);
  if (opts.forest !== false) {
    app.get(`${def.path}/${names.list}`, { ...access, schema: contracts.forestGet }, list);
    app.post(`${def.path}/${names.list}`, { ...access, schema: contracts.forestPost }, list);
  }

  const keys = treeKeys(def);
  const lazyList = async (req: FastifyRequest) => {
    const ctx = req.ctx!;
    const q = params(req);
    const asked = q[keys.parent] ?? q.parentId;
    const parentId = isNodeKey(String(asked ?? ''), keys) ? String(asked) : undefined;
    const searching = !parentId && (opts.searchAll ?? []).some((f) => q[f] !== undefined && q[f] !== '');
    const parent = searching ? undefined : (parentId ?? def.lazyRoot ?? '0');
    const rows = await service.list(db, ctx, { ...q, parentId: undefined, [keys.parent]: parent });
    const parents = await withChildren(
      db,
      service.table,
      service.conditions(ctx, opts.fixed ?? {}) as SQL,
      rows.map((r) => String(r.id)),
      keys.parent,
    );
    return ok(rows.map((r) => ({ ...r, hasChildren: parents.has(String(r.id)) })));
  };
  app.get(`${def.path}/${names.lazy}`, { ...access, schema: contracts.levelGet }, lazyList);
  app.post(`${def.path}/${names.lazy}`, { ...access, schema: contracts.levelPost }, lazyList);
}

/** Standard calls (without `list`) plus the VO-tree lists of a tree resource. */
export function registerTreeResource(
  app: FastifyInstance,
  service: ResourceService,
  opts: TreeRouteOptions = {},
) {
  if (hasCall(service.def, 'list')) throw new Error(`${service.def.name}: a tree serves its own list`);
  registerResource(app, service, {
    openTree: opts.openTree,
    ownTree: opts.ownTree,
    administrator: opts.administrator,
  });
  registerTreeLists(app, service, opts);
}
