import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onSessionReset, SESSION_CACHE_KEYS } from '@/http/cacheReset';
import { useRecentPages } from './recentPages';

export const HOME_PATH = '/home/index';

/** A label is an i18n key, with the server's text as a fallback (menu names). */
export type TabTitle = { key?: string; text?: string };

export type Tab = {
  /** path + query: the tab's identity and the key of its cached page. */
  key: string;
  path: string;
  search: string;
  title: TabTitle;
};

export function tabKey(path: string, search = ''): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export const homeTab: Tab = { key: HOME_PATH, path: HOME_PATH, search: '', title: { key: 'route.home' } };

type TabState = {
  tabs: Tab[];
  activeKey: string;
  /** Adds the tab (or refreshes its title) and makes it active. */
  open: (tab: Omit<Tab, 'key'>) => string;
  /** Closes a tab; returns the tab to show next when the active one was closed, else null. */
  close: (key: string) => Tab | null;
  closeOthers: (key: string) => void;
  canClose: (key: string) => boolean;
  reset: () => void;
};

export const useTabs = create<TabState>()(
  persist(
    (set, get) => ({
      tabs: [homeTab],
      activeKey: HOME_PATH,
      open: (tab) => {
        const key = tabKey(tab.path, tab.search);
        const tabs = get().tabs;
        const index = tabs.findIndex((t) => t.key === key);
        const next = { ...tab, key };
        useRecentPages.getState().visit(tab.path);
        set({
          tabs: index < 0 ? [...tabs, next] : tabs.map((t, i) => (i === index ? next : t)),
          activeKey: key,
        });
        return key;
      },
      canClose: (key) => {
        const tabs = get().tabs;
        return tabs.some((t) => t.key === key) && !(tabs.length === 1 && tabs[0].key === key);
      },
      close: (key) => {
        const { tabs, activeKey, canClose } = get();
        if (!canClose(key)) return null;
        const index = tabs.findIndex((t) => t.key === key);
        const rest = tabs.filter((t) => t.key !== key);
        if (key !== activeKey) {
          set({ tabs: rest });
          return null;
        }
        const next = rest[Math.max(0, index - 1)];
        set({ tabs: rest, activeKey: next.key });
        return next;
      },
      closeOthers: (key) => {
        const { tabs } = get();
        const kept = tabs.filter((t) => t.key === key || t.key === HOME_PATH);
        set({ tabs: kept.length ? kept : [homeTab], activeKey: kept.length ? key : HOME_PATH });
      },
      reset: () => set({ tabs: [homeTab], activeKey: HOME_PATH }),
    }),
    { name: SESSION_CACHE_KEYS.tabs, storage: createJSONStorage(() => sessionStorage) },
  ),
);

onSessionReset(() => useTabs.getState().reset());
