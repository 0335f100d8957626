// Page-load figures of the running app (issue #17), in headless Chromium:
//   - full load of a list page until its rows are on screen, with an empty HTTP cache and again
//     with the browser's cache (a signed-in user opening a link or pressing F5), and in a browser
//     profile on disk that has loaded the page before (Chromium then also has its code cache);
//   - in-app navigation: switching back to an open tab, opening a page not yet visited from the
//     side menu until its rows are on screen, and opening from the menu, with the real mouse, a
//     page visited in an earlier session (its first lists remembered; timed from the press).
// Each is timed inside the page (performance.now(), polled every animation frame) and reported as
// the median of RUNS runs, with the main thread's long tasks (> 50 ms) of that run.
//
// Against a running `npm start`; the script signs in through the sign-in page, so the server must
// let it: `CAPTCHA_ENABLED=false DEMO_MODE=true npm start` (or CAPTCHA_TEST_MODE=true), then
// `node scripts/page-load.mjs`. Settings: BASE_URL (http://localhost:8080), ACCOUNT (safety),
// PASSWORD (Demo#2026), TENANT (000000), LIST_PAGE (/danger/dangerRecord), OTHER_PAGE
// (/risk/riskPointControl), NEW_PAGE (/check/checkRecord), RUNS (5), CHROME_PATH
// (/usr/bin/chromium), SKIP_IN_APP (only the full loads).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { demoSignIn } from './demo-sign-in.mjs';
import { hasData, loadPage } from './page-load-watch.mjs';

