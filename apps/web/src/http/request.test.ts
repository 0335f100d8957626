import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';
import { classifyResponse, fileNameFromDisposition } from './errors';
import { api, BASIC_AUTH, REQUEST_TIMEOUT_MS, request, setUnauthorizedHandler } from './request';

let seen: InternalAxiosRequestConfig | null = null;

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen = config;
    return { data, status, statusText: String(status), headers: {}, config };
  };
}

describe('error catalogue (pure)', () => {
  const base = { whitelist: [], unknownError: 'unknown error' };
  it('takes the code from the body, else the status', () => {
    expect(classifyResponse({ ...base, status: 200, body: { code: 400, msg: 'bad' } })).toEqual({
      kind: 'reject',
      code: 400,
      message: 'bad',
      shouldToast: true,
    });
    expect(classifyResponse({ ...base, status: 500, body: {} })).toMatchObject({ code: 500 });
    expect(classifyResponse({ ...base, status: 200, body: { code: 200, data: 1 } as never })).toEqual({
      kind: 'ok',
    });
  });
  it('takes the message from msg, then error_description, then unknown error', () => {
    expect(
      classifyResponse({ ...base, status: 400, body: { error_description: '验证码不正确' } }),
    ).toMatchObject({
      message: '验证码不正确',
    });
    expect(classifyResponse({ ...base, status: 403, body: null })).toMatchObject({
      message: 'unknown error',
    });
    expect(
      classifyResponse({ ...base, status: 400, body: { msg: 'm', error_description: 'e' } }),
    ).toMatchObject({
      message: 'm',
    });
  });
  it('401 means logout; whitelisted codes reject without toast', () => {
    expect(classifyResponse({ ...base, status: 200, body: { code: 401 } }).kind).toBe('logout');
    expect(classifyResponse({ ...base, whitelist: [404], status: 404, body: {} })).toMatchObject({
      kind: 'reject',
      shouldToast: false,
    });
  });
  it('parses Content-Disposition names', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%8F%82%E6%95%B0.xlsx", 'x')).toBe(
      '参数.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(fileNameFromDisposition(undefined, 'x')).toBe('x');
  });
});

describe('HTTP client', () => {
  const original = request.defaults.adapter;
  let toast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    seen = null;
    toast = vi.spyOn(feedback.message, 'error').mockImplementation(() => (() => undefined) as never);
    useSession.setState({ token: 'jwt-1' });
  });
  afterEach(() => {
    request.defaults.adapter = original;
    toast.mockRestore();
    useSession.setState({ token: '' });
  });

  it('sends the token and client headers with a 180 s timeout', async () => {
    request.defaults.adapter = respond(200, { code: 200, success: true, data: { a: 1 }, msg: '' });
    await expect(api<{ a: number }>({ url: '/api/x' })).resolves.toEqual({ a: 1 });
    expect(seen?.headers.get('calf-Auth')).toBe('bearer jwt-1');
    expect(seen?.headers.get('Authorization')).toBe(BASIC_AUTH);
    expect(BASIC_AUTH).toBe(`Basic ${btoa('web:web_public')}`);
    expect(seen?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(180000);
  });

  it('asks for server messages in the current language', async () => {
    request.defaults.adapter = respond(200, { code: 200, success: true, data: null, msg: '' });
    await api({ url: '/api/x' });
    expect(seen?.headers.get('Accept-Language')).toBe('zh-CN');
    await i18n.changeLanguage('en-US');
    try {
      await api({ url: '/api/x' });
      expect(seen?.headers.get('Accept-Language')).toBe('en-US');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('toasts and rejects a non-200 body code', async () => {
    request.defaults.adapter = respond(200, { code: 400, success: false, msg: '参数名称不能为空' });
    await expect(api({ url: '/api/x' })).rejects.toMatchObject({ code: 400, message: '参数名称不能为空' });
    expect(toast).toHaveBeenCalledWith('参数名称不能为空');
  });

  it('uses error_description from a flat HTTP 400 and unknown error when nothing is given', async () => {
    request.defaults.adapter = respond(400, {
      error: 'invalid_grant',
      error_description: '用户名或密码不正确',
    });
    await expect(request.post('/api/calf-auth/oauth/token')).rejects.toMatchObject({ code: 400 });
    expect(toast).toHaveBeenLastCalledWith('用户名或密码不正确');
    request.defaults.adapter = respond(500, '');
    await expect(api({ url: '/api/x' })).rejects.toMatchObject({ code: 500, message: '未知错误' });
  });

  it('does not toast silent calls', async () => {
    request.defaults.adapter = respond(200, { code: 403, msg: 'no' });
    await expect(api({ url: '/api/x', silent: true })).rejects.toMatchObject({ code: 403 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('401 calls the logout handler and rejects without a toast', async () => {
    const onLogout = vi.fn();
    setUnauthorizedHandler(onLogout);
    request.defaults.adapter = respond(401, { code: 401, msg: '令牌已失效' });
    await expect(api({ url: '/api/x' })).rejects.toMatchObject({ code: 401 });
    expect(onLogout).toHaveBeenCalledOnce();
    expect(toast).not.toHaveBeenCalled();
  });

  it('a network error clears the loading state and rejects', async () => {
    useUi.setState({ pendingRequests: 3 });
    request.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(api({ url: '/api/x' })).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(useUi.getState().pendingRequests).toBe(0);
  });

  it('throttled identical calls within 800 ms share one request', async () => {
    let calls = 0;
    request.defaults.adapter = async (config) => {
      calls += 1;
      return { data: { code: 200, data: calls }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const first = api<number>({ url: '/api/t', method: 'post', meta: { throttle: true } });
    const second = api<number>({ url: '/api/t', method: 'post', meta: { throttle: true } });
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(calls).toBe(1);
  });

  it('puts the request on the wire before api() returns (no wait before it leaves)', async () => {
    // what Chromium offers: a cookie store read asynchronously (axios reads its XSRF cookie there
    // unless told there is none), with the real XMLHttpRequest adapter
    const store = { get: vi.fn(async () => null) };
    Object.defineProperty(window, 'cookieStore', { value: store, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      void api({ url: '/api/x', method: 'post', data: { current: 1 } }).catch(() => undefined);
      expect(send).toHaveBeenCalledOnce();
      expect(store.get).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
      useUi.getState().resetRequests();
    }
  });
});
