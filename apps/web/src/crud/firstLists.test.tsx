import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CACHE_KEYS, resetSessionCaches } from '@/http/cacheReset';
import { FIRST_LIST_WINDOW_MS, prefetchFirstLists } from '@/http/firstLists';
import { queryClient } from '@/http/queryClient';
import { api } from '@/http/request';
import { PageLocationContext } from '@/layout/PageLocation';
import { useSession } from '@/stores/session';
import type { ListResult } from './types';
import { useResourceList } from './useResourceList';

vi.mock('@/http/request', async () => {
  const { noteCall } = await import('@/http/recordCalls');
  // the real api reports its call the same way before sending it
  return { api: vi.fn((config: object) => (noteCall(config), Promise.resolve(page))) };
});
const mockedApi = vi.mocked(api);
const page = { records: [{ id: '1' }], total: 1, size: 10, current: 1, pages: 1 };
const call = { url: '/api/x/page', method: 'post' } as const;
const fetchList = (query: object) => api<ListResult>({ ...call, data: query });

function hostedAt(path: string, openedAt: number | undefined) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PageLocationContext.Provider value={{ path, search: '', openedAt }}>
        {children}
      </PageLocationContext.Provider>
    </QueryClientProvider>
  );
}
const stored = () => JSON.parse(localStorage.getItem(LOCAL_CACHE_KEYS.firstLists) ?? '{}');

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  mockedApi.mockClear();
  useSession.setState({ token: 'token-1' });
});
afterEach(() => useSession.setState({ token: '' }));

describe('first lists of a page', () => {
  it('remembers the list a page shows as it opens, and asks for it at the next start', async () => {
    const { result } = renderHook(() => useResourceList({ queryKey: ['crud', 'x'], fetchList }), {
      wrapper: hostedAt('/x/list', performance.now()),
    });
    await waitFor(() => expect(result.current.total).toBe(1));
    expect(stored()['/x/list']).toEqual([
      {
        queryKey: ['crud', 'x', 'list', { current: 1, size: 10 }],
        call: { ...call, data: { current: 1, size: 10 } },
      },
    ]);

    // a new start on that address: the call goes out at once and its answer is in the cache
    queryClient.clear();
    mockedApi.mockClear();
    const answered = prefetchFirstLists('/x/list');
    expect(mockedApi).toHaveBeenCalledWith({ ...call, data: { current: 1, size: 10 }, silent: true });
    // the start-up waits for this before its first render: settled, the answer is in the cache
    await answered;
    expect(queryClient.getQueryData(['crud', 'x', 'list', { current: 1, size: 10 }])).toEqual(page);
    // the page then renders with its rows, without asking again
    const again = renderHook(() => useResourceList({ queryKey: ['crud', 'x'], fetchList }), {
      wrapper: hostedAt('/x/list', performance.now()),
    });
    expect(again.result.current.rows).toEqual(page.records);
    expect(mockedApi).toHaveBeenCalledTimes(1);
  });

  it('ignores lists mounted later (dialogs, other tabs) and pages outside the page host', async () => {
    renderHook(() => useResourceList({ queryKey: ['late'], fetchList }), {
      wrapper: hostedAt('/x/late', performance.now() - FIRST_LIST_WINDOW_MS - 1),
    });
    renderHook(() => useResourceList({ queryKey: ['outside'], fetchList }), {
      wrapper: hostedAt('/', undefined),
    });
    await waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(2));
    expect(stored()).toEqual({});
  });

  it('asks for nothing without a session, and forgets everything at sign-out', async () => {
    renderHook(() => useResourceList({ queryKey: ['crud', 'y'], fetchList }), {
      wrapper: hostedAt('/y', performance.now()),
    });
    await waitFor(() => expect(stored()['/y']).toHaveLength(1));
    mockedApi.mockClear();
    useSession.setState({ token: '' });
    prefetchFirstLists('/y');
    expect(mockedApi).not.toHaveBeenCalled();
    resetSessionCaches();
    expect(localStorage.getItem(LOCAL_CACHE_KEYS.firstLists)).toBeNull();
  });

  it('starts as usual when the remembered lists were tampered with', async () => {
    localStorage.setItem(LOCAL_CACHE_KEYS.firstLists, JSON.stringify({ '/t': 5, '/u': [{ queryKey: 'x' }] }));
    expect(() => prefetchFirstLists('/t')).not.toThrow();
    expect(() => prefetchFirstLists('/u')).not.toThrow();
    localStorage.setItem(LOCAL_CACHE_KEYS.firstLists, '{not json');
    expect(() => prefetchFirstLists('/t')).not.toThrow();
    await expect(prefetchFirstLists('/u')).resolves.toBeUndefined();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('drops a failed early answer silently: the page asks again itself', async () => {
    const mounted = renderHook(() => useResourceList({ queryKey: ['crud', 'z'], fetchList }), {
      wrapper: hostedAt('/z', performance.now()),
    });
    await waitFor(() => expect(stored()['/z']).toHaveLength(1));
    mounted.unmount();
    queryClient.clear();
    mockedApi.mockRejectedValueOnce(new Error('offline'));
    // settles (does not reject): the start-up renders as usual
    await expect(prefetchFirstLists('/z')).resolves.toBeUndefined();
    expect(mockedApi).toHaveBeenLastCalledWith(expect.objectContaining({ silent: true }));
    expect(queryClient.getQueryState(['crud', 'z', 'list', { current: 1, size: 10 }])).toBeUndefined();
  });
});
