import { createContext, useContext, useMemo } from 'react';

/** `openedAt`: when the page was first rendered (performance.now()), absent outside the page host. */
export type PageLocation = { path: string; search: string; openedAt?: number };

/** Each cached page knows its own tab location (the router location belongs to the active tab). */
export const PageLocationContext = createContext<PageLocation>({ path: '/', search: '' });

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/**
 * The query parameters of the page's own tab. A page kept alive in a hidden tab must not use the
 * router's `useSearchParams`: that follows the active tab's address (a detail page would lose its
 * `id` when another tab opens) and renders every open page again on each navigation.
 */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
