import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useLock } from '@/stores/lock';
import { useSession } from '@/stores/session';

/** Route guard (spec §2): no token → /login; a locked session → /lock; `?target=` opens a new window. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const isLocked = useLock((s) => s.isLocked);
  const location = useLocation();
  const navigate = useNavigate();
  const target = new URLSearchParams(location.search).get('target');

  useEffect(() => {
    if (!token) useSession.getState().clear();
  }, [token]);

  // `?target=…` (optionally with `url=`) opens the page, or the given address, in a new window.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.get('target') || !token || isLocked) return;
    const url = params.get('url');
    params.delete('target');
    params.delete('url');
    const rest = params.toString();
    window.open(url ?? `${location.pathname}${rest ? `?${rest}` : ''}`, '_blank', 'noopener');
    navigate(-1);
  }, [location.pathname, location.search, token, isLocked, navigate]);

  if (!token) {
    const redirect = `${location.pathname}${location.search}`;
    const search = redirect && redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : '';
    return <Navigate to={`/login${search}`} replace />;
  }
  if (isLocked) return <Navigate to="/lock" replace />;
  if (target) return null;
  return <>{children}</>;
}

/** A safe in-app redirect target (never an external address). */
export function redirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}

/** /login: a signed-in user is sent to / or to the page that required the sign-in (or /lock when locked). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const isLocked = useLock((s) => s.isLocked);
  const location = useLocation();
  const target = redirectTarget(new URLSearchParams(location.search).get('redirect'));
  if (token) return <Navigate to={isLocked ? '/lock' : target} replace />;
  return <>{children}</>;
}

/** /lock: only for a signed-in, locked session. */
export function LockOnly({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const isLocked = useLock((s) => s.isLocked);
  if (!token) return <Navigate to="/login" replace />;
  if (!isLocked) return <Navigate to="/" replace />;
  return <>{children}</>;
}
