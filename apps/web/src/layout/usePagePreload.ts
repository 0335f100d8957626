import { useEffect } from 'react';
import { preloadPage } from '@/router/pages';
import type { MenuItem } from '@/stores/menuTree';

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

/**
 * Loads the code of the menu's pages while the browser is idle, one page at a time, from five
 * seconds after the layout opened (when the shell's dialogs are fetched too): a page opened for the first time then renders at once instead of first
 * fetching its chunks (its data still loads when it opens). Charts, maps and scanners stay out:
 * the pages load those libraries themselves when they show them.
 */
export function usePagePreload(menus: MenuItem[]): void {
  useEffect(() => {
    const paths = leafPaths(menus);
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
