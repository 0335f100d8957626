import type { ComponentType } from 'react';
import { loadPageLocales } from '@/i18n';
import { loadChunk } from '@/router/chunks';
import { type LazyComponent, lazyComponent } from './lazyComponent';
import { PageSpinner } from './PageSpinner';

type PageModule<P> = { default: ComponentType<P> };

const loadPageRoot = loadChunk(() => import('./PageRoot'));
const lazyPages = new WeakSet<object>();

/**
 * A route's page, loaded on first render together with what every page beyond the sign-in page
 * needs: the page root (antd's theme and locale, the toasts) and the pages' strings. The three load
 * in parallel, each chunk with the spec's timeout and one retry (`loadChunk`), so the sign-in page
 * carries none of them.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyComponent<P> {
  const loadPage = loadChunk(load);
  const Page = lazyComponent(
    async () => {
      const [{ PageRoot }, { default: Inner }] = await Promise.all([
        loadPageRoot(),
        loadPage(),
        loadPageLocales(),
      ]);
      function RootedPage(props: P) {
        return (
          <PageRoot>
            <Inner {...props} />
          </PageRoot>
        );
      }
      return { default: RootedPage };
    },
    'LazyPage',
    <PageSpinner />,
  );
  lazyPages.add(Page);
  return Page;
}

/** True for a component made by lazyPage (the route table's test checks every route with it). */
export function isLazyPage(component: unknown): boolean {
  return typeof component === 'function' && lazyPages.has(component);
}

/** Starts loading the page root ahead of need (the sign-in page does so once it is idle). */
export function preloadPageRoot(): void {
  void loadPageRoot().catch(() => undefined);
}
