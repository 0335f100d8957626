import { create } from 'zustand';
import { onSessionReset } from '@/http/cacheReset';
import { indexMenus, type MenuItem } from './menuTree';

/** A top menu (api-contract §3.5): a named subset of the menu tree shown in the top bar. */
export type TopMenu = { id: string; code: string; name: string; source?: string; sort?: number };

type MenuState = {
  menus: MenuItem[];
  /** Every page path seen in any loaded menu tree (kept across top-menu switches so open tabs resolve). */
  index: Record<string, MenuItem>;
  topMenus: TopMenu[];
  /** '' = the default (no top menu chosen). */
  topMenuId: string;
  isLoaded: boolean;
  setMenus: (menus: MenuItem[]) => void;
  setTopMenus: (topMenus: TopMenu[]) => void;
  setTopMenuId: (topMenuId: string) => void;
  clear: () => void;
};

export const useMenu = create<MenuState>()((set) => ({
  menus: [],
  index: {},
  topMenus: [],
  topMenuId: '',
  isLoaded: false,
  setMenus: (menus) => set((s) => ({ menus, index: { ...s.index, ...indexMenus(menus) }, isLoaded: true })),
  setTopMenus: (topMenus) => set({ topMenus }),
  setTopMenuId: (topMenuId) => set({ topMenuId }),
  clear: () => set({ menus: [], index: {}, topMenus: [], topMenuId: '', isLoaded: false }),
}));

onSessionReset(() => useMenu.getState().clear());
