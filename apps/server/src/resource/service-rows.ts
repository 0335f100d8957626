import type { ResourceDef } from '@dp/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { dataScopePredicate } from './data-scope';
import { all, type Queryable } from './filters';
import { parentCondition } from './parent-scope';
import { reusable } from './render-sql';
import type { TreeKeys } from './tree';

type Row = Record<string, unknown>;

/**
 * Which rows a resource's reads and writes may touch: live rows of the caller's tenant, narrowed by
 * the module's row filter, the caller's data scope and, for a child resource, its parent row's
 * visibility (resource/parent-scope.ts). The fixed part (live rows of a tenant) is
 * built once per tenant and reused: drizzle's SQL objects are immutable once built, and every read
 * starts with this condition (render-sql keeps its rendering too).
 */
export function scopeOf(
  def: ResourceDef,
  table: PgTable,
  queryable: Queryable,
  rowFilter?: (ctx: RequestContext, table: PgTable) => SQL | undefined,
): (ctx: RequestContext) => SQL {
  const cols = table as unknown as Record<string, PgColumn>;
  const notDeleted = reusable(def.baseColumns === false ? undefined : eq(cols.isDeleted, 0));
  const tenantScopes = new Map<string, SQL | undefined>();
  const tenantScope = (tenantId: string): SQL | undefined => {
    if (!def.tenantScoped) return notDeleted;
    let cond = tenantScopes.get(tenantId);
    if (cond === undefined) {
      cond = reusable(all([notDeleted, eq(cols.tenantId, tenantId)]));
      // bounded, however many tenants the platform holds
      if (tenantScopes.size < 1000) tenantScopes.set(tenantId, cond);
    }
    return cond;
  };
  // a child row (ResourceDef.parent) is visible exactly when its parent row is
  const parent = parentCondition(def, cols);
  return (ctx) => {
    const own = tenantScope(ctx.tenantId);
    const row = rowFilter?.(ctx, table);
    const data = dataScopePredicate(ctx, def, queryable, cols);
    const above = parent?.(ctx);
    return (
      row === undefined && data === undefined && above === undefined && own
        ? own
        : all([own, row, data, above])
    ) as SQL;
  };
}

/**
 * A row as it leaves the service: without the soft-delete flag and secret fields, decimals as
 * numbers, a keyed row with its key as `id` (and a tree's parent as `parentId`). Worked out once per
 * resource, as it runs for every row of every page; the row is copied key by key rather than copied
 * and then `delete`d from, which would turn each row into a slow dictionary-mode object for
 * everything after (dates, JSON).
 */
export function rowOutput(def: ResourceDef, keys: TreeKeys, secret: string[]): (row: Row) => Row {
  const hidden = new Set(['isDeleted', ...secret]);
  const decimals = Object.entries(def.fields)
    .filter(([, f]) => f.type === 'decimal')
    .map(([n]) => n);
  return (row) => {
    const out: Row = {};
    for (const name in row) if (!hidden.has(name)) out[name] = row[name];
    if (def.key) {
      out.id = row[keys.id];
      if (def.tree) out.parentId = row[keys.parent];
    }
    for (const name of decimals) if (typeof out[name] === 'string') out[name] = Number(out[name]);
    return out;
  };
}
