import { businessRoles, grantedMenuCodes } from '@dp/domain/seed';
import { eq, inArray } from 'drizzle-orm';
import { nextId } from '../core/ids';
import type { Db } from '../db/client';
import { menu, role, roleMenu } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creates the business roles of domain-model §3 in a tenant with their menu grants. `allowed`
 * (menu ids) narrows the grants to what the tenant itself may use (its package or default menus).
 */
export async function seedBusinessRoles(tx: Tx | Db, tenantId: string, allowed?: ReadonlySet<string>) {
  const menus = await tx.select({ id: menu.id, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  const idOf = new Map(menus.map((m) => [String(m.code), String(m.id)]));
  const links: { roleId: string; menuId: string }[] = [];
  const roles = businessRoles.map((r, i) => {
    const roleId = nextId();
    for (const code of grantedMenuCodes(r.grants)) {
      const menuId = idOf.get(code);
      if (menuId && (!allowed || allowed.has(menuId))) links.push({ roleId, menuId });
    }
    return { id: roleId, tenantId, roleName: r.name, roleAlias: r.alias, sort: 10 + i };
  });
  await tx.insert(role).values(roles);
  for (let i = 0; i < links.length; i += 1000) await tx.insert(roleMenu).values(links.slice(i, i + 1000));
}

/** Roles holding every menu of their tenant (the platform's and each tenant's administrators). */
const ADMIN_ALIASES = ['administrator', 'admin'];

/**
 * Grants menus just added to an existing installation (syncMenus) as the seed would have: a new
 * menu goes to each role that holds its parent and is an administrator, or a business role whose
 * seed grants name it. Holding the parent keeps a tenant's package or menu choice: a page under
 * an area the tenant does not have is granted to none of its roles.
 */
export async function grantNewMenus(db: Tx | Db, added: { id: string; parentId: string; code: string }[]) {
  const parents = [...new Set(added.map((m) => m.parentId))];
  const holders = await db
    .select({ roleId: roleMenu.roleId, menuId: roleMenu.menuId, alias: role.roleAlias })
    .from(roleMenu)
    .innerJoin(role, eq(role.id, roleMenu.roleId))
    .where(inArray(roleMenu.menuId, parents));
  const aliasOf = new Map(holders.map((h) => [String(h.roleId), String(h.alias)]));
  const holding = new Map<string, Set<string>>();
  for (const h of holders) {
    const set = holding.get(String(h.menuId)) ?? new Set<string>();
    set.add(String(h.roleId));
    holding.set(String(h.menuId), set);
  }
  const seeded = new Map(businessRoles.map((r) => [r.alias as string, new Set(grantedMenuCodes(r.grants))]));
  const links: { roleId: string; menuId: string }[] = [];
  // parents come before their children in `added` (syncMenus walks the tree top down)
  for (const m of added) {
    const granted = new Set<string>();
    for (const roleId of holding.get(m.parentId) ?? []) {
      const alias = aliasOf.get(roleId) ?? '';
      if (ADMIN_ALIASES.includes(alias) || seeded.get(alias)?.has(m.code)) granted.add(roleId);
    }
    holding.set(m.id, granted);
    for (const roleId of granted) links.push({ roleId, menuId: m.id });
  }
  for (let i = 0; i < links.length; i += 1000) await db.insert(roleMenu).values(links.slice(i, i + 1000));
}
