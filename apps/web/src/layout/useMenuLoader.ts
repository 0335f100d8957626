import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toPermissionMap } from '@/router/permission';
import { getButtons, getMenuRoutes, getTopMenus } from '@/shell/api/system';
import { useMenu } from '@/stores/menu';
import { filterByRoles, toMenuItems } from '@/stores/menuTree';
import { userRoles, useSession } from '@/stores/session';

/** Loads the menu tree (for the chosen top menu), then the permission map and the top menus. */
export function useMenuLoader(): { isLoading: boolean; isError: boolean } {
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const topMenuId = useMenu((s) => s.topMenuId);

  const routes = useQuery({
    queryKey: ['menu-routes', topMenuId, token],
    queryFn: () => getMenuRoutes(topMenuId || undefined),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const buttons = useQuery({
    queryKey: ['menu-buttons', token],
    queryFn: getButtons,
    enabled: Boolean(token) && routes.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const topMenus = useQuery({
    queryKey: ['top-menus', token],
    queryFn: getTopMenus,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!routes.data && !routes.isSuccess) return;
    const items = toMenuItems(routes.data ?? [], { topId: topMenuId || undefined });
    useMenu.getState().setMenus(filterByRoles(items, userRoles(userInfo)));
  }, [routes.data, routes.isSuccess, topMenuId, userInfo]);

  useEffect(() => {
    if (buttons.data !== undefined) useSession.getState().setPermission(toPermissionMap(buttons.data));
  }, [buttons.data]);

  useEffect(() => {
    if (topMenus.data) useMenu.getState().setTopMenus(topMenus.data);
  }, [topMenus.data]);

  useEffect(() => {
    // Without menus the layout cannot tell unknown paths from menu pages: stop waiting on failure.
    if (routes.isError) useMenu.getState().setMenus([]);
  }, [routes.isError]);

  return { isLoading: routes.isLoading, isError: routes.isError };
}
