import { isValidElement, type ReactElement, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '@/shell/ErrorBoundary';
import { isLazyPage, lazyPage } from '@/shell/lazyPage';
import { GuestOnly, LockOnly, RequireAuth } from './guards';
import { routes } from './routes';

const WRAPPERS = new Set<unknown>([ErrorBoundary, Suspense, GuestOnly, LockOnly, RequireAuth]);

/** The components a route renders, below its error boundary, suspense and guards. */
function pagesOf(node: ReactNode): ReactElement[] {
  if (!isValidElement(node)) return [];
  if (!WRAPPERS.has(node.type)) return [node];
  const { children } = node.props as { children?: ReactNode };
  return (Array.isArray(children) ? children : [children]).flatMap(pagesOf);
}

describe('route table', () => {
  it('loads every page but the sign-in page through lazyPage (antd, the layout and the pages stay out of the sign-in page)', () => {
    const bypassing = routes.flatMap((route) =>
      pagesOf(route.element)
        .filter((el) => el.type !== Navigate && !isLazyPage(el.type))
        .map(() => route.path),
    );
    expect(bypassing).toEqual(['/login']);
  });

  it('finds a page that bypasses lazyPage', () => {
    const Plain = () => null;
    const Lazy = lazyPage(() => Promise.resolve({ default: Plain }));
    expect(
      pagesOf(
        <ErrorBoundary>
          <Suspense>
            <RequireAuth>
              <Plain />
            </RequireAuth>
          </Suspense>
        </ErrorBoundary>,
      ).map((el) => isLazyPage(el.type)),
    ).toEqual([false]);
    expect(
      pagesOf(
        <RequireAuth>
          <Lazy />
        </RequireAuth>,
      ).map((el) => isLazyPage(el.type)),
    ).toEqual([true]);
  });

  it('has the shell routes of the spec', () => {
    const paths = routes.map((route) => route.path);
    for (const path of ['/login', '/lock', '/403', '/404', '/500', '/', '*']) expect(paths).toContain(path);
  });
});
