import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How many opened pages are remembered (most recent first). */
export const RECENT_PAGES_MAX = 12;

type RecentPages = {
  /** In-app paths of the pages this browser opened, most recent first. */
  paths: string[];
  visit: (path: string) => void;
};

/**
 * The pages opened in this browser, kept across sign-ins: after the next sign-in the layout fetches
 * their code ahead (usePagePreload) rather than every page of the menu.
 */
export const useRecentPages = create<RecentPages>()(
  persist(
    (set, get) => ({
      paths: [],
      visit: (path) => {
        const paths = get().paths;
        if (paths[0] === path) return;
        set({ paths: [path, ...paths.filter((p) => p !== path)].slice(0, RECENT_PAGES_MAX) });
      },
    }),
    { name: 'dp-recent-pages', storage: createJSONStorage(() => localStorage) },
  ),
);
