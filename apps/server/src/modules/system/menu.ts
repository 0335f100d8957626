import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  declareContracts,
  envelope,
  getContract,
  list,
  treeNode,
  treeOf,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId, split } from '../../core/ids';
import { together } from '../../core/together';
import { buildForest, toTreeNodes } from '../../core/tree';
import type { Db } from '../../db/client';
import { apiScope, dataScope, role, roleMenu, roleScope, topMenu, topMenuSetting } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { registerTreeLists, registerTreeResource, type TreeRouteOptions } from '../../resource/tree-routes';
import { SCOPE_API, SCOPE_DATA } from '../auth/scopes';
import { allMenus, grantableIds, type MenuRow, withAncestors } from './menu-routes';
import { menuService } from './menu-service';

const perm = (code: string) => ({ config: { access: { permission: code } } });

type Q = Record<string, string | undefined>;

/** Menus for the caller's grant dialogs: every menu for the administrator, else the grantable set. */
async function visibleMenus(db: Db, ctx: RequestContext): Promise<MenuRow[]> {
  const menus = await allMenus(db);
  const allowed = await grantableIds(db, ctx);
  return allowed ? menus.filter((m) => allowed.has(m.id)) : menus;
}

async function scopeTree(db: Db, ctx: RequestContext, kind: 'data' | 'api') {
  const t = kind === 'data' ? dataScope : apiScope;
  const scopes = await db
    .select({ id: t.id, menuId: t.menuId, scopeName: t.scopeName })
    .from(t)
    .where(eq(t.isDeleted, 0));
  const menus = await visibleMenus(db, ctx);
  const owners = new Set(scopes.map((s) => String(s.menuId)));
  const shown = menus.filter((m) => m.category === 1 && owners.has(m.id));
  const ids = new Set(shown.map((m) => m.id));
  return [
    ...shown.map((m) => ({ id: m.id, parentId: '0', title: m.name, key: m.id, value: m.id })),
    ...scopes
      .filter((s) => ids.has(String(s.menuId)))
      .map((s) => ({
        id: String(s.id),
        parentId: String(s.menuId),
        title: String(s.scopeName ?? ''),
        key: String(s.id),
        value: String(s.id),
      })),
  ];
}

async function rolesOfCaller(db: Db, ctx: RequestContext, ids: string[]) {
  if (!ids.every(isId)) throw badRequest('参数错误: roleIds 应为编号');
  const rows = ids.length
    ? await db
        .select({ id: role.id })
        .from(role)
        .where(and(inArray(role.id, ids), eq(role.isDeleted, 0), scoped(ctx, role, { acrossTenants: true })))
    : [];
  return rows.map((r) => r.id);
}

/**
 * The menu tree's calls (api-contract §3.2) on the layer — list / menu-list forests, lazy-list /
 * lazy-menu-list, detail, get, submit, remove; administrator only — plus the parent picker and the
 * grant trees and keys of roles and top menus.
 */
export async function menuAdminRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/menu/tree': getContract({}, envelope(treeOf(treeNode))),
    'GET /calf-system/menu/grant-tree': getContract(
      {},
      envelope(
        z.object({ menu: treeOf(treeNode), dataScope: treeOf(anyObject), apiScope: treeOf(anyObject) }),
      ),
    ),
    'GET /calf-system/menu/role-tree-keys': getContract(
      { roleIds: list },
      envelope(
        z.object({
          menu: z.array(z.string()),
          dataScope: z.array(z.string()),
          apiScope: z.array(z.string()),
        }),
      ),
    ),
    'GET /calf-system/menu/grant-top-tree': getContract({}, envelope(z.object({ menu: treeOf(treeNode) }))),
    'GET /calf-system/menu/top-tree-keys': getContract(
      { topMenuIds: list },
      envelope(z.object({ menu: z.array(z.string()) })),
    ),
  });
  const { db } = app.deps;
  const q = (req: FastifyRequest) => req.query as Q;
  const ctx = (req: FastifyRequest) => req.ctx!;

  const lists: TreeRouteOptions = {
    administrator: 'all',
    ownTree: true,
    searchAll: ['name', 'code', 'alias'],
  };
  registerTreeResource(app, menuService, lists);
  registerTreeLists(app, menuService, {
    ...lists,
    fixed: { category: 1 },
    names: { list: 'menu-list', lazy: 'lazy-menu-list' },
  });

  // Parent pickers: category-1 menus the caller may see.
  app.get('/calf-system/menu/tree', async (req) => {
    const rows = (await visibleMenus(db, ctx(req))).filter((m) => m.category === 1);
    return ok(toTreeNodes(rows, (m) => m.name));
  });

  app.get('/calf-system/menu/grant-tree', perm('role_grant'), async (req) => {
    const c = ctx(req);
    const menus = await allMenus(db);
    const allowed = await grantableIds(db, c);
    const shown = allowed ? withAncestors(menus, allowed) : null;
    return ok({
      menu: toTreeNodes(shown ? menus.filter((m) => shown.has(m.id)) : menus, (m) => m.name),
      dataScope: buildForest(await scopeTree(db, c, 'data')),
      apiScope: buildForest(await scopeTree(db, c, 'api')),
    });
  });

  app.get('/calf-system/menu/role-tree-keys', perm('role_grant'), async (req) => {
    const roleIds = await rolesOfCaller(db, ctx(req), split(q(req).roleIds));
    if (roleIds.length === 0) return ok({ menu: [], dataScope: [], apiScope: [] });
    const [menus, scopes] = await together(
      db,
      async () => db.select({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, roleIds)),
      async () => db.select().from(roleScope).where(inArray(roleScope.roleId, roleIds)),
    );
    const uniq = (a: string[]) => [...new Set(a)];
    return ok({
      menu: uniq(menus.map((m) => m.id)),
      dataScope: uniq(scopes.filter((s) => s.scopeCategory === SCOPE_DATA).map((s) => s.scopeId)),
      apiScope: uniq(scopes.filter((s) => s.scopeCategory === SCOPE_API).map((s) => s.scopeId)),
    });
  });

  app.get('/calf-system/menu/grant-top-tree', perm('topMenu_grant'), async (req) => {
    const menus = (await allMenus(db)).filter((m) => m.category === 1);
    const allowed = await grantableIds(db, ctx(req));
    return ok({ menu: toTreeNodes(allowed ? menus.filter((m) => allowed.has(m.id)) : menus, (m) => m.name) });
  });

  app.get('/calf-system/menu/top-tree-keys', perm('topMenu_grant'), async (req) => {
    const ids = split(q(req).topMenuIds).filter(isId);
    if (ids.length === 0) return ok({ menu: [] });
    const mine = await db
      .select({ id: topMenu.id })
      .from(topMenu)
      .where(and(inArray(topMenu.id, ids), scoped(ctx(req), topMenu, { live: true })));
    if (mine.length === 0) return ok({ menu: [] });
    const rows = await db
      .select({ id: topMenuSetting.menuId })
      .from(topMenuSetting)
      .where(
        inArray(
          topMenuSetting.topMenuId,
          mine.map((m) => m.id),
        ),
      );
    return ok({ menu: [...new Set(rows.map((r) => r.id))] });
  });
}
