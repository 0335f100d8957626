import { resources } from '@dp/domain';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { menu, roleMenu, topMenuSetting } from '../../db/schema';
import { type Row, resourceService } from '../../resource/service';
import { parentNames } from '../../resource/tree-routes';
import { invalidatePermissions } from '../auth/permissions';
import { invalidateScopes } from '../auth/scopes';
import { invalidatePackages } from './packages';

/** Texts the menu tree keeps as '' rather than NULL (the wire shape of api-contract §3.1). */
const TEXTS = ['alias', 'path', 'source', 'remark'] as const;
/** `action` of a menu: no button placement (not a key of the button_func dictionary). */
const ACTION_NONE = 0;

/** The old form's defaults: texts '' (alias `menu` for menus), action 0. */
function withDefaults(row: Row, existing: Row | undefined, category: number) {
  if (!existing) row.action ??= ACTION_NONE;
  for (const k of TEXTS) if (!existing || k in row) row[k] ??= '';
  if ((!existing || 'alias' in row) && !row.alias) row.alias = category === 1 ? 'menu' : '';
}

/** A parent must be a live menu (category 1), never a button. */
async function checkParent(db: Db, row: Row) {
  const parentId = String(row.parentId ?? '0');
  if (!('parentId' in row) || parentId === '0') return;
  const [parent] = await db
    .select({ category: menu.category })
    .from(menu)
    .where(and(eq(menu.id, parentId), eq(menu.isDeleted, 0)));
  if (Number(parent?.category) !== 1) throw badRequest('父节点只可选择菜单类型!');
}

/** Codes are unique among all live menus, names among menus (category 1). */
async function checkDuplicate(db: Db, row: Row, existing: Row | undefined, category: number) {
  if (!['code', 'name', 'category'].some((k) => k in row)) return;
  const [dup] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(
      and(
        eq(menu.isDeleted, 0),
        existing ? ne(menu.id, String(existing.id)) : undefined,
        or(
          eq(menu.code, String(row.code ?? existing?.code)),
          category === 1
            ? and(eq(menu.category, 1), eq(menu.name, String(row.name ?? existing?.name)))
            : undefined,
        ),
      ),
    )
    .limit(1);
  if (dup) throw badRequest('菜单名或编号已存在!');
}

/**
 * Menus on the layer's platform-wide tree (api-contract §3.1): the old form's defaults, parents
 * only among menus, unique codes and menu names, grants of removed menus dropped with them.
 */
export const menuService = resourceService(resources.menu, menu, {
  // a menu's action 0 is left out before the dictionary check (a new row gets it back)
  input: (body) => {
    if (String(body.action) !== String(ACTION_NONE)) return body;
    const { action: _none, ...rest } = body;
    return rest;
  },
  beforeWrite: async ({ row, existing, db }) => {
    const category = Number(row.category ?? existing?.category ?? 1);
    withDefaults(row, existing, category);
    await checkParent(db, row);
    await checkDuplicate(db, row, existing, category);
  },
  afterWrite: async ({ action, rows, db }) => {
    if (action !== 'remove') return;
    const ids = rows.map((r) => String(r.id));
    await db.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
    await db.delete(topMenuSetting).where(inArray(topMenuSetting.menuId, ids));
  },
  // menus decide permissions, packages and scopes: their caches start over after every change
  afterCommit: () => {
    invalidatePermissions();
    invalidatePackages();
    invalidateScopes();
  },
  decorate: parentNames(resources.menu, menu),
});
