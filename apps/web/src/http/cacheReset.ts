import { queryClient } from './queryClient';

/**
 * The caches of a signed-in session (query cache, menus, tabs), cleared at sign-in and logout.
 * The stores that hold menus and tabs belong to the main layout: they register their reset here
 * when they load, so the sign-in page and the HTTP client clear them without importing them (and
 * without loading the layout). A persisted store that has not loaded yet is cleared by removing
 * its saved state.
 */
const resets = new Set<() => void>();

/** Keys of the session caches persisted in sessionStorage (the stores take their names from here). */
export const SESSION_CACHE_KEYS = { tabs: 'dp-tabs' } as const;
/** Keys of the session caches persisted in localStorage (kept across reloads and new windows). */
export const LOCAL_CACHE_KEYS = { firstLists: 'dp-first-lists' } as const;

export function onSessionReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetSessionCaches(): void {
  for (const key of Object.values(SESSION_CACHE_KEYS)) sessionStorage.removeItem(key);
  for (const key of Object.values(LOCAL_CACHE_KEYS)) localStorage.removeItem(key);
  for (const reset of resets) reset();
  queryClient.clear();
}
