// The in-page part of the page-load scripts (page-load.mjs, page-load-ab.mjs).

/** In-page: true once the page of `path` is the visible tab and its table shows rows (or its empty state). */
export const hasData = (path) => {
  const host = document.querySelector(`.page-host[data-tab="${path}"]:not([hidden])`);
  if (!host) return false;
  const table = host.querySelector('.ant-table');
  if (!table || table.closest('.ant-spin-blur') || host.querySelector('.ant-spin-spinning')) return false;
  return Boolean(table.querySelector('.ant-table-row, .ant-table-placeholder'));
};

/**
 * Installed before the page's own scripts (an init script): counts the main thread's long tasks and
 * watches, every animation frame, for the layout and for `path`'s rows; when the rows are there it
 * logs a marker that `loadPage` waits for. Nothing of Playwright runs in the page during a full
 * load this way: its `waitForFunction` would first compile Playwright's injected script (~60 ms of
 * the main thread, before the app's first script) — a cost users never pay.
 */
const watchLoad = ({ path, hasData }) => {
  if (window.top !== window) return;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
  const ready = new Function(`return (${hasData})`)();
  const tick = () => {
    if (!window.__layoutAt && document.querySelector('[data-testid="main-layout"]'))
      window.__layoutAt = Math.round(performance.now());
    if (ready(path)) {
      window.__dataAt = Math.round(performance.now());
      console.debug('page-load:data');
    } else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/**
 * Opens `url` in a new tab of `context` (which must bypass the CSP: the helpers are handed to the
 * page as source) and waits for `path`'s rows. Resolves to the tab and the ms from navigation
 * start to the layout and to the rows, with the long tasks of the load; `before(tab)` runs first.
 */
export async function loadPage(context, url, path, before) {
  const tab = await context.newPage();
  await before?.(tab);
  await tab.addInitScript(watchLoad, { path, hasData: hasData.toString() });
  const shown = tab.waitForEvent('console', {
    predicate: (m) => m.text() === 'page-load:data',
    timeout: 60_000,
  });
  await tab.goto(url, { waitUntil: 'commit' });
  await shown;
  const result = await tab.evaluate(() => ({
    layout: window.__layoutAt,
    data: window.__dataAt,
    longTasks: window.__longTasks,
  }));
  return { tab, result };
}
