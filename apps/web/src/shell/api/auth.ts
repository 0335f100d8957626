import { DEFAULT_TENANT_ID } from '@dp/domain';
import { api, request } from '@/http/request';
import type { LogEntry } from '@/stores/logs';
import type { TokenInfo } from '@/stores/session';

export type PublicSettings = {
  captchaEnabled: boolean;
  tenantMode: boolean;
  switchMode: boolean;
  registerEnabled: boolean;
  visualUrl: string;
  dataScreenUrl: string;
};

/** Spec §9 defaults, used until the server answers. */
export const DEFAULT_SETTINGS: PublicSettings = {
  captchaEnabled: true,
  tenantMode: false,
  switchMode: false,
  registerEnabled: false,
  visualUrl: '',
  dataScreenUrl: '/dataScreen/index.html',
};

export async function getPublicSettings(): Promise<PublicSettings> {
  const data = await api<Partial<PublicSettings>>({
    url: '/api/calf-system/public-settings',
    meta: { isToken: false },
    silent: true,
  });
  return { ...DEFAULT_SETTINGS, ...data };
}

export async function getCaptcha(): Promise<{ key: string; image: string }> {
  const res = await request.get<{ key: string; image: string }>('/api/calf-auth/oauth/captcha', {
    meta: { isToken: false },
  });
  return res.data;
}

export type LoginForm = {
  tenantId: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
};

/** Password grant (captcha grant when a captcha is given); the typed password is md5-encoded. */
export async function loginByUsername(form: LoginForm): Promise<TokenInfo> {
  // Loaded on submit, keeping the hash out of the sign-in page's initial JavaScript.
  const { md5 } = await import('js-md5');
  const isCaptcha = Boolean(form.captchaKey);
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId || DEFAULT_TENANT_ID };
  if (isCaptcha) {
    headers['Captcha-Key'] = form.captchaKey ?? '';
    headers['Captcha-Code'] = form.captchaCode ?? '';
  }
  if (form.deptId) headers['Dept-Id'] = form.deptId;
  if (form.roleId) headers['Role-Id'] = form.roleId;
  const res = await request.post<TokenInfo>('/api/calf-auth/oauth/token', undefined, {
    // No body: axios then sends no Content-Type (the server refuses an empty form body).
    headers,
    meta: { isToken: false },
    params: {
      tenantId: form.tenantId || DEFAULT_TENANT_ID,
      username: form.username,
      password: md5(form.password),
      grant_type: isCaptcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
  });
  return res.data;
}

export async function refreshTokenCall(input: {
  refreshToken: string;
  tenantId: string;
  deptId?: string;
  roleId?: string;
}): Promise<TokenInfo> {
  const headers: Record<string, string> = { 'Tenant-Id': input.tenantId };
  if (input.deptId) headers['Dept-Id'] = input.deptId;
  if (input.roleId) headers['Role-Id'] = input.roleId;
  const res = await request.post<TokenInfo>('/api/calf-auth/oauth/token', undefined, {
    // No body: axios then sends no Content-Type (the server refuses an empty form body).
    headers,
    meta: { isToken: false },
    params: {
      tenantId: input.tenantId,
      refresh_token: input.refreshToken,
      grant_type: 'refresh_token',
      scope: 'all',
    },
  });
  return res.data;
}

export async function logoutCall(): Promise<void> {
  await request.get('/api/calf-auth/oauth/logout', { meta: { silent: true } });
}

/** Server caches are flushed for the platform administrator only; for others this page-level clear suffices. */
export async function clearCacheCall(): Promise<void> {
  await request.get('/api/calf-auth/oauth/clear-cache', { meta: { silent: true } }).catch(() => undefined);
}

export async function uploadLogsCall(logs: LogEntry[]): Promise<void> {
  await api({ url: '/api/calf-log/error/client', method: 'post', data: logs });
}

/** Guest registration; the captcha (when on) travels in the same headers as the sign-in's. */
export async function registerGuestCall(
  form: { tenantId: string; name: string; account: string; password: string; oauthId: string },
  captcha?: { key: string; code: string },
): Promise<void> {
  await api({
    url: '/api/calf-user/register-guest',
    method: 'post',
    params: form,
    headers: captcha ? { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code } : undefined,
    silent: true,
  });
}
