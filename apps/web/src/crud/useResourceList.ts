import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { FIRST_LIST_WINDOW_MS, rememberFirstList } from '@/http/firstLists';
import { recordCalls } from '@/http/recordCalls';
import { fetchEarly } from '@/http/useEarlyQuery';
import { usePageLocation } from '@/layout/PageLocation';
import { initialListState, listReducer, toPageQuery } from './listState';
import type { PagingPreset } from './paging';
import { ADMIN_PAGING } from './paging';
import type { FetchList, Filters, Row, SortOrder } from './types';

export type UseResourceListOptions = {
  /** Query-key prefix; invalidating it refreshes every mounted copy of the list. */
  queryKey: readonly unknown[];
  fetchList: FetchList;
  paging?: PagingPreset;
  /** Fixed filters always sent (e.g. the parent id of a child table). */
  baseFilters?: Filters;
  /** Filters of the first load (e.g. taken from the page address); search and clear replace them. */
  initialFilters?: Filters;
  enabled?: boolean;
};

/** Paging, sorting, filters, selection and the list query of one table. */
export function useResourceList({
  queryKey,
  fetchList,
  paging = ADMIN_PAGING,
  baseFilters,
  initialFilters,
  enabled = true,
}: UseResourceListOptions) {
  const [state, dispatch] = useReducer(listReducer, paging.size, (size) =>
    initialListState(size, initialFilters),
  );
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const queryClient = useQueryClient();
  const query = useMemo(() => ({ ...baseFilters, ...toPageQuery(state) }), [baseFilters, state]);

  const listQuery = { queryKey: [...queryKey, 'list', query], queryFn: () => fetchList(query) };
  // The first page is asked for while the screen renders, not after it has committed (useQuery
  // fetches from an effect): on a page load the rows' request then overlaps the first render of
  // the search bar, toolbar and table. useQuery below joins the request in flight.
  // A list shown as its page opens is remembered, so that the next start on that address asks
  // for it with the entry (http/firstLists.ts).
  const page = usePageLocation();
  useState(() => {
    if (!enabled) return;
    const isFirst = page.openedAt !== undefined && performance.now() - page.openedAt < FIRST_LIST_WINDOW_MS;
    const { calls } = recordCalls(() => fetchEarly(queryClient, listQuery));
    if (isFirst && calls.length) rememberFirstList(`${page.path}${page.search}`, listQuery.queryKey, calls);
  });
  const result = useQuery({ ...listQuery, placeholderData: keepPreviousData, enabled });

  const data = result.data;
  const rows = useMemo(() => (Array.isArray(data) ? data : (data?.records ?? [])), [data]);
  const total = Array.isArray(data) ? data.length : (data?.total ?? 0);
  const totalEstimated = !Array.isArray(data) && data?.totalEstimated === true;

  const select = useCallback((keys: string[], picked: Row[]) => {
    setSelectedKeys(keys);
    setSelectedRows(picked);
  }, []);
  const clearSelection = useCallback(() => select([], []), [select]);

  return {
    state,
    query,
    rows,
    total,
    totalEstimated,
    paging,
    isLoading: result.isFetching,
    /** The list's first rows are on their way (nothing shown yet). */
    isFirstLoad: result.data === undefined && result.isFetching,
    error: result.error,
    selectedKeys,
    selectedRows,
    select,
    clearSelection,
    setPage: useCallback((current: number, size: number) => dispatch({ type: 'page', current, size }), []),
    setSort: useCallback(
      (field?: string, order?: SortOrder | null) => dispatch({ type: 'sort', field, order }),
      [],
    ),
    search: useCallback((filters: Filters) => dispatch({ type: 'search', filters }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
    /** Reloads every list under the query-key prefix and clears the selection. */
    refresh: useCallback(async () => {
      clearSelection();
      await queryClient.invalidateQueries({ queryKey });
    }, [clearSelection, queryClient, queryKey]),
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
