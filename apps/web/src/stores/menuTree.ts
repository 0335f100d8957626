/** Menu tree from `menu/routes` → sidebar items and routable pages (spec §2, api-contract §3.3). */

export type MenuVO = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort?: number;
  category?: number;
  action?: number;
  /** 2 = open the external link in a new window. */
  isOpen?: number;
  meta?: { roles?: string[]; keepAlive?: boolean; isTab?: boolean };
  children?: MenuVO[];
};

export type MenuItem = {
  id: string;
  code: string;
  /** Server name; the shown label is `menu.<code>` when translated. */
  name: string;
  /** Route inside the app (embedded pages go through /myiframe). */
  path: string;
  icon: string;
  /** External address opened in a new window (isOpen = 2). */
  href?: string;
  meta: { i18n: string; roles?: string[]; keepAlive?: boolean; isTab?: boolean };
  topId?: string;
  children: MenuItem[];
};

export const IFRAME_PREFIX = '/myiframe/urlPath';

export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path) || path.includes('html');
}

export function iframeRoute(src: string, name: string): string {
  return `${IFRAME_PREFIX}?${new URLSearchParams({ src, name }).toString()}`;
}

function joinPath(parent: string, path: string): string {
  if (!path) return parent;
  if (path.startsWith('/') || isExternalPath(path)) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export function toMenuItems(
  menus: MenuVO[],
  options: { parentPath?: string; topId?: string } = {},
): MenuItem[] {
  const parentPath = options.parentPath ?? '';
  return [...menus]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((menu) => {
      const raw = joinPath(parentPath, menu.path ?? '');
      const isExternal = isExternalPath(raw);
      const opensWindow = isExternal && menu.isOpen === 2;
      const path = isExternal && !opensWindow ? iframeRoute(raw, menu.name) : raw;
      return {
        id: menu.id,
        code: menu.code,
        name: menu.name,
        path,
        icon: menu.source ?? '',
        href: opensWindow ? raw : undefined,
        meta: { i18n: `menu.${menu.code}`, ...menu.meta },
        topId: options.topId,
        children: toMenuItems(menu.children ?? [], {
          parentPath: isExternal ? parentPath : raw,
          topId: options.topId,
        }),
      };
    });
}

/** Hides items whose meta.roles does not include one of the user's roles. */
export function filterByRoles(items: MenuItem[], roles: string[]): MenuItem[] {
  return items
    .filter((item) => !item.meta.roles?.length || item.meta.roles.some((role) => roles.includes(role)))
    .map((item) => ({ ...item, children: filterByRoles(item.children, roles) }));
}

/** Every item without children: the pages a user can open. */
export function menuLeaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children.length ? menuLeaves(item.children) : [item]));
}

/** Route path (without query) → menu leaf, for page lookup and tab titles. */
export function indexMenus(items: MenuItem[]): Record<string, MenuItem> {
  const index: Record<string, MenuItem> = {};
  for (const leaf of menuLeaves(items)) {
    if (!leaf.href) index[leaf.path] = leaf;
  }
  return index;
}

/** Ancestors' ids of the item with this path (for opening the sidebar). */
export function menuTrail(items: MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [item.id];
    const below = menuTrail(item.children, path);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** Prefix match on the shown label, case-insensitive (spec §5). */
export function searchMenus(items: MenuItem[], query: string, label: (item: MenuItem) => string): MenuItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return menuLeaves(items).filter((item) => label(item).toLowerCase().startsWith(needle));
}
