import { afterEach, describe, expect, it } from 'vitest';
import { onSessionReset, resetSessionCaches, SESSION_CACHE_KEYS } from './cacheReset';
import { queryClient } from './queryClient';

describe('session cache reset', () => {
  afterEach(() => sessionStorage.clear());

  it('drops the saved tabs of a layout that has not loaded, and clears the query cache', () => {
    sessionStorage.setItem(SESSION_CACHE_KEYS.tabs, JSON.stringify({ state: { tabs: [] } }));
    queryClient.setQueryData(['x'], 1);
    resetSessionCaches();
    expect(sessionStorage.getItem(SESSION_CACHE_KEYS.tabs)).toBeNull();
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
  });

  it('runs the resets the loaded stores registered, until they unregister', () => {
    let runs = 0;
    const off = onSessionReset(() => runs++);
    resetSessionCaches();
    expect(runs).toBe(1);
    off();
    resetSessionCaches();
    expect(runs).toBe(1);
  });

  it('resets the menu and tab stores once they are loaded', async () => {
    const { useTabs } = await import('@/stores/tabs');
    const { useMenu } = await import('@/stores/menu');
    useTabs.getState().open({ path: '/a', search: '', title: { text: 'a' } });
    useMenu.getState().setTopMenuId('t1');
    resetSessionCaches();
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/home/index']);
    expect(useMenu.getState().topMenuId).toBe('');
  });
});
