import { type ReactElement, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { queryClient } from '@/http/queryClient';
import { buttonsQuery, menuRoutesQuery, topMenusQuery } from '@/shell/api/menuQueries';
import { ErrorBoundary } from '@/shell/ErrorBoundary';
import { lazyComponent } from '@/shell/lazyComponent';
import { lazyPage } from '@/shell/lazyPage';
import { PageSpinner } from '@/shell/PageSpinner';
import { useSession } from '@/stores/session';
import { loadChunk } from './chunks';
import { GuestOnly, LockOnly, RequireAuth } from './guards';
import { preloadPage } from './pages';

// The sign-in page is the one route outside lazyPage: it renders without antd and without the
// pages' strings. Its chunk starts loading at once when there is no session (every path then
// leads to it), in parallel with the first render; with a session, the menu calls of the main
// layout and its page's chunk start at once instead, in parallel with the layout's code.
let signInPage: Promise<{ default: () => ReactElement }> | undefined;
const loadSignInPage = () => {
  signInPage ??= loadChunk(() => import('@/pages/login/LoginPage'))().catch((error: unknown) => {
    signInPage = undefined;
    throw error;
  });
  return signInPage;
};
const { token } = useSession.getState();
if (!token) void loadSignInPage().catch(() => undefined);
else {
  // the menu tree and the buttons enter their stores as they answer, so that the layout's first
  // render has them (shell/applyMenus.ts, loaded here only with a session: the sign-in page's code
  // holds no menu stores); the layout applies later answers itself
  const { userInfo } = useSession.getState();
  const applying = import('@/shell/applyMenus');
  void Promise.all([applying, queryClient.fetchQuery(menuRoutesQuery('', token))]).then(
    ([{ applyMenuRoutes }, data]) => applyMenuRoutes(data, '', userInfo),
    () => undefined,
  );
  void Promise.all([applying, queryClient.fetchQuery(buttonsQuery(token))]).then(
    ([{ applyButtons }, data]) => applyButtons(data),
    () => undefined,
  );
  void queryClient.prefetchQuery(topMenusQuery(token));
  // the page of the address loads beside the layout's code and the menu calls
  void preloadPage(window.location.pathname);
}
const LoginPage = lazyComponent(loadSignInPage, 'LoginPage', <PageSpinner />);

const LockPage = lazyPage(() => import('@/pages/lock/LockPage'));
const ErrorPage = lazyPage(() => import('@/pages/error/ErrorPage'));
const MainLayout = lazyPage(() => import('@/layout/MainLayout'));
const TestVisPage = lazyPage(() => import('@/pages/testvis/TestVisPage'));
const DataScreenPage = lazyPage(() => import('@/pages/dataScreen/DataScreenPage'));
const RiskCardPage = lazyPage(() => import('@/pages/risk/card/CardPage'));
const MobileCheckPage = lazyPage(() => import('@/pages/check/mobile/MobileCheckPage'));
const BoardPrintPage = lazyPage(() => import('@/pages/risk/board/BoardPrintPage'));

type Loadable = { load: () => Promise<unknown> };
const page = (path: string, element: ReactElement, code?: Loadable): RouteObject => ({
  path,
  handle: code,
  element: (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </ErrorBoundary>
  ),
});
const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** The route table: every page but the sign-in page is a lazyPage (routes.test.tsx checks it). */
export const routes: RouteObject[] = [
  page(
    '/login',
    <GuestOnly>
      <LoginPage />
    </GuestOnly>,
    LoginPage,
  ),
  page(
    '/lock',
    <LockOnly>
      <LockPage />
    </LockOnly>,
  ),
  // Public risk card behind a printed QR code: no sign-in, outside the shell.
  page('/card/:token', <RiskCardPage />),
  page('/403', <ErrorPage code={403} />),
  page('/404', <ErrorPage code={404} />),
  page('/500', <ErrorPage code={500} />),
  page(
    '/dataScreen/index.html',
    <RequireAuth>
      <DataScreenPage />
    </RequireAuth>,
  ),
  page(
    '/testvis',
    <RequireAuth>
      <TestVisPage />
    </RequireAuth>,
  ),
  // The page a check point's QR code opens on a phone: outside the shell layout.
  page(
    '/m/check/:token',
    <RequireAuth>
      <MobileCheckPage />
    </RequireAuth>,
  ),
  // A notice board laid out for printing (A4/A3): outside the shell so only the sheet prints.
  page(
    '/print/riskNoticeBoard/:id',
    <RequireAuth>
      <BoardPrintPage />
    </RequireAuth>,
  ),
  redirect('/', '/home'),
  redirect('/home', '/home/index'),
  redirect('/wel', '/wel/index'),
  // Everything else lives in the main layout, which resolves pages from the shell and the menu tree.
  page(
    '*',
    <RequireAuth>
      <MainLayout />
    </RequireAuth>,
    MainLayout,
  ),
];

/**
 * Settles once the code of the first screen is there (or failed to load): the route's page (the
 * main layout for most addresses, the sign-in page in its place without a session). The entry renders
 * after it (index.html's spinner shows meanwhile), so the first screen comes in one commit rather
 * than a spinner's commit followed by the screen's.
 */
export function firstScreenCode(path: string): Promise<unknown> {
  const code = matchRoutes(routes, path)?.at(-1)?.route.handle as Loadable | undefined;
  if (!code) return Promise.resolve();
  // without a session the main layout's addresses lead to the sign-in page (public pages such as a
  // risk card do not wait for it)
  return !token && code === MainLayout ? loadSignInPage() : code.load();
}
