import { useEffect } from 'react';
import { preloadPage } from '@/router/pages';
import type { MenuItem } from '@/stores/menuTree';
import { useRecentPages } from '@/stores/recentPages';
import { HOME_PATH } from '@/stores/tabs';

/** Waits before the first preload: the page the layout opened with renders and settles first. */
export const PRELOAD_DELAY_MS = 5000;

/** The in-app paths of the menu tree's leaves, in menu order. */
export function leafPaths(menus: MenuItem[]): string[] {
  const out: string[] = [];
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.children.length > 0) walk(item.children);
      else if (!item.href && item.path.startsWith('/')) out.push(item.path);
    }
  };
  walk(menus);
  return out;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    // no deadline: a page is loaded only in a pause, never while the user's work is busy
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

/** At most this many pages are fetched ahead after sign-in. */
export const PRELOAD_MAX = 12;

/**
 * The pages worth fetching ahead: those this browser opened before (most recent first), then the
 * leaves of the menu's first group — what the menu shows first — never every page of the menu.
 */
export function preloadPaths(menus: MenuItem[], recent: string[]): string[] {
  const all = new Set(leafPaths(menus));
  const first = menus.find((m) => leafPaths([m]).some((p) => p !== HOME_PATH));
  const wanted = [...recent.filter((p) => all.has(p)), ...(first ? leafPaths([first]) : [])];
  return [...new Set(wanted)].filter((p) => p !== HOME_PATH).slice(0, PRELOAD_MAX);
}

/**
 * Loads the code of the pages the user is likely to open next (preloadPaths) while the browser is
 * idle, one page at a time, from five seconds after the layout opened (when the shell's dialogs are
 * fetched too): such a page then renders at once instead of first fetching its chunks (its data
 * still loads when it opens); any other page loads its code when opened. Charts, maps and scanners
 * stay out: the pages load those libraries themselves when they show them.
 */
export function usePagePreload(menus: MenuItem[]): void {
  useEffect(() => {
    const paths = preloadPaths(menus, useRecentPages.getState().paths);
    if (paths.length === 0) return;
    let cancel = () => {};
    let stopped = false;
    const next = (i: number) => {
      if (stopped || i >= paths.length) return;
      cancel = whenIdle(() => {
        void preloadPage(paths[i]).finally(() => next(i + 1));
      });
    };
    const timer = setTimeout(() => next(0), PRELOAD_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancel();
    };
  }, [menus]);
}
