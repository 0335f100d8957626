import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId, nextId, split } from '../../core/ids';
import { buildForest, toTreeNodes } from '../../core/tree';
import type { Db } from '../../db/client';
import {
  apiScope,
  dataScope,
  menu,
  role,
  roleMenu,
  roleScope,
  topMenu,
  topMenuSetting,
} from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { idsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { invalidatePermissions } from '../auth/permissions';
import { invalidateScopes, SCOPE_API, SCOPE_DATA } from '../auth/scopes';
import { allMenus, grantableIds, type MenuRow, withAncestors } from './menu-routes';
import { invalidatePackages } from './packages';

const ADMINISTRATOR = { config: { access: { administrator: true } } };
const perm = (code: string) => ({ config: { access: { permission: code } } });

const menuInput = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  parentId: z.union([z.string(), z.number()]).optional().nullable(),
  code: z.string({ error: '请输入菜单编号' }).trim().min(1, { error: '请输入菜单编号' }).max(255),
  name: z.string({ error: '请输入菜单名称' }).trim().min(1, { error: '请输入菜单名称' }).max(255),
  alias: z.string().trim().max(255).optional().nullable(),
  path: z.string().trim().max(255).optional().nullable(),
  source: z.string().trim().max(255).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(999999).optional().nullable(),
  category: z.coerce.number().int().min(1).max(2).optional().nullable(),
  action: z.coerce.number().int().min(0).max(3).optional().nullable(),
  isOpen: z.coerce.number().int().min(1).max(2).optional().nullable(),
  remark: z.string().max(255).optional().nullable(),
});

type Q = Record<string, string | undefined>;
const like = (v: string | undefined, s: string) => !v || s.toLowerCase().includes(v.toLowerCase());
const matches = (q: Q) => (m: MenuRow) =>
  like(q.name, m.name) && like(q.code, m.code) && like(q.alias, m.alias);
const hasFilter = (q: Q) => Boolean(q.name || q.code || q.alias);

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

