import { resetSessionCaches } from '@/http/cacheReset';
import { logoutCall, refreshTokenCall } from '@/shell/api/auth';
import { navigateTo } from '@/shell/navigation';
import { useLock } from '@/stores/lock';
import { type TokenInfo, useSession } from '@/stores/session';

/** Stores tokens, tenant and user info; a new session starts with clean tabs and no lock (spec §4). */
export function applyLogin(info: TokenInfo): void {
  useSession.getState().setToken(info);
  useSession.getState().setPermission({});
  useLock.getState().clear();
  resetSessionCaches();
}

/** Clears token, menus (resetSessionCaches), permissions, tabs, lock and both token cookies, then goes to /login. */
export function localLogout(): void {
  useSession.getState().clear();
  useLock.getState().clear();
  resetSessionCaches();
  navigateTo('/login', { replace: true });
}

/** Tells the server (best effort), then logs out locally. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } finally {
    localLogout();
  }
}

let refreshing: Promise<TokenInfo> | null = null;

export function isRefreshing(): boolean {
  return refreshing !== null;
}

/** One refresh at a time; carries tenant, dept and role (switching dept/role uses the same call). */
export function refreshSession(choice: { deptId?: string; roleId?: string } = {}): Promise<TokenInfo> {
  if (refreshing) return refreshing;
  const { refreshToken, tenantId, userInfo } = useSession.getState();
  refreshing = refreshTokenCall({
    refreshToken,
    tenantId,
    deptId: choice.deptId ?? userInfo?.dept_id,
    roleId: choice.roleId ?? userInfo?.role_id,
  })
    .then((info) => {
      if (!info?.access_token)
        throw new Error(String((info as { error_description?: string })?.error_description));
      useSession.getState().setToken(info);
      return info;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
