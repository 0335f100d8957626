import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menu, roleMenu } from '../../db/schema';

/**
 * Permission codes per role set (menu and button codes granted through role_menu), cached in
 * process and dropped whenever grants or menus change.
 */
const cache = new Map<string, Promise<ReadonlySet<string>>>();

export function invalidatePermissions(): void {
  cache.clear();
}

export function permissionsOf(db: Db, roleIds: string[]): Promise<ReadonlySet<string>> {
  const key = [...roleIds].sort().join(',');
  let hit = cache.get(key);
  if (!hit) {
    hit = load(db, roleIds);
    cache.set(key, hit);
    hit.catch(() => cache.delete(key));
  }
  return hit;
}

async function load(db: Db, roleIds: string[]): Promise<ReadonlySet<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .select({ code: menu.code })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(inArray(roleMenu.roleId, roleIds), eq(menu.isDeleted, 0)));
  return new Set(rows.map((r) => r.code));
}