async function withNames(db: Db, tenantId: string, rows: MenuRow[]) {
  const [cats, actions, opens] = await Promise.all(
    ['menu_category', 'button_func', 'yes_no'].map((c) => dictItemsFor(db, tenantId, c, false)),
  );
  const label = (items: { key: string; label: string }[], v: number) =>
    items.find((i) => i.key === String(v))?.label ?? '';
  const all = await allMenus(db);
  const names = new Map(all.map((m) => [m.id, m.name]));
  return rows.map((m) => ({
    ...m,
    parentName: m.parentId === '0' ? '顶级' : (names.get(m.parentId) ?? ''),
    categoryName: label(cats, m.category),
    actionName: label(actions, m.action),
    isOpenName: label(opens, m.isOpen),
  }));
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

export async function menuAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const q = (req: FastifyRequest) => req.query as Q;
  const ctx = (req: FastifyRequest) => req.ctx!;

  const tree = (category?: number) => async (req: FastifyRequest) => {
    const rows = (await allMenus(db)).filter(
      (m) => (!category || m.category === category) && matches(q(req))(m),
    );
    return ok(buildForest(rows));
  };
  app.get('/calf-system/menu/list', ADMINISTRATOR, tree());
  app.get('/calf-system/menu/menu-list', ADMINISTRATOR, tree(1));

  const lazy = (category?: number) => async (req: FastifyRequest) => {
    const query = q(req);
    const all = (await allMenus(db)).filter((m) => !category || m.category === category);
    const parentId = query.parentId && isId(query.parentId) ? query.parentId : undefined;
    const level =
      !parentId && hasFilter(query)
        ? all.filter(matches(query))
        : all.filter((m) => m.parentId === (parentId ?? '0') && matches(query)(m));
    const parents = new Set(all.map((m) => m.parentId));
    return ok(level.map((m) => ({ ...m, hasChildren: parents.has(m.id) })));
  };
  app.get('/calf-system/menu/lazy-list', ADMINISTRATOR, lazy());
  app.get('/calf-system/menu/lazy-menu-list', ADMINISTRATOR, lazy(1));

  const detail = async (req: FastifyRequest, id: string | undefined) => {
    if (!isId(id)) throw badRequest('参数错误: id 应为编号');
    const m = (await allMenus(db)).find((r) => r.id === id);
    if (!m) throw notFound('数据不存在或已被删除');
    return ok((await withNames(db, ctx(req).tenantId, [m]))[0]);
  };
  app.get('/calf-system/menu/detail', ADMINISTRATOR, (req) => detail(req, q(req).id));
  app.get<{ Params: { id: string } }>('/calf-system/menu/get/:id', ADMINISTRATOR, (req) =>
    detail(req, req.params.id),
  );

  app.post('/calf-system/menu/submit', ADMINISTRATOR, async (req) => {
    const r = menuInput.safeParse(req.body);
    if (!r.success)
      throw badRequest(`参数错误: ${r.error.issues[0].path.join('.')} ${r.error.issues[0].message}`);
    const b = r.data;
    const id = b.id ? String(b.id) : undefined;
    const parentId =
      b.parentId !== undefined && b.parentId !== null && String(b.parentId) !== '' ? String(b.parentId) : '0';
    if ((id && !isId(id)) || !isId(parentId)) throw badRequest('参数错误: id 应为编号');
    if (id && id === parentId) throw badRequest('父节点不可选择自身!');
    const category = b.category ?? 1;
    const all = await allMenus(db);
    if (id && !all.some((m) => m.id === id)) throw notFound('数据不存在或已被删除');
    if (parentId !== '0') {
      const parent = all.find((m) => m.id === parentId);
      if (parent?.category !== 1) throw badRequest('父节点只可选择菜单类型!');
      // A menu cannot move under its own subtree.
      for (let p: MenuRow | undefined = parent; p; p = all.find((m) => m.id === p!.parentId))
        if (p.id === id) throw badRequest('父节点不可选择自身或子节点!');
    }
    const dup = all.find(
      (m) => m.id !== id && (m.code === b.code || (category === 1 && m.category === 1 && m.name === b.name)),
    );
    if (dup) throw badRequest('菜单名或编号已存在!');
    const values = {
      parentId,
      code: b.code,
      name: b.name,
      alias: b.alias || (category === 1 ? 'menu' : ''),
      path: b.path ?? '',
      source: b.source ?? '',
      sort: b.sort ?? 1,
      category,
      action: b.action ?? 0,
      isOpen: b.isOpen ?? 1,
      remark: b.remark ?? '',
    };
    const newId = id ?? nextId();
    if (id) await db.update(menu).set(values).where(eq(menu.id, id));
    else await db.insert(menu).values({ ...values, id: newId });
    invalidatePermissions();
    invalidatePackages();
    invalidateScopes();
    return ok({ id: newId }, id ? '更新成功' : '新增成功');
  });

  app.post('/calf-system/menu/remove', ADMINISTRATOR, async (req) => {
    const ids = idsOf(req);
    if (ids.length === 0 || !ids.every(isId)) throw badRequest('请选择要删除的数据');
    const [child] = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.parentId, ids), eq(menu.isDeleted, 0)))
      .limit(1);
    if (child) throw badRequest('请先删除子节点!');
    const removed = await db
      .update(menu)
      .set({ isDeleted: 1 })
      .where(and(inArray(menu.id, ids), eq(menu.isDeleted, 0)))
      .returning({ id: menu.id });
    if (removed.length === 0) throw notFound('数据不存在或已被删除');
    await db.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
    await db.delete(topMenuSetting).where(inArray(topMenuSetting.menuId, ids));
    invalidatePermissions();
    invalidatePackages();
    invalidateScopes();
    return done('删除成功');
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
    const [menus, scopes] = await Promise.all([
      db.select({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, roleIds)),
      db.select().from(roleScope).where(inArray(roleScope.roleId, roleIds)),
    ]);
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
