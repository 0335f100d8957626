import { type ResourceDef, resources } from '@dp/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { dataScopePredicate } from './data-scope';
import { all, type Queryable, queryableColumns } from './filters';
import { reusable } from './render-sql';
import { registeredTable } from './table';

type Scope = (ctx: RequestContext) => SQL;
export type Target = {
  def: ResourceDef;
  table: PgTable;
  cols: Record<string, PgColumn>;
  queryable: Queryable;
  scope: Scope;
};

const byName = new Map<string, ResourceDef>(
  (Object.values(resources) as ResourceDef[]).map((d) => [d.name, d]),
);
const targets = new Map<string, Target>();

/**
 * A resource whose rows others hang under, with the scope its rows are visible in: tenant, live,
 * the caller's data scope of its menu and, in turn, its own parent's (resource/service-rows.ts).
 * Resolved on first use: the parent's table is registered when the schema is loaded.
 */
export function targetOf(name: string): Target {
  let t = targets.get(name);
  if (!t) {
    const def = byName.get(name);
    if (!def) throw new Error(`parent scope: no resource ${name}`);
    const table = registeredTable(def.table);
    if (!table) throw new Error(`parent scope: ${name} has no table built from its definition`);
    const cols = table as unknown as Record<string, PgColumn>;
    const queryable = queryableColumns(def, table);
    t = { def, table, cols, queryable, scope: scopeOf(def, table, queryable) };
    targets.set(name, t);
  }
  return t;
}

/**
 * `column in (select id from <resource> where <its scope for the caller>)`: the rows whose
 * `column` names a row of `resource` the caller may see. The parent is found by its primary key
 * and the child's column is indexed (an `id` field), so it runs as one semi-join per statement,
 * never a query per row.
 */
export function visibleIn(ctx: RequestContext, resource: string, column: PgColumn): SQL {
  const t = targetOf(resource);
  return sql`${column} in (select ${t.cols.id} from ${t.table} where ${t.scope(ctx)})`;
}

/**
 * The condition a definition's `parent` adds to its rows' scope (see ResourceDef.parent), or
 * undefined for a resource without one.
 */
export function parentCondition(
  def: ResourceDef,
  cols: Record<string, PgColumn>,
): ((ctx: RequestContext) => SQL) | undefined {
  const parent = def.parent;
  if (!parent) return undefined;
  const column = cols[parent.field];
  if (!column) throw new Error(`${def.name}.parent: no column ${parent.field}`);
  if (!byName.has(parent.resource)) throw new Error(`${def.name}.parent: no resource ${parent.resource}`);
  if (parent.resource === def.name) throw new Error(`${def.name}.parent: a resource is not its own parent`);
  return (ctx) => visibleIn(ctx, parent.resource, column);
}

/**
 * Whether the caller's view of `resource`'s rows is narrowed beyond its tenant's live rows: a data
 * scope of its menu, or of its parent's (in turn).
 */
export function narrowed(ctx: RequestContext, resource: string): boolean {
  const t = targetOf(resource);
  if (dataScopePredicate(ctx, t.def, t.queryable, t.cols) !== undefined) return true;
  return t.def.parent ? narrowed(ctx, t.def.parent.resource) : false;
}

/**
 * Which rows a resource's reads and writes may touch: live rows of the caller's tenant, narrowed by
 * the module's row filter, the caller's data scope and, for a child resource, its parent row's
 * visibility (below). The fixed part (live rows of a tenant) is
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
