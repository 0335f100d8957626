import { onSessionReset } from '@/http/cacheReset';
import { type ButtonNode, toPermissionMap } from '@/router/permission';
import { useMenu } from '@/stores/menu';
import { filterByRoles, type MenuVO, toMenuItems } from '@/stores/menuTree';
import { type TokenInfo, userRoles, useSession } from '@/stores/session';

// The menu tree and the permission map enter their stores here, from two places: the start-up
// (router/routes.tsx), as soon as its early menu calls answer — usually before the main layout's
// code has arrived, so the layout's first render already has its menus and buttons (no commit
// with an empty menu and a page spinner, then a second one) — and the layout (useMenuLoader) for
// later answers (a top menu chosen, a refetch). The same answer is applied once: the second caller
// finds it there and changes nothing, so nothing re-renders for it.
let appliedRoutes: { data: MenuVO[] | null; topMenuId: string; userInfo: TokenInfo | null } | undefined;
let appliedButtons: ButtonNode[] | null | undefined;

/** Puts the menu tree of a `menu/routes` answer into the menu store (once per answer). */
export function applyMenuRoutes(data: MenuVO[] | null, topMenuId: string, userInfo: TokenInfo | null): void {
  const last = appliedRoutes;
  if (last && last.data === data && last.topMenuId === topMenuId && last.userInfo === userInfo) return;
  appliedRoutes = { data, topMenuId, userInfo };
  const items = toMenuItems(data ?? [], { topId: topMenuId || undefined });
  useMenu.getState().setMenus(filterByRoles(items, userRoles(userInfo)));
}

/** Puts the permission map of a `menu/buttons` answer into the session store (once per answer). */
export function applyButtons(data: ButtonNode[] | null): void {
  if (appliedButtons !== undefined && appliedButtons === data) return;
  appliedButtons = data;
  useSession.getState().setPermission(toPermissionMap(data));
}

// the stores are cleared with the session: a new session applies its answers again
onSessionReset(() => {
  appliedRoutes = undefined;
  appliedButtons = undefined;
});
