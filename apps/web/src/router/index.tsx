import { lazy, type ReactNode, Suspense, use } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { loadPageLocales } from '@/i18n';
import { ErrorBoundary } from '@/shell/ErrorBoundary';
import { loadChunk } from './chunks';
import { GuestOnly, LockOnly, RequireAuth } from './guards';

const LoginPage = lazy(loadChunk(() => import('@/pages/login/LoginPage')));
const LockPage = lazy(loadChunk(() => import('@/pages/lock/LockPage')));
const ErrorPage = lazy(loadChunk(() => import('@/pages/error/ErrorPage')));
const MainLayout = lazy(loadChunk(() => import('@/layout/MainLayout')));
const TestVisPage = lazy(loadChunk(() => import('@/pages/testvis/TestVisPage')));
const DataScreenPage = lazy(loadChunk(() => import('@/pages/dataScreen/DataScreenPage')));
const RiskCardPage = lazy(loadChunk(() => import('@/pages/risk/card/CardPage')));
const MobileCheckPage = lazy(loadChunk(() => import('@/pages/check/mobile/MobileCheckPage')));
const BoardPrintPage = lazy(loadChunk(() => import('@/pages/risk/board/BoardPrintPage')));

export function PageFallback() {
  return (
    <div className="page-fallback">
      <span className="dp-spinner" role="progressbar" />
    </div>
  );
}

/** Renders its children once the business pages' strings have loaded (suspends until then). */
function PageLocales({ children }: { children: ReactNode }) {
  use(loadPageLocales());
  return children;
}

const page = (node: ReactNode, hasPageLocales = true) => (
  <ErrorBoundary>
    <Suspense fallback={<PageFallback />}>
      {hasPageLocales ? <PageLocales>{node}</PageLocales> : node}
    </Suspense>
  </ErrorBoundary>
);

export const router = createBrowserRouter([
  {
    path: '/login',
    element: page(
      <GuestOnly>
        <LoginPage />
      </GuestOnly>,
      false,
    ),
  },
  {
    path: '/lock',
    element: page(
      <LockOnly>
        <LockPage />
      </LockOnly>,
    ),
  },
  // Public risk card behind a printed QR code: no sign-in, outside the shell.
  { path: '/card/:token', element: page(<RiskCardPage />) },
  { path: '/403', element: page(<ErrorPage code={403} />) },
  { path: '/404', element: page(<ErrorPage code={404} />) },
  { path: '/500', element: page(<ErrorPage code={500} />) },
  {
    path: '/dataScreen/index.html',
    element: page(
      <RequireAuth>
        <DataScreenPage />
      </RequireAuth>,
    ),
  },
  {
    path: '/testvis',
    element: page(
      <RequireAuth>
        <TestVisPage />
      </RequireAuth>,
    ),
  },
  // The page a check point's QR code opens on a phone: outside the shell layout.
  {
    path: '/m/check/:token',
    element: page(
      <RequireAuth>
        <MobileCheckPage />
      </RequireAuth>,
    ),
  },
  // A notice board laid out for printing (A4/A3): outside the shell so only the sheet prints.
  {
    path: '/print/riskNoticeBoard/:id',
    element: page(
      <RequireAuth>
        <BoardPrintPage />
      </RequireAuth>,
    ),
  },
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', element: <Navigate to="/home/index" replace /> },
  { path: '/wel', element: <Navigate to="/wel/index" replace /> },
  // Everything else lives in the main layout, which resolves pages from the shell and the menu tree.
  {
    path: '*',
    element: page(
      <RequireAuth>
        <MainLayout />
      </RequireAuth>,
    ),
  },
]);
