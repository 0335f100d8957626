import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `useQuery` whose first fetch starts while the component renders, not from useQuery's effect
 * after the commit: on a page's first render the call then leaves beside the page's list call
 * (http/request.ts sends at once) instead of after the whole render and its layout work, and its
 * answer comes with the rows rather than in renders of its own afterwards. A query already in
 * the cache (fresh or being fetched) is left to useQuery as usual.
 */
export function useEarlyQuery<TData, TSelected = TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TSelected, TKey>,
) {
  const client = useQueryClient();
  useState(() => fetchEarly(client, options));
  return useQuery(options);
}

/** Starts a query's fetch now (during a render) unless it is disabled or already in the cache. */
export function fetchEarly<TData, TSelected, TKey extends QueryKey>(
  client: QueryClient,
  options: UseQueryOptions<TData, Error, TSelected, TKey>,
): void {
  // only a plainly enabled query with a function to call (not a predicate, not skipToken)
  if ((options.enabled ?? true) !== true || typeof options.queryFn !== 'function') return;
  if (client.getQueryState(options.queryKey)) return;
  const { queryKey, queryFn, staleTime, gcTime } = options;
  void client.prefetchQuery({ queryKey, queryFn, staleTime, gcTime });
}
