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
  const params = new URLSearchParams(location.search);
  const target = params.get('target');

  useEffect(() => {
    if (!token) useSession.getState().clear();
  }, [token]);

  useEffect(() => {
    if (!target || !token || isLocked) return;
    params.delete('target');
    const url = params.get('url');
    params.delete('url');
    const rest = params.toString();
    window.open(url ?? `${location.pathname}${rest ? `?${rest}` : ''}`, '_blank', 'noopener');
    navigate(-1);
  }, [target, token, isLocked, location.pathname, navigate, params]);

  if (!token) {
    const redirect = `${location.pathname}${location.search}`;
    const search = redirect && redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : '';
    return <Navigate to={`/login${search}`} replace />;
  }
  if (isLocked) return <Navigate to="/lock" replace />;
  if (target) return null;
  return <>{children}</>;
}

/** /login: a signed-in user is sent to / (or back to /lock when locked). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const isLocked = useLock((s) => s.isLocked);
  if (token) return <Navigate to={isLocked ? '/lock' : '/'} replace />;
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