const env = process.env;
const BASE = (env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const ACCOUNT = env.ACCOUNT ?? 'safety';
const PASSWORD = env.PASSWORD ?? 'Demo#2026';
const TENANT = env.TENANT ?? '000000';
const LIST_PAGE = env.LIST_PAGE ?? '/danger/dangerRecord';
const OTHER_PAGE = env.OTHER_PAGE ?? '/risk/riskPointControl';
const NEW_PAGE = env.NEW_PAGE ?? '/check/checkRecord';
const RUNS = Number(env.RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
// bypassCSP: the timing helpers are handed to the page as source (the app's CSP forbids eval).
const contextOptions = { locale: 'zh-CN', viewport: { width: 1440, height: 900 }, bypassCSP: true };

async function signIn(context) {
  const page = await context.newPage();
  await demoSignIn(page, { base: BASE, tenant: TENANT, account: ACCOUNT, password: PASSWORD });
  return page;
}

/** Loads `path` in a fresh tab of the context; ms from navigation start to the layout and to the rows. */
async function fullLoad(context, path) {
  const { tab, result } = await loadPage(context, `${BASE}${path}`, path);
  return { page: tab, result };
}

/** Runs `act(path)` in the page and times it until `path` shows its data, plus the next painted frame. */
async function timeInApp(page, path, act) {
  return page.evaluate(
    async ({ path, act, hasData }) => {
      const ready = new Function(`return (${hasData})`)();
      window.__longTasks = [];
      const start = performance.now();
      new Function(`return (${act})`)()(path);
      await new Promise((resolve) => {
        const tick = () => (ready(path) ? resolve() : requestAnimationFrame(tick));
        tick();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { ms: Math.round(performance.now() - start), longTasks: [...window.__longTasks] };
    },
    { path, act: act.toString(), hasData: hasData.toString() },
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const show = (label, runs, pick) => {
  const values = runs.map(pick);
  const tasks = runs.map((r) => r.longTasks);
  const worst = tasks[values.indexOf(median(values))] ?? [];
  console.log(
    `${label.padEnd(44)} median ${String(median(values)).padStart(5)} ms  (runs: ${values.join(', ')}; long tasks of the median run: ${worst.length ? worst.join(' + ') : 'none'} ms)`,
  );
};

try {
  const signedIn = await browser.newContext(contextOptions);
  const first = await signIn(signedIn);
  const storageState = await signedIn.storageState();
  await first.close();

  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    // a new context has an empty HTTP cache: everything comes over the wire
    const context = await browser.newContext({ ...contextOptions, storageState });
    const { page, result } = await fullLoad(context, LIST_PAGE);
    cold.push(result);
    await page.close();
    // the same context again: hashed assets from the browser cache
    warm.push((await fullLoad(context, LIST_PAGE)).result);
    await context.close();
  }

  // A browser profile on disk, as a user's: from its third load of a script Chromium compiles it
  // from its code cache (a test context keeps no code cache, so the loads above compile every time)
  const profile = mkdtempSync(join(tmpdir(), 'dp-page-load-'));
  const reloads = [];
  try {
    const persistent = await chromium.launchPersistentContext(profile, {
      ...contextOptions,
      executablePath: env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    await (await signIn(persistent)).close();
    for (let i = 0; i < RUNS + 2; i++) {
      const { page, result } = await fullLoad(persistent, LIST_PAGE);
      if (i >= 2) reloads.push(result);
      await page.waitForTimeout(300);
      await page.close();
    }
    await persistent.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(`Page load at ${BASE} as ${ACCOUNT} (${RUNS} runs, headless Chromium)`);
  show(`full load ${LIST_PAGE}, empty cache: layout`, cold, (r) => r.layout);
  show(`full load ${LIST_PAGE}, empty cache: rows`, cold, (r) => r.data);
  show(`full load ${LIST_PAGE}, browser cache: rows`, warm, (r) => r.data);
  show(`full load ${LIST_PAGE}, code cached: rows`, reloads, (r) => r.data);
  if (env.SKIP_IN_APP) {
    await browser.close();
    process.exit(0);
  }

  const context = await browser.newContext({ ...contextOptions, storageState });
  const { page } = await fullLoad(context, LIST_PAGE);
  const firstPage = page;
  const clickMenu = (path) => {
    document.querySelector(`.dp-side-menu [data-path="${path}"]`).click();
  };
  // Opens the side menu's area that holds `path` (its name from the menu routes of the session).
  const openArea = async (path, page = firstPage) => {
    const item = page.locator(`.dp-side-menu [data-path="${path}"]`);
    if (await item.isVisible()) return;
    const area = await page.evaluate(async (path) => {
      const { token } = JSON.parse(localStorage.getItem('dp-session')).state;
      const res = await fetch('/api/calf-system/menu/routes', {
        headers: { 'calf-Auth': `bearer ${token}`, Authorization: `Basic ${btoa('web:web_public')}` },
      });
      const find = (nodes, parent) => {
        for (const n of nodes ?? []) {
          if (n.path === path) return parent?.name;
          const found = find(n.children, n);
          if (found) return found;
        }
      };
      return find((await res.json()).data);
    }, path);
    await page.locator('.dp-side-menu .ant-menu-submenu-title', { hasText: area }).first().click();
    await item.waitFor();
    // a user's pointer travels from the group to the item (the page's code loads meanwhile)
    await page.waitForTimeout(300);
  };
  const clickTab = (path) => {
    const label = [...document.querySelectorAll('[data-testid="tab-label"]')].find(
      (el) => el.closest('[data-node-key]')?.getAttribute('data-node-key') === path,
    );
    (label?.closest('.ant-tabs-tab-btn') ?? label)?.click();
  };

  await openArea(OTHER_PAGE);
  const firstOther = await timeInApp(page, OTHER_PAGE, clickMenu);
  const switches = [];
  for (let i = 0; i < RUNS; i++) {
    switches.push(await timeInApp(page, LIST_PAGE, clickTab));
    await page.waitForTimeout(300);
    await timeInApp(page, OTHER_PAGE, clickTab);
    await page.waitForTimeout(300);
  }
  await openArea(NEW_PAGE);
  const opened = await timeInApp(page, NEW_PAGE, clickMenu);

  show(`tab switch to ${LIST_PAGE}`, switches, (r) => r.ms);
  // A page opened in an earlier session (this context remembers its first lists): a new load of
  // the list page, then the page from the menu with the real mouse (resting 300 ms on the item,
  // press and release 80 ms apart), timed from the press to its rows plus the next painted frame.
  const reopened = [];
  for (let i = 0; i < RUNS; i++) {
    const { page: later } = await fullLoad(context, LIST_PAGE);
    await openArea(OTHER_PAGE, later);
    await later.evaluate(
      ({ path, hasData }) => {
        const ready = new Function(`return (${hasData})`)();
        window.__reopened = new Promise((resolve) => {
          addEventListener(
            'pointerdown',
            () => {
              const start = performance.now();
              const tick = () =>
                ready(path)
                  ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
                  : requestAnimationFrame(tick);
              tick();
            },
            { once: true, capture: true },
          );
        });
      },
      { path: OTHER_PAGE, hasData: hasData.toString() },
    );
    const item = later.locator(`.dp-side-menu [data-path="${OTHER_PAGE}"]`);
    // the pointer rests on the item a moment before the press, as a user's does
    await item.hover();
    await later.waitForTimeout(300);
    await item.click({ delay: 80 });
    reopened.push({ ms: Math.round(await later.evaluate(() => window.__reopened)), longTasks: [] });
    await later.close();
  }

  show(`first opening of ${OTHER_PAGE} (menu)`, [firstOther], (r) => r.ms);
  show(`first opening of ${NEW_PAGE} (menu)`, [opened], (r) => r.ms);
  show(`${OTHER_PAGE} opened in a later session (mouse)`, reopened, (r) => r.ms);
  await context.close();
} finally {
  await browser.close();
}
