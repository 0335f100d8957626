import { memo, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router-dom';
import { type ResolvedPage, resolvePage } from '@/router/resolve';
import { ErrorBoundary } from '@/shell/ErrorBoundary';
import { PageSpinner } from '@/shell/PageSpinner';
import { useMenu } from '@/stores/menu';
import { type Tab, tabKey, useTabs } from '@/stores/tabs';
import { useUi } from '@/stores/ui';
import { PageLocationContext } from './PageLocation';
import { useTitleText } from './useTitleText';

function HostedPageView({
  page,
  path,
  search,
  isActive,
}: {
  page: ResolvedPage;
  path: string;
  search: string;
  isActive: boolean;
}) {
  const { Page, props } = page;
  const [openedAt] = useState(() => performance.now());
  const value = useMemo(() => ({ path, search, openedAt }), [path, search, openedAt]);
  // The router gives the layout's outlet a new route context on every navigation, and each
  // `useNavigate` below it subscribes to that context: every open page rendered again whenever any
  // tab was opened or switched. A page keeps the route context it was opened with (its navigate
  // stays the same function; useParams are its own tab's).
  const route = useContext(RouteContext);
  const [pageRoute] = useState(route);
  return (
    <RouteContext.Provider value={pageRoute}>
      <PageLocationContext.Provider value={value}>
        <div className="page-host" hidden={!isActive} data-tab={tabKey(path, search)}>
          <ErrorBoundary resetKey={tabKey(path, search)}>
            <Suspense fallback={<PageSpinner />}>
              <PageContent Page={Page} props={props} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </PageLocationContext.Provider>
    </RouteContext.Provider>
  );
}

type ContentProps = Pick<ResolvedPage, 'Page' | 'props'>;

/**
 * The page itself renders again only for another page or other props: showing or hiding its tab
 * toggles the host's `hidden` alone, not a render of the whole page (a list's table, search bar
 * and dialogs) — on a first opening, that render of the page left behind cost ~150 ms.
 */
const PageContent = memo(
  ({ Page, props }: ContentProps) => <Page {...props} />,
  (a: ContentProps, b: ContentProps) => a.Page === b.Page && shallowEqual(a.props, b.props),
);

type HostedProps = { page: ResolvedPage; path: string; search: string; isActive: boolean };

/**
 * A cached page re-renders only when its own tab changes (its page, props, location or being the
 * active one), not on every navigation of the layout: with several list pages open, re-rendering
 * them all on each tab switch cost the main thread hundreds of milliseconds.
 */
const HostedPage = memo(
  HostedPageView,
  (a: HostedProps, b: HostedProps) =>
    a.page.Page === b.page.Page &&
    shallowEqual(a.page.props, b.page.props) &&
    a.path === b.path &&
    a.search === b.search &&
    a.isActive === b.isActive,
);

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Keep-alive by tab (vben): each open tab's page stays mounted (hidden) once visited, keyed by
 * path + query; closing the tab unmounts it; "clear cache" remounts everything.
 */
export function PageHost() {
  const location = useLocation();
  const index = useMenu((s) => s.index);
  const isLoaded = useMenu((s) => s.isLoaded);
  const tabs = useTabs((s) => s.tabs);
  const epoch = useUi((s) => s.cacheEpoch);
  const currentKey = tabKey(location.pathname, location.search);
  const current = resolvePage(location.pathname, location.search, index);
  // the page the layout opens with counts as visited from the first render (not from an effect's
  // second render)
  const [visited, setVisited] = useState<string[]>(() => (current ? [currentKey] : []));
  const titleText = useTitleText(current?.title);

  const isFound = current !== null;
  const isTab = current?.isTab ?? false;
  const titleKey = current?.title.key;
  const titleFallback = current?.title.text;

  useEffect(() => {
    if (!isFound) return;
    if (isTab) {
      const title = { key: titleKey, text: titleFallback };
      useTabs.getState().open({ path: location.pathname, search: location.search, title });
    }
    setVisited((keys) => (keys.includes(currentKey) ? keys : [...keys, currentKey]));
  }, [isFound, isTab, titleKey, titleFallback, currentKey, location.pathname, location.search]);

  useEffect(() => {
    if (titleText) document.title = titleText;
  }, [titleText]);

  useEffect(() => {
    // Forget pages of closed tabs so reopening starts fresh.
    setVisited((keys) => {
      const kept = keys.filter((key) => key === currentKey || tabs.some((tab) => tab.key === key));
      return kept.length === keys.length ? keys : kept;
    });
  }, [tabs, currentKey]);

  if (!current) return isLoaded ? <Navigate to="/404" replace /> : <PageSpinner />;

  const entries = tabs
    .filter((tab: Tab) => visited.includes(tab.key) || tab.key === currentKey)
    .map((tab) => ({ key: tab.key, path: tab.path, search: tab.search }));
  if (!entries.some((entry) => entry.key === currentKey)) {
    entries.push({ key: currentKey, path: location.pathname, search: location.search });
  }
  // One keyed list, so a page keeps its instance when its tab is created after the first render.
  return (
    <div className="page-stack" key={epoch}>
      {entries.map((entry) => {
        const page = entry.key === currentKey ? current : resolvePage(entry.path, entry.search, index);
        if (!page) return null;
        return (
          <HostedPage
            key={entry.key}
            page={page}
            path={entry.path}
            search={entry.search}
            isActive={entry.key === currentKey}
          />
        );
      })}
    </div>
  );
}
