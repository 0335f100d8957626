import { createContext, useContext } from 'react';

export type PageLocation = { path: string; search: string; isActive: boolean };

/** Each cached page knows its own tab location (the router location belongs to the active tab). */
export const PageLocationContext = createContext<PageLocation>({ path: '/', search: '', isActive: true });

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}
