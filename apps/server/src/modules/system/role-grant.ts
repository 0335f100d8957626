import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { apiScope, dataScope, menu, role, roleMenu, roleScope } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { invalidatePermissions } from '../auth/permissions';
import { invalidateScopes, SCOPE_API, SCOPE_DATA } from '../auth/scopes';
import { invalidateRoles } from '../auth/session';
import { assertMayActOn, assertWithinCaller } from './grant-guard';
import { grantableIds } from './menu-routes';
import { packageMenuIds } from './packages';

/**
 * What a role's holders may do (api-contract §5.2 grant): menus, data scopes and API scopes, replaced
 * as a whole, within the caller's own rights and the tenant's package; the role's descendants keep
 * only what it keeps. Also the guards every change of a role passes (alias, acting on superiors).
 */
type RoleRow = typeof role.$inferSelect;

const idList = z.array(z.union([z.string(), z.number()]).transform(String)).default([]);
export const grantBody = z.object({
  roleIds: idList,
  menuIds: idList,
  dataScopeIds: idList,
  apiScopeIds: idList,
});

/** Roles the caller may see: their own tenant's; the platform administrator sees every tenant. */
const roleScopeOf = (ctx: RequestContext): SQL | undefined =>
  and(eq(role.isDeleted, 0), scoped(ctx, role, { acrossTenants: true }));

/** Refuses a change to a role the caller may not configure (api-contract §6.2 guards). */
export function guardAlias(ctx: RequestContext, alias: string) {
  if (alias === 'administrator' && !ctx.isAdministrator) throw forbidden('无权配置超管角色!');
  if (alias === 'admin' && !ctx.isAdmin) throw forbidden('无权配置管理员角色!');
}

export async function rolesById(db: Db, ctx: RequestContext, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0 || !ids.every(isId)) throw badRequest('参数错误: roleIds 应为编号');
  const rows = await db
    .select()
    .from(role)
    .where(and(roleScopeOf(ctx), anyId(role.id, ids)));
  if (rows.length !== new Set(ids).size) throw notFound('角色不存在或已被删除');
  return rows;
}

export const asTarget = (r: RoleRow) => ({ tenantId: r.tenantId, roleIds: [r.id] });

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Drops from a child role the links (menus or scopes) its parent does not hold. */
async function prune(
  tx: Tx,
  links: typeof roleMenu | typeof roleScope,
  item: PgColumn,
  child: { id: string; parentId: string },
) {
  const kept = tx.select({ id: item }).from(links).where(eq(links.roleId, child.parentId));
  await tx.delete(links).where(and(eq(links.roleId, child.id), notInArray(item, kept)));
}

/** Replace-all grant of menus and scopes; a child role never keeps what its parent lost. */
export async function grantRoles(db: Db, ctx: RequestContext, body: z.infer<typeof grantBody>) {
  const roles = await rolesById(db, ctx, body.roleIds);
  for (const r of roles) guardAlias(ctx, r.roleAlias);
  await assertMayActOn(db, ctx, roles.map(asTarget), 'role');
  const menuIds = [...new Set(body.menuIds)];
  const allMenuIds = [...menuIds, ...body.dataScopeIds, ...body.apiScopeIds];
  if (!allMenuIds.every(isId)) throw badRequest('参数错误: 编号格式不正确');
  const liveMenus = menuIds.length
    ? await db
        .select({ id: menu.id })
        .from(menu)
        .where(and(anyId(menu.id, menuIds), eq(menu.isDeleted, 0)))
    : [];
  if (liveMenus.length !== menuIds.length) throw badRequest('所选菜单不存在或已被删除');
  const scopeMenus = async (t: typeof dataScope | typeof apiScope, ids: string[]) => {
    const rows = ids.length
      ? await db
          .select({ id: t.id, menuId: t.menuId })
          .from(t)
          .where(and(anyId(t.id, ids), eq(t.isDeleted, 0)))
      : [];
    if (rows.length !== new Set(ids).size) throw badRequest('所选权限不存在或已被删除');
    return rows.map((r) => String(r.menuId));
  };
  const [dataMenus, apiMenus] = await together(
    db,
    () => scopeMenus(dataScope, body.dataScopeIds),
    () => scopeMenus(apiScope, body.apiScopeIds),
  );
  const allowed = await grantableIds(db, ctx);
  if (allowed && [...menuIds, ...dataMenus, ...apiMenus].some((id) => !allowed.has(id)))
    throw forbidden('无权授予超出自身权限的菜单!');
  await assertWithinCaller(db, ctx, {
    menuIds,
    dataScopeIds: [...new Set(body.dataScopeIds)],
    apiScopeIds: [...new Set(body.apiScopeIds)],
  });
  for (const tenantId of new Set(roles.map((r) => r.tenantId))) {
    const pkg = await packageMenuIds(db, tenantId);
    if (pkg && menuIds.some((id) => !pkg.has(id))) throw badRequest('所选菜单超出租户产品包范围!');
  }
  const roleIds = roles.map((r) => r.id);
  await db.transaction(async (tx) => {
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
    await tx.delete(roleScope).where(inArray(roleScope.roleId, roleIds));
    const menuRows = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId })));
    if (menuRows.length) await tx.insert(roleMenu).values(menuRows);
    const scopeRows = roleIds.flatMap((roleId) => [
      ...[...new Set(body.dataScopeIds)].map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_DATA })),
      ...[...new Set(body.apiScopeIds)].map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_API })),
    ]);
    if (scopeRows.length) await tx.insert(roleScope).values(scopeRows);
    // Walk down: each child keeps only what its parent holds.
    let parents = roleIds;
    while (parents.length) {
      const children = await tx
        .select({ id: role.id, parentId: role.parentId })
        .from(role)
        .where(and(inArray(role.parentId, parents), eq(role.isDeleted, 0)));
      for (const c of children) {
        await prune(tx, roleMenu, roleMenu.menuId, c);
        await prune(tx, roleScope, roleScope.scopeId, c);
      }
      parents = children.map((c) => c.id);
    }
  });
  invalidateRoleCaches();
}

/** Roles shape permissions, scopes and sessions: their caches start over after a role changes. */
export function invalidateRoleCaches() {
  invalidatePermissions();
  invalidateScopes();
  invalidateRoles();
}
