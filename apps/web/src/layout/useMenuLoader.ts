import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buttonsQuery, menuRoutesQuery, topMenusQuery } from '@/shell/api/menuQueries';
import { applyButtons, applyMenuRoutes } from '@/shell/applyMenus';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';

/** Loads the menu tree (for the chosen top menu), the permission map and the top menus. */
export function useMenuLoader(): { isLoading: boolean; isError: boolean } {
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const topMenuId = useMenu((s) => s.topMenuId);

  // The three calls run side by side (the start-up, router/routes.tsx, has usually begun them).
  const routes = useQuery({ ...menuRoutesQuery(topMenuId, token), enabled: Boolean(token) });
  const buttons = useQuery({ ...buttonsQuery(token), enabled: Boolean(token) });
  const topMenus = useQuery({ ...topMenusQuery(token), enabled: Boolean(token) });

  useEffect(() => {
    if (routes.data || routes.isSuccess) applyMenuRoutes(routes.data ?? null, topMenuId, userInfo);
  }, [routes.data, routes.isSuccess, topMenuId, userInfo]);

  useEffect(() => {
    if (buttons.data !== undefined) applyButtons(buttons.data);
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
