import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ErrorBoundary } from '@/shell/ErrorBoundary';
import { GuestOnly, LockOnly, RequireAuth } from './guards';

const LoginPage = lazy(() => import('@/pages/login/LoginPage'));
const LockPage = lazy(() => import('@/pages/lock/LockPage'));
const ErrorPage = lazy(() => import('@/pages/error/ErrorPage'));
const MainLayout = lazy(() => import('@/layout/MainLayout'));
const TestVisPage = lazy(() => import('@/pages/testvis/TestVisPage'));
const DataScreenPage = lazy(() => import('@/pages/dataScreen/DataScreenPage'));
const MobileCheckPage = lazy(() => import('@/pages/check/mobile/MobileCheckPage'));

export function PageFallback() {
  return (
    <div className="page-fallback">
      <span className="dp-spinner" role="progressbar" />
    </div>
  );
}

const page = (node: ReactNode) => (
  <ErrorBoundary>
    <Suspense fallback={<PageFallback />}>{node}</Suspense>
  </ErrorBoundary>
);

export const router = createBrowserRouter([
  {
    path: '/login',
    element: page(
      <GuestOnly>
        <LoginPage />
      </GuestOnly>,
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
