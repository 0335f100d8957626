import type { ResourceDef } from '@dp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { dataScopePredicate } from './data-scope';
import { queryableColumns } from './filters';
import { parentCondition } from './row-scope';

type Cols = Record<string, PgColumn | undefined>;

export type ScopeOptions = {
  /** Live rows only (`is_deleted = 0`) as well. */
  live?: boolean;
  /**
   * The platform administrator reaches every tenant's rows (users, roles, departments, logs, as
   * api-contract §1.5 says); anyone else only their own. Needs the request context.
   */
  acrossTenants?: boolean;
  /**
   * Also the caller's data scope of this resource and, for a child resource, its parent row's
   * visibility (needs the request context).
   */
  dataScope?: ResourceDef;
};

/**
 * The one way a hand-written query names its tenant: `and(scoped(ctx, table), …)`. `who` is the
 * request context, or a tenant id where there is no caller (jobs, events, the tenant of a row
 * already read). The layer's own service adds the same condition through `scope(ctx)`;
 * `tenant-condition.test.ts` refuses modules that write `eq(x.tenantId, …)` themselves.
 */
export function scoped(
  who: string | (Pick<RequestContext, 'tenantId'> & Partial<RequestContext>),
  table: PgTable,
  opts: ScopeOptions = {},
): SQL {
  const cols = table as unknown as Cols;
  if (!cols.tenantId) throw new Error('scoped(): the table has no tenant_id column');
  const ctx = typeof who === 'string' ? undefined : who;
  const tenantId = typeof who === 'string' ? who : who.tenantId;
  const conds: (SQL | undefined)[] = [
    opts.acrossTenants && ctx?.isAdministrator ? undefined : eq(cols.tenantId, tenantId),
  ];
  if (opts.live && cols.isDeleted) conds.push(eq(cols.isDeleted, 0));
  if (opts.dataScope && ctx) {
    conds.push(
      dataScopePredicate(
        ctx as RequestContext,
        opts.dataScope,
        queryableColumns(opts.dataScope, table),
        cols as Record<string, PgColumn>,
      ),
    );
    // a child resource's rows only under a parent row visible to the caller (ResourceDef.parent)
    conds.push(parentCondition(opts.dataScope, cols as Record<string, PgColumn>)?.(ctx as RequestContext));
  }
  return and(...conds) ?? sql`true`;
}
