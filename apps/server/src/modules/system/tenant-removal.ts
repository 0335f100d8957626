import { getTableName, inArray, is } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { invalidatePermissions } from '../auth/permissions';
import { invalidateRoles, invalidateSessions } from '../auth/session';

type Cols = Record<string, PgColumn | undefined>;

/**
 * Every table holding a tenant's rows with a soft-delete column, read from the schema (a table
 * added later joins by itself): users, roles, departments, posts, parameters, top menus,
 * attachments, business dictionaries, notices, business records… The tenant list itself is the
 * layer's (its remove soft-deletes the calf_tenant row).
 */
export function tenantOwnedTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (v): v is PgTable =>
      is(v, PgTable) &&
      v !== schema.tenant &&
      Boolean((v as unknown as Cols).tenantId && (v as unknown as Cols).isDeleted),
  );
}

/**
 * Removes what belongs to removed tenants, in the caller's transaction: every live row of a
 * tenant-owned table is soft-deleted (lists no longer show it, the rows stay for audit), and the
 * link rows that only lead to them go (role menus and scopes, user departments, top-menu menus),
 * with the tenant's refresh tokens and sign-in failure counters. Audit logs (api, usual, error,
 * flow) are kept: they are the record of what the tenant did.
 */
export async function removeTenantData(db: Db, codes: string[]): Promise<void> {
  const tables = tenantOwnedTables();
  for (const code of codes) {
    for (const table of tables) {
      const cols = table as unknown as Cols;
      await db
        .update(table)
        .set({ isDeleted: 1, ...(cols.updateTime ? { updateTime: new Date() } : {}) })
        .where(scoped(code, table, { live: true }));
    }
    const idsOf = (table: PgTable & { id: PgColumn }) =>
      db.select({ id: table.id }).from(table).where(scoped(code, table));
    const { roleMenu, roleScope, userDept, topMenuSetting } = schema;
    await db.delete(roleMenu).where(inArray(roleMenu.roleId, idsOf(schema.role)));
    await db.delete(roleScope).where(inArray(roleScope.roleId, idsOf(schema.role)));
    await db.delete(userDept).where(inArray(userDept.userId, idsOf(schema.user)));
    await db.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, idsOf(schema.topMenu)));
    await db.delete(schema.refreshToken).where(scoped(code, schema.refreshToken));
    await db.delete(schema.loginFailure).where(scoped(code, schema.loginFailure));
  }
  invalidateSessions();
  invalidateRoles();
  invalidatePermissions();
}

/** The name of each tenant-owned table (for tests and the README). */
export const tenantOwnedTableNames = () => tenantOwnedTables().map((t) => getTableName(t));

/**
 * Before a removed tenant's code is given to a new tenant, everything left of the removed one goes
 * for good: its soft-deleted rows in every table with a tenant column, its audit logs and its
 * calf_tenant row (a new tenant must start empty, not inherit another's history under its code).
 * Refuses when a live tenant holds the code.
 */
export async function purgeRemovedTenant(db: Db, code: string): Promise<void> {
  const [live] = await db
    .select({ id: schema.tenant.id })
    .from(schema.tenant)
    .where(scoped(code, schema.tenant, { live: true }));
  if (live) throw new Error(`tenant ${code} is live`);
  const withTenant = (Object.values(schema) as unknown[]).filter(
    (v): v is PgTable => is(v, PgTable) && Boolean((v as unknown as Cols).tenantId),
  );
  for (const table of withTenant) await db.delete(table).where(scoped(code, table));
}
