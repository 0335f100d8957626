import type { MenuItem } from '@/stores/menuTree';
import { IFRAME_PREFIX } from '@/stores/menuTree';
import type { TabTitle } from '@/stores/tabs';
import { genericPage, menuPage, type PageComponent, type PageProps, SHELL_PAGES } from './pages';

export type ResolvedPage = {
  Page: PageComponent;
  props: PageProps;
  title: TabTitle;
  isTab: boolean;
};

/** Finds the page for a path inside the main layout; null when the path is unknown. */
export function resolvePage(
  path: string,
  search: string,
  menuIndex: Record<string, MenuItem>,
): ResolvedPage | null {
  if (path === IFRAME_PREFIX) {
    const name = new URLSearchParams(search).get('name');
    const shell = SHELL_PAGES[IFRAME_PREFIX];
    return { Page: shell.page(), props: {}, title: name ? { text: name } : shell.title, isTab: true };
  }
  const menu = menuIndex[path];
  const shell = SHELL_PAGES[path];
  if (shell) {
    const title = menu ? { key: menu.meta.i18n, text: menu.name } : shell.title;
    return { Page: shell.page(), props: {}, title, isTab: shell.isTab ?? menu?.meta.isTab ?? true };
  }
  if (!menu) return null;
  const title = { key: menu.meta.i18n, text: menu.name };
  const isTab = menu.meta.isTab ?? true;
  const registered = menuPage(path);
  if (registered) return { Page: registered, props: {}, title, isTab };
  return { Page: genericPage(), props: { name: menu.code }, title, isTab };
}
