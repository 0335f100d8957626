import type { AxiosRequestConfig } from 'axios';
import { LOCAL_CACHE_KEYS } from '@/http/cacheReset';
import { queryClient } from '@/http/queryClient';
import { api } from '@/http/request';
import { useSession } from '@/stores/session';

/**
 * The first lists of a page, asked for as the app starts.
 *
 * A list asks for its first page while it renders, which on a page load is after the entry, the
 * layout's code and the menus — late, and the rows then come in a second render. Each list that
 * a page shows on opening is remembered here (its query key and its call, plain JSON, per page
 * address); when the app next starts on that address, the same call goes out with the entry and
 * its answer lands in the query cache under the same key, so the page renders with its rows. The
 * answer is the current one (the call is made at that moment, with the current session); a
 * failed or unneeded one is dropped, and the page then asks as it always did.
 */
const KEY = LOCAL_CACHE_KEYS.firstLists;
/** Lists mounted this long after their page opened are not its first lists (dialogs, later tabs). */
export const FIRST_LIST_WINDOW_MS = 1500;
const MAX_PAGES = 40;
const MAX_LISTS = 2;

type Call = Pick<AxiosRequestConfig, 'method' | 'url' | 'params' | 'data'>;
type Remembered = { queryKey: unknown[]; call: Call };
type Store = Record<string, Remembered[]>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function isJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every((v) => v === undefined || isJson(v));
}

/** Pages whose first lists this app session has already written (the first opening replaces them). */
const written = new Set<string>();

/** Remembers a list of `page` (its address) mounted while the page opened. */
export function rememberFirstList(page: string, queryKey: readonly unknown[], calls: AxiosRequestConfig[]) {
  if (calls.length !== 1) return;
  const { method, url, params, data } = calls[0];
  const call: Call = { method, url, params, data };
  if (!isJson(call) || !isJson(queryKey)) return;
  const store = read();
  const lists = written.has(page) ? (store[page] ?? []) : [];
  written.add(page);
  const entry = JSON.parse(JSON.stringify({ queryKey, call })) as Remembered;
  const same = JSON.stringify(entry.queryKey);
  if (lists.length >= MAX_LISTS || lists.some((l) => JSON.stringify(l.queryKey) === same)) return;
  delete store[page];
  const pages = Object.keys(store);
  for (const old of pages.slice(0, Math.max(0, pages.length - MAX_PAGES + 1))) delete store[old];
  store[page] = [...lists, entry];
  try {
    localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // storage full or unavailable: the page simply asks for its rows itself
  }
}

/**
 * Asks for the remembered first lists of `page` that the query cache does not hold (signed in): at
 * start-up, and when the page's menu item is pressed. Settles when they have answered (or failed):
 * the start-up waits for it, up to a point, so that the page's first render has its rows.
 */
export function prefetchFirstLists(page: string): Promise<void> {
  if (!useSession.getState().token) return Promise.resolve();
  const lists: unknown = read()[page];
  if (!Array.isArray(lists)) return Promise.resolve();
  const calls: Promise<void>[] = [];
  for (const { queryKey, call } of lists as Partial<Remembered>[]) {
    if (!Array.isArray(queryKey) || typeof call?.url !== 'string') continue;
    // a list the cache holds (its page is open, or was a moment ago) is not asked for again
    if (queryClient.getQueryData(queryKey) !== undefined) continue;
    const prefetch = queryClient
      .prefetchQuery({ queryKey, queryFn: () => api({ ...call, silent: true }) })
      .then(() => {
        // a failure stays silent here: the page asks again and reports it as usual
        if (queryClient.getQueryState(queryKey)?.status === 'error')
          queryClient.removeQueries({ queryKey, exact: true });
      });
    calls.push(prefetch);
  }
  return Promise.all(calls).then(() => undefined);
}
