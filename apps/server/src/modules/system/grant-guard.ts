import { and, eq, inArray } from 'drizzle-orm';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { forbidden } from '../../core/envelope';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dataScope, role, roleMenu, roleScope } from '../../db/schema';
import { SCOPE_API, SCOPE_DATA } from '../auth/scopes';
import { grantedIds } from './menu-routes';
import { packageMenuIds } from './packages';

/** What a set of permissions consists of: menu ids, data-scope ids and API-scope ids. */
export type Holdings = { menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] };

type Scoped = { id: string; menuId: string };

async function dataScopesById(db: Db, ids: string[]): Promise<Scoped[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dataScope.id, menuId: dataScope.menuId })
    .from(dataScope)
    .where(inArray(dataScope.id, ids));
  return rows.map((r) => ({ id: String(r.id), menuId: String(r.menuId) }));
}

async function scopeIdsOf(db: Db, roleIds: string[], category: number): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ id: roleScope.scopeId })
    .from(roleScope)
    .where(and(inArray(roleScope.roleId, roleIds), eq(roleScope.scopeCategory, category)));
  return rows.map((r) => r.id);
}

/**
 * Refuses a grant that goes beyond the caller (issue #9): every menu must be one the caller holds,
 * every API scope one the caller holds (a scope opens a route the caller could not call), and a
 * data scope is allowed on a menu the caller holds unless the caller is itself restricted on that
 * menu by rules other than this one. The platform administrator is never restricted.
 */
export async function assertWithinCaller(
  db: Db,
  ctx: RequestContext,
  wanted: Holdings,
  message = '无权授予超出自身权限的角色或菜单!',
): Promise<void> {
  if (ctx.isAdministrator) return;
  const refuse = () => forbidden(message);
  const menus = await grantedIds(db, ctx);
  if (wanted.menuIds.some((id) => !menus.has(id))) throw refuse();
  const [ownData, ownApi, wantedData] = await together(
    db,
    async () => scopeIdsOf(db, ctx.roleIds, SCOPE_DATA),
    async () => scopeIdsOf(db, ctx.roleIds, SCOPE_API),
    async () => dataScopesById(db, wanted.dataScopeIds),
  );
  const api = new Set(ownApi);
  if (wanted.apiScopeIds.some((id) => !api.has(id))) throw refuse();
  const own = new Set(ownData);
  const restricted = new Set((await dataScopesById(db, ownData)).map((s) => s.menuId));
  for (const s of wantedData) {
    if (!menus.has(s.menuId)) throw refuse();
    if (restricted.has(s.menuId) && !own.has(s.id)) throw refuse();
  }
}

/** Menus (within the tenant's package) and scopes held by a set of roles. */
export async function holdingsOf(db: Db, tenantId: string, roleIds: string[]): Promise<Holdings> {
  if (roleIds.length === 0) return { menuIds: [], dataScopeIds: [], apiScopeIds: [] };
  const [menus, pkg, dataScopeIds, apiScopeIds] = await together(
    db,
    async () => db.select({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, roleIds)),
    async () => packageMenuIds(db, tenantId),
    async () => scopeIdsOf(db, roleIds, SCOPE_DATA),
    async () => scopeIdsOf(db, roleIds, SCOPE_API),
  );
  return {
    menuIds: [...new Set(menus.map((m) => m.id))].filter((id) => !pkg || pkg.has(id)),
    dataScopeIds,
    apiScopeIds,
  };
}

/**
 * May the caller hand these roles (of `tenantId`) to users? Only the platform administrator hands
 * out `administrator`; nobody gives themselves a role they do not already hold; every other role
 * must hold no more than the caller does.
 */
export async function assertMayAssignRoles(
  db: Db,
  ctx: RequestContext,
  tenantId: string,
  roleIds: string[],
  opts: { toSelf: boolean; alreadyHeld?: string[] },
): Promise<void> {
  const held = new Set(opts.alreadyHeld ?? []);
  const added = [...new Set(roleIds)].filter((id) => !held.has(id));
  if (added.length === 0) return;
  const rows = await db
    .select({ id: role.id, roleAlias: role.roleAlias })
    .from(role)
    .where(inArray(role.id, added));
  if (!ctx.isAdministrator && rows.some((r) => r.roleAlias === 'administrator'))
    throw forbidden('无权配置超管角色!');
  if (ctx.isAdministrator) return;
  if (opts.toSelf) throw forbidden('不能为自己授予未持有的角色!');
  await assertWithinCaller(db, ctx, await holdingsOf(db, tenantId, added));
}

/** Who or what is acted on: a user (its tenant and the roles it holds) or a role (itself). */
export type Target = { tenantId: string; roleIds: string[] };

/**
 * The one rule for acting on users and roles (issue #38): updating, granting, resetting the password
 * of, unlocking, approving, removing a user, or editing, granting or removing a role, is allowed only
 * when the caller holds every right the target holds — every role of it held by the caller, or its
 * menus and scopes all within the caller's. Nobody but the platform administrator acts on a holder of
 * the `administrator` role, and only an administrator (tenant or platform) on a holder of `admin`.
 */
export async function assertMayActOn(
  db: Db,
  ctx: RequestContext,
  targets: Target[],
  what: 'user' | 'role',
): Promise<void> {
  if (ctx.isAdministrator) return;
  const own = new Set(ctx.roleIds);
  const byTenant = new Map<string, Set<string>>();
  for (const t of targets)
    for (const id of t.roleIds)
      if (!own.has(id)) byTenant.set(t.tenantId, (byTenant.get(t.tenantId) ?? new Set()).add(id));
  for (const [tenantId, ids] of byTenant) {
    const rows = await db
      .select({ id: role.id, roleAlias: role.roleAlias })
      .from(role)
      .where(anyId(role.id, [...ids]));
    if (rows.some((r) => r.roleAlias === 'administrator'))
      throw forbidden(what === 'user' ? '无权操作超级管理员账号!' : '无权配置超管角色!');
    if (!ctx.isAdmin && rows.some((r) => r.roleAlias === 'admin'))
      throw forbidden(what === 'user' ? '无权操作管理员账号!' : '无权配置管理员角色!');
    const held = await holdingsOf(
      db,
      tenantId,
      rows.map((r) => r.id),
    );
    await assertWithinCaller(
      db,
      ctx,
      held,
      what === 'user' ? '无权操作权限高于自身的用户!' : '无权操作权限高于自身的角色!',
    );
  }
}
