import { businessRoles, grantedMenuCodes } from '@dp/domain/seed';
import { eq } from 'drizzle-orm';
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
