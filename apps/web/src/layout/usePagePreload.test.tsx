import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/stores/menuTree';

const loaded: string[] = [];
vi.mock('@/router/pages', () => ({
  preloadPage: vi.fn(async (path: string) => {
    loaded.push(path);
  }),
}));

const { leafPaths, PRELOAD_DELAY_MS, preloadPaths, usePagePreload } = await import('./usePagePreload');
const { useRecentPages } = await import('@/stores/recentPages');

const item = (path: string, children: MenuItem[] = [], href?: string): MenuItem => ({
  id: path,
  code: path,
  name: path,
  path,
  icon: '',
  href,
  meta: { i18n: path },
  children,
});

const menus = [
  item('/risk', [item('/risk/riskPointControl'), item('/risk/riskManual')]),
  item('/danger', [item('/danger/dangerRecord'), item('/external', [], 'https://example.org')]),
  item('/home/index'),
];

function Preloader({ menus }: { menus: MenuItem[] }) {
  usePagePreload(menus);
  return null;
}

describe('usePagePreload', () => {
  beforeEach(() => {
    loaded.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the in-app leaves of the menu tree in menu order (no groups, no external links)', () => {
    expect(leafPaths(menus)).toEqual([
      '/risk/riskPointControl',
      '/risk/riskManual',
      '/danger/dangerRecord',
      '/home/index',
    ]);
  });

  it("loads nothing at first, then the first group's pages one after another when idle — not every page", async () => {
    useRecentPages.setState({ paths: [] });
    render(<Preloader menus={menus} />);
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS - 100);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaded).toEqual(['/risk/riskPointControl', '/risk/riskManual']);
  });

  it('puts the pages opened before first, and only pages of the menu', () => {
    const recent = ['/danger/dangerRecord', '/gone/page', '/home/index', '/risk/riskManual'];
    expect(preloadPaths(menus, recent)).toEqual([
      '/danger/dangerRecord',
      '/risk/riskManual',
      '/risk/riskPointControl',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => item(`/p/${i}`));
    expect(preloadPaths([item('/p', many)], []).length).toBe(12);
  });

  it('remembers the pages a tab opened, most recent first, across sign-ins', async () => {
    const { useTabs } = await import('@/stores/tabs');
    useRecentPages.setState({ paths: [] });
    useTabs.getState().open({ path: '/risk/riskManual', search: '', title: {} });
    useTabs.getState().open({ path: '/danger/dangerRecord', search: '?a=1', title: {} });
    useTabs.getState().open({ path: '/risk/riskManual', search: '', title: {} });
    expect(useRecentPages.getState().paths).toEqual(['/risk/riskManual', '/danger/dangerRecord']);
    expect(JSON.parse(localStorage.getItem('dp-recent-pages') ?? '{}').state.paths).toHaveLength(2);
  });

  it('stops when the layout goes away', async () => {
    const { unmount } = render(<Preloader menus={menus} />);
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loaded).toEqual([]);
  });
});
