import { CLIENT_ID, CLIENT_SECRET, type Envelope, TOKEN_HEADER } from '@dp/domain';
import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, i18n } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';
import { classifyResponse, fileNameFromDisposition, RequestError, type ResponseBody } from './errors';
import { noteCall } from './recordCalls';
import { CLICK_THROTTLE_MS } from './throttle';

export type RequestMeta = {
  /** false: do not send the calf-Auth header (public calls). */
  isToken?: boolean;
  /** Identical calls within 800 ms share one request. */
  throttle?: boolean;
  /** Do not toast errors (the caller shows them). */
  silent?: boolean;
  /** Codes passed through as a rejection without a toast. */
  whitelist?: number[];
};

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: RequestMeta;
  }
}

/** Globally whitelisted codes (spec §8: configurable, empty by default). */
export const STATUS_WHITELIST: number[] = [];
export const REQUEST_TIMEOUT_MS = 180_000;
export const BASIC_AUTH = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The shell registers the local logout + redirect to /login here (avoids an import cycle). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export const request = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // Every status from 200 to 500 goes to the response handler (spec §8).
  validateStatus: (status) => status >= 200 && status <= 500,
  // The API is authenticated by a header, not a cookie: no XSRF cookie to read. (Reading it goes
  // through the browser's asynchronous cookie store, a wait before every call leaves.)
  withXSRFToken: false,
});

// Synchronous (axios's `synchronous` flag): the call leaves at once rather than after a
// microtask. A list asks for its rows while its page renders (useResourceList), and a page load's
// first render and commit are one long task: with a promise step before it, the request itself
// waited for the whole task to end.
request.interceptors.request.use(
  (config: InternalAxiosRequestConfig) => {
    useUi.getState().requestStarted();
    config.headers.set('Authorization', BASIC_AUTH);
    // The server answers its messages in this language (zh-CN unchanged, en-US translated).
    config.headers.set('Accept-Language', i18n.language || DEFAULT_LANGUAGE);
    const token = useSession.getState().token;
    if (token && config.meta?.isToken !== false) config.headers.set(TOKEN_HEADER, `bearer ${token}`);
    return config;
  },
  undefined,
  { synchronous: true },
);

async function readBody(response: AxiosResponse): Promise<ResponseBody> {
  const data: unknown = response.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    // Blob downloads that failed carry a JSON envelope.
    if (!data.type.includes('json')) return null;
    try {
      return JSON.parse(await data.text()) as ResponseBody;
    } catch {
      return null;
    }
  }
  return data as ResponseBody;
}

request.interceptors.response.use(
  async (response) => {
    useUi.getState().requestEnded();
    const isBlob = typeof Blob !== 'undefined' && response.data instanceof Blob;
    if (isBlob && response.status === 200 && !response.data.type.includes('json')) return response;
    const body = await readBody(response);
    const outcome = classifyResponse({
      status: response.status,
      body,
      whitelist: [...STATUS_WHITELIST, ...(response.config.meta?.whitelist ?? [])],
      isSilent: response.config.meta?.silent,
      unknownError: i18n.t('http.unknownError'),
    });
    if (outcome.kind === 'ok') return response;
    if (outcome.kind === 'logout') {
      onUnauthorized();
      return Promise.reject(new RequestError(401, outcome.message, body));
    }
    if (outcome.shouldToast) feedback.message.error(outcome.message);
    return Promise.reject(new RequestError(outcome.code, outcome.message, body));
  },
  (error: unknown) => {
    // Network failure or timeout: clear the loading state and reject.
    useUi.getState().resetRequests();
    return Promise.reject(error);
  },
);

const inflight = new Map<string, { at: number; promise: Promise<unknown> }>();

function throttleKey(config: AxiosRequestConfig): string {
  return JSON.stringify([config.method ?? 'get', config.url, config.params ?? null, config.data ?? null]);
}

/** Calls the API and returns the envelope's `data`. */
export async function api<T>(config: AxiosRequestConfig & { silent?: boolean }): Promise<T> {
  const { silent, ...rest } = config;
  const final: AxiosRequestConfig = silent ? { ...rest, meta: { ...rest.meta, silent: true } } : rest;
  noteCall(final);
  const run = () => request.request<Envelope<T>>(final).then((res) => res.data.data);
  if (!final.meta?.throttle) return run();
  const key = throttleKey(final);
  const now = Date.now();
  const previous = inflight.get(key);
  if (previous && now - previous.at < CLICK_THROTTLE_MS) return previous.promise as Promise<T>;
  const promise = run();
  inflight.set(key, { at: now, promise });
  return promise;
}

/** Requests a blob and saves it under the name from Content-Disposition. */
export async function download(config: AxiosRequestConfig & { fallbackName?: string }): Promise<void> {
  const { fallbackName = 'download', ...rest } = config;
  const response = await request.request<Blob>({ ...rest, responseType: 'blob' });
  const name = fileNameFromDisposition(
    response.headers['content-disposition'] as string | undefined,
    fallbackName,
  );
  saveBlob(response.data, name);
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
