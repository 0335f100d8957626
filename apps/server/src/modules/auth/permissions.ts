import { and, eq, inArray } from 'drizzle-orm';
import { loadOnce } from '../../core/load-once';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { menu, roleMenu } from '../../db/schema';
import { packageMenuIds } from '../system/packages';

/**
 * Permission codes per tenant and role set (menu and button codes granted through role_menu,
 * narrowed to the tenant's product package), cached in process and dropped whenever grants,
 * menus or packages change.
 */
const cache = loadOnce<ReadonlySet<string>>({ max: 5000 });

export function invalidatePermissions(): void {
  cache.clear();
}

export function permissionsOf(db: Db, roleIds: string[], tenantId = '000000'): Promise<ReadonlySet<string>> {
  const key = `${tenantId}|${[...roleIds].sort().join(',')}`;
  return cache.get(key, () => load(db, roleIds, tenantId));
}

async function load(db: Db, roleIds: string[], tenantId: string): Promise<ReadonlySet<string>> {
  if (roleIds.length === 0) return new Set();
  const [rows, allowed] = await together(
    db,
    async () =>
      db
        .select({ id: menu.id, code: menu.code })
        .from(roleMenu)
        .innerJoin(menu, eq(menu.id, roleMenu.menuId))
        .where(and(inArray(roleMenu.roleId, roleIds), eq(menu.isDeleted, 0))),
    async () => packageMenuIds(db, tenantId),
  );
  return new Set(rows.filter((r) => !allowed || allowed.has(String(r.id))).map((r) => String(r.code)));
}
