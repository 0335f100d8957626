import { Empty, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { prefetchFirstLists } from '@/http/firstLists';
import { preloadPage } from '@/router/pages';
import { MenuIcon } from '@/shell/icons';
import { useMenu } from '@/stores/menu';
import { type MenuItem, menuTrail } from '@/stores/menuTree';
import { usePreferences } from '@/stores/preferences';
import { useUi } from '@/stores/ui';
import { getTheme } from '@/theme/themes';
import { leafPaths } from './usePagePreload';

type AntdItem = Required<MenuProps>['items'][number];

export function menuKey(item: MenuItem): string {
  return item.children.length ? `sub:${item.id}` : `item:${item.id}`;
}

export function openMenuItem(item: MenuItem, navigate: (to: string) => void): void {
  if (item.href) window.open(item.href, '_blank', 'noopener');
  else navigate(item.path);
}

/** The keys of the menu groups that hold the page at the end of a trail (menu ids, root first). */
const groupsOf = (trail: string[]) => trail.slice(0, -1).map((id) => `sub:${id}`);

export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const menus = useMenu((s) => s.menus);
  const isLoaded = useMenu((s) => s.isLoaded);
  const isCollapsed = usePreferences((s) => s.isCollapsed);
  const isLight = getTheme(usePreferences((s) => s.theme)).sider.isLight;

  const { items, byKey } = useMemo(() => {
    const map = new Map<string, MenuItem>();
    const build = (list: MenuItem[]): AntdItem[] =>
      list.map((item) => {
        const key = menuKey(item);
        map.set(key, item);
        const label = t(item.meta.i18n, { defaultValue: item.name });
        return item.children.length
          ? { key, icon: <MenuIcon source={item.icon} />, label, children: build(item.children) }
          : {
              key,
              icon: <MenuIcon source={item.icon} />,
              label: <span data-path={item.path}>{label}</span>,
              // the pointer on an item is the moment before a click: its page's code starts loading
              onMouseEnter: () => void preloadPage(item.path),
              // a press comes ~100 ms before the click: the lists the page showed when it was last
              // opened (http/firstLists.ts) are asked for now, so that a page opened in an earlier
              // session renders with its rows (lists still in the cache are not asked for again)
              onPointerDown: () => void prefetchFirstLists(item.path),
            };
      });
    return { items: build(menus), byKey: map };
  }, [menus, t]);

  const fullPath = `${location.pathname}${location.search}`;
  const trail = useMemo(() => {
    const ids = menuTrail(menus, fullPath);
    return ids.length ? ids : menuTrail(menus, location.pathname);
  }, [menus, fullPath, location.pathname]);
  const selected = trail.length ? [`item:${trail[trail.length - 1]}`] : [];
  // the group of the page the layout opens with is open from the first render (opened from an
  // effect it cost a second render of the menu and its opening animation)
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupsOf(trail));
  // Opening a group shows its pages: their code loads while the user picks one (a page opened for
  // the first time then renders without first fetching its chunks).
  const onOpenChange = (keys: string[]) => {
    for (const key of keys)
      if (!openKeys.includes(key))
        for (const path of leafPaths(byKey.get(key)?.children ?? [])) void preloadPage(path);
    setOpenKeys(keys);
  };

  useEffect(() => {
    const groups = groupsOf(trail);
    setOpenKeys((keys) =>
      groups.every((key) => keys.includes(key)) ? keys : Array.from(new Set([...keys, ...groups])),
    );
  }, [trail]);

  if (isLoaded && !menus.length) {
    return (
      <Empty
        className="dp-menu-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('shell.menu.empty')}
      />
    );
  }

  return (
    <Menu
      className="dp-side-menu"
      mode="inline"
      theme={isLight ? 'light' : 'dark'}
      items={items}
      selectedKeys={selected}
      // antd wraps every item in a Tooltip (a popup trigger each) that only a collapsed menu shows
      tooltip={isCollapsed ? undefined : false}
      {...(isCollapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => {
        const item = byKey.get(key);
        if (item) openMenuItem(item, navigate);
        // on a phone the unfolded menu covers the page: a pick folds it away
        if (useUi.getState().screen === 0) usePreferences.getState().update({ isCollapsed: true });
      }}
    />
  );
}
