import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useResourceList } from './useResourceList';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useResourceList', () => {
  it('sends paging, sort and filters to the list call', async () => {
    const fetchList = vi
      .fn()
      .mockResolvedValue({ records: [{ id: '1' }], total: 41, size: 10, current: 1, pages: 5 });
    const { result } = renderHook(() => useResourceList({ queryKey: ['t'], fetchList }), { wrapper });
    await waitFor(() => expect(result.current.total).toBe(41));
    expect(fetchList).toHaveBeenLastCalledWith({ current: 1, size: 10 });

    act(() => result.current.setPage(3, 10));
    await waitFor(() => expect(fetchList).toHaveBeenLastCalledWith({ current: 3, size: 10 }));
    act(() => result.current.setPage(3, 30));
    await waitFor(() => expect(fetchList).toHaveBeenLastCalledWith({ current: 1, size: 30 }));

    act(() => result.current.setSort('paramKey', 'ascend'));
    await waitFor(() =>
      expect(fetchList).toHaveBeenLastCalledWith({ current: 1, size: 30, ascs: 'paramKey' }),
    );
    act(() => result.current.search({ paramName: 'acc', createTime_dategt: '2026-01-01 00:00:00' }));
    await waitFor(() =>
      expect(fetchList).toHaveBeenLastCalledWith({
        paramName: 'acc',
        createTime_dategt: '2026-01-01 00:00:00',
        current: 1,
        size: 30,
        ascs: 'paramKey',
      }),
    );
  });

  it('accepts a plain forest (tree tables) and keeps fixed filters', async () => {
    const fetchList = vi.fn().mockResolvedValue([{ id: '1', children: [{ id: '2' }] }]);
    const { result } = renderHook(
      () => useResourceList({ queryKey: ['tree'], fetchList, baseFilters: { parentId: '9' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(fetchList).toHaveBeenCalledWith({ parentId: '9', current: 1, size: 10 });
  });
});
