import { DEFAULT_TENANT_ID } from '@dp/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, removeCookie, setCookie } from './cookies';

/** The flat /oauth/token response, kept whole as the user info (api-contract §2.1). */
export type TokenInfo = {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name?: string;
  role_name: string;
  avatar: string;
  detail?: Record<string, unknown>;
  license?: string;
  must_change_password?: boolean;
};

type SessionState = {
  token: string;
  refreshToken: string;
  tenantId: string;
  userInfo: TokenInfo | null;
  /** When the current token was issued (ms since epoch); drives the refresh timer. */
  tokenTime: number;
  permission: Record<string, boolean>;
  setToken: (info: TokenInfo, now?: number) => void;
  setPermission: (permission: Record<string, boolean>) => void;
  patchUser: (patch: Partial<TokenInfo>) => void;
  clear: () => void;
};

const empty = {
  token: '',
  refreshToken: '',
  tenantId: DEFAULT_TENANT_ID,
  userInfo: null,
  tokenTime: 0,
  permission: {},
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setToken: (info, now = Date.now()) => {
        setCookie(ACCESS_TOKEN_COOKIE, info.access_token);
        setCookie(REFRESH_TOKEN_COOKIE, info.refresh_token);
        set({
          token: info.access_token,
          refreshToken: info.refresh_token,
          tenantId: info.tenant_id || DEFAULT_TENANT_ID,
          userInfo: info,
          tokenTime: now,
        });
      },
      setPermission: (permission) => set({ permission }),
      patchUser: (patch) => set((s) => ({ userInfo: s.userInfo ? { ...s.userInfo, ...patch } : s.userInfo })),
      clear: () => {
        removeCookie(ACCESS_TOKEN_COOKIE);
        removeCookie(REFRESH_TOKEN_COOKIE);
        set({ ...empty, tenantId: useSession.getState().tenantId });
      },
    }),
    { name: 'dp-session', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Role aliases of the signed-in user (role_name is comma-joined). */
export function userRoles(info: TokenInfo | null): string[] {
  return info?.role_name ? info.role_name.split(',').filter(Boolean) : [];
}

/** True when the code is empty or granted in the permission map (spec §6). */
export function useCan(code?: string): boolean {
  return useSession((s) => !code || s.permission[code] === true);
}
