import { DEFAULT_TENANT_ID } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import { split } from '../../core/ids';
import { loadOnce } from '../../core/load-once';
import type { Db } from '../../db/client';
import { menu, tenant, tenantPackage } from '../../db/schema';

/**
 * The menus a tenant may use when it has a product package: the package's menus with their
 * descendants (buttons of a listed page) and ancestors (the areas they sit in). `null` = no package
 * (no restriction). Cached per tenant; dropped when packages, tenants or menus change.
 */
const cache = loadOnce<ReadonlySet<string> | null>();

export function invalidatePackages(): void {
  cache.clear();
}

export function packageMenuIds(db: Db, tenantId: string): Promise<ReadonlySet<string> | null> {
  if (tenantId === DEFAULT_TENANT_ID) return Promise.resolve(null);
  return cache.get(tenantId, () => load(db, tenantId));
}

async function load(db: Db, tenantId: string): Promise<ReadonlySet<string> | null> {
  const [t] = await db
    .select({ packageId: tenant.packageId })
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  if (!t?.packageId) return null;
  const [p] = await db
    .select({ menuId: tenantPackage.menuId })
    .from(tenantPackage)
    .where(and(eq(tenantPackage.id, t.packageId), eq(tenantPackage.isDeleted, 0)));
  if (!p) return null;
  const menus = await db
    .select({ id: menu.id, parentId: menu.parentId })
    .from(menu)
    .where(eq(menu.isDeleted, 0));
  return expand(
    menus.map((m) => ({ id: String(m.id), parentId: String(m.parentId) })),
    new Set(split(String(p.menuId ?? ''))),
  );
}

/** Listed ids plus all their descendants and ancestors. */
export function expand(menus: { id: string; parentId: string }[], listed: ReadonlySet<string>): Set<string> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const children = new Map<string, string[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.id]);
  const out = new Set<string>();
  const down = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const c of children.get(id) ?? []) down(c);
  };
  for (const id of listed) {
    if (!byId.has(id)) continue;
    down(id);
    let p = byId.get(byId.get(id)!.parentId);
    while (p && !out.has(p.id)) {
      out.add(p.id);
      p = byId.get(p.parentId);
    }
  }
  return out;
}
