import { getButtons, getMenuRoutes, getTopMenus } from './system';

// The session's menu calls as shared query options: the main layout reads them (useMenuLoader),
// and the start-up (router/routes.tsx) fetches them ahead while the layout's code is still loading.
export const menuRoutesQuery = (topMenuId: string, token: string) => ({
  queryKey: ['menu-routes', topMenuId, token],
  queryFn: () => getMenuRoutes(topMenuId || undefined),
  staleTime: Number.POSITIVE_INFINITY,
});

export const buttonsQuery = (token: string) => ({
  queryKey: ['menu-buttons', token],
  queryFn: getButtons,
  staleTime: Number.POSITIVE_INFINITY,
});

export const topMenusQuery = (token: string) => ({
  queryKey: ['top-menus', token],
  queryFn: getTopMenus,
  staleTime: Number.POSITIVE_INFINITY,
});
