import { resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RequestContext, SHELL_ROUTE } from '../../core/context';
import { declareContracts, envelope, getContract, text, treeOf } from '../../core/contract';
import { ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import { buildForest } from '../../core/tree';
import type { Db } from '../../db/client';
import { menu, roleMenu, topMenu, topMenuSetting } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { packageMenuIds } from './packages';

/** A menu as routes, buttons and the grant trees answer it (api-contract §3.1, no audit columns). */
export type MenuRow = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  children?: MenuRow[];
  hasChildren?: boolean;
};

/** The columns of a menu on the wire: id, parent and the definition's fields (no audit columns). */
const WIRE = Object.fromEntries(
  ['id', 'parentId', ...Object.keys(resources.menu.fields)].map((k) => [k, menu[k]]),
);

/** Every live menu, ordered by `sort`. */
export async function allMenus(db: Db): Promise<MenuRow[]> {
  const rows = await db
    .select(WIRE)
    .from(menu)
    .where(eq(menu.isDeleted, 0))
    .orderBy(asc(menu.sort), asc(menu.id));
  return rows as MenuRow[];
}

/** Menus granted to the caller's roles, narrowed to the tenant's product package. */
export async function grantedIds(db: Db, ctx: RequestContext): Promise<Set<string>> {
  if (ctx.roleIds.length === 0) return new Set();
  const [rows, allowed] = await together(
    db,
    async () =>
      db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, ctx.roleIds)),
    async () => packageMenuIds(db, ctx.tenantId),
  );
  return new Set(rows.map((r) => r.menuId).filter((id) => !allowed || allowed.has(id)));
}

/**
 * What the caller may grant to roles or top menus: every menu for the platform administrator,
 * otherwise the menus they hold themselves (already within their tenant's package).
 */
export async function grantableIds(db: Db, ctx: RequestContext): Promise<Set<string> | null> {
  return ctx.isAdministrator ? null : grantedIds(db, ctx);
}

export function withAncestors(menus: MenuRow[], ids: Set<string>): Set<string> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const out = new Set<string>();
  for (const id of ids) {
    let m = byId.get(id);
    while (m && !out.has(m.id)) {
      out.add(m.id);
      m = byId.get(m.parentId);
    }
  }
  return out;
}

/** The sidebar forest of api-contract §3.3: granted menus plus their ancestors, category 1 only. */
export async function routesFor(db: Db, ctx: RequestContext, topMenuId?: string): Promise<MenuRow[]> {
  const menus = await allMenus(db);
  let ids: Set<string>;
  if (ctx.isAdministrator && !topMenuId) ids = new Set(menus.map((m) => m.id));
  else
    ids = withAncestors(
      menus,
      ctx.isAdministrator ? new Set(menus.map((m) => m.id)) : await grantedIds(db, ctx),
    );
  if (topMenuId) {
    const configured = await db
      .select({ menuId: topMenuSetting.menuId })
      .from(topMenuSetting)
      .where(eq(topMenuSetting.topMenuId, topMenuId));
    const allowed = withAncestors(menus, new Set(configured.map((c) => c.menuId)));
    ids = new Set([...ids].filter((id) => allowed.has(id)));
  }
  return buildForest(menus.filter((m) => m.category === 1 && ids.has(m.id)));
}

/** Page menus with their granted buttons (api-contract §3.4); the client keeps the leaves' codes. */
export async function buttonsFor(db: Db, ctx: RequestContext): Promise<MenuRow[]> {
  const menus = await allMenus(db);
  const granted = ctx.isAdministrator ? null : await grantedIds(db, ctx);
  const buttons = menus.filter((m) => m.category === 2 && (!granted || granted.has(m.id)));
  const parents = new Set(buttons.map((b) => b.parentId));
  return buildForest(menus.filter((m) => (m.category === 2 && buttons.includes(m)) || parents.has(m.id)));
}

/** A menu of the shell's route tree (api-contract §3.2). */
const menuNode = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  path: z.string().nullable(),
});

export async function menuRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/menu/routes': getContract({ topMenuId: text }, envelope(treeOf(menuNode))),
    'GET /calf-system/menu/buttons': getContract({}, envelope(treeOf(menuNode))),
    'GET /calf-system/menu/top-menu': getContract(
      {},
      envelope(
        z.array(
          z.object({
            id: z.string(),
            code: z.string().nullable(),
            name: z.string(),
            source: z.string().nullable(),
            sort: z.number().nullable(),
          }),
        ),
      ),
    ),
  });
  const { db } = app.deps;
  app.get<{ Querystring: { topMenuId?: string } }>('/calf-system/menu/routes', SHELL_ROUTE, async (req) => {
    const top = req.query.topMenuId;
    return ok(await routesFor(db, req.ctx!, top && isId(top) ? top : undefined));
  });
  app.get('/calf-system/menu/buttons', SHELL_ROUTE, async (req) => ok(await buttonsFor(db, req.ctx!)));
  app.get('/calf-system/menu/top-menu', SHELL_ROUTE, async (req) => {
    const rows = await db
      .select({
        id: topMenu.id,
        code: topMenu.code,
        name: topMenu.name,
        source: topMenu.source,
        sort: topMenu.sort,
      })
      .from(topMenu)
      .where(and(scoped(req.ctx!, topMenu, { live: true })))
      .orderBy(asc(topMenu.sort));
    return ok(rows);
  });
}
