import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

export const ADMIN_PASSWORD = 'Dp#e2e-2026';
const BASIC = `Basic ${Buffer.from('web:web_public').toString('base64')}`;
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/**
 * A token straight from the API, or null when refused. The web client may only use the captcha
 * grant while the captcha is on; the e2e server runs with CAPTCHA_TEST_MODE, which returns the answer.
 */
export async function apiToken(
  request: APIRequestContext,
  account: string,
  password: string,
  tenantId = '000000',
) {
  const captcha = (await (await request.get('/api/calf-auth/oauth/captcha')).json()) as {
    key: string;
    text: string;
  };
  const res = await request.post('/api/calf-auth/oauth/token', {
    params: { tenantId, username: account, password: md5(password), grant_type: 'captcha', scope: 'all' },
    headers: {
      authorization: BASIC,
      'tenant-id': tenantId,
      'captcha-key': captcha.key,
      'captcha-code': captcha.text,
    },
  });
  const body = await res.json();
  return res.ok() ? (body as { access_token: string; must_change_password: boolean }) : null;
}

/** Makes the seeded admin's password ADMIN_PASSWORD (through the API) when a spec runs on its own. */
export async function ensureAdminPassword(request: APIRequestContext) {
  if (await apiToken(request, 'admin', ADMIN_PASSWORD)) return;
  const first = await apiToken(request, 'admin', 'admin');
  if (!first) throw new Error('admin can sign in with neither password');
  const res = await request.post('/api/calf-user/update-password', {
    params: {
      oldPassword: md5('admin'),
      newPassword: md5(ADMIN_PASSWORD),
      newPassword1: md5(ADMIN_PASSWORD),
    },
    headers: { 'calf-auth': `bearer ${first.access_token}` },
  });
  expect((await res.json()).code).toBe(200);
}

/** Watches captcha responses: the server runs with CAPTCHA_TEST_MODE, which returns the answer. */
export function captchaWatcher(page: Page) {
  let text = '';
  page.on('response', async (r) => {
    if (r.url().includes('/oauth/captcha'))
      text = ((await r.json().catch(() => ({}))) as { text?: string }).text ?? '';
  });
  return () => text;
}

/** Fills the sign-in form; the tenant field shows because the e2e server runs with TENANT_MODE. */
export async function fillLogin(
  page: Page,
  captcha: () => string,
  account: string,
  password: string,
  tenantId = '000000',
) {
  await page.getByLabel('租户编号').fill(tenantId);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await expect.poll(captcha).not.toBe('');
  await page.getByLabel('验证码', { exact: true }).fill(captcha());
  await page.getByTestId('login-submit').click();
}

/** Signs in through the page (captcha included) and waits for the main layout. */
export async function signIn(page: Page, account = 'admin', password = ADMIN_PASSWORD, tenantId = '000000') {
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  await fillLogin(page, captcha, account, password, tenantId);
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
}

/** Opens a page from the sidebar: expands its area when needed, then clicks the item with that path. */
export async function openMenu(page: Page, area: string, path: string) {
  const menu = page.locator('.dp-side-menu');
  const target = menu.locator(`[data-path="${path}"]`);
  // the area's submenu animates open: retry the click until the route changes
  await expect(async () => {
    if (!(await target.isVisible())) await menu.getByText(area, { exact: true }).click({ timeout: 2000 });
    await target.click({ timeout: 2000 });
    await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 2000 });
  }).toPass({ timeout: 15000 });
  // the page has rendered (its lazy code loaded) before anything else is clicked
  await expect(page.locator(`.page-host[data-tab="${path}"]:not([hidden]) .page-fallback`)).toHaveCount(0);
  await expect(page.locator(`.page-host[data-tab="${path}"]:not([hidden])`)).toBeVisible();
}

/** Turns on top-bar icons (by default only the bell, the language switch and full screen show). */
export async function showTopBarIcons(page: Page, icons: string[]) {
  await page.getByTestId('user-menu').click();
  await page.getByText('界面设置').click();
  const drawer = page.getByTestId('preferences-drawer');
  await expect(drawer).toBeVisible();
  for (const icon of icons) {
    const sw = page.getByTestId(`pref-icon-${icon}`);
    if ((await sw.getAttribute('aria-checked')) !== 'true') await sw.click();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** Direct database access for fixtures the admin screens do not offer yet (a role with chosen codes). */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const password = readFileSync(join(dataDir, 'secrets', 'pg.password'), 'utf8').trim();
  const db = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PORT) + 1000,
    user: 'postgres',
    password,
    database: 'dual_prevention',
  });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/**
 * Picks an option of an antd select or tree select (the dropdown renders at the body) and checks
 * that the field shows it. The list is virtual, so an option outside the first screenful is not in
 * the DOM: when it is not shown, a searchable select gets the option's text typed in (the remote
 * selects search on the server). Under load a click can be lost while the list renders (full runs
 * saw 所属机构 and 区域类型 stay empty), so it picks again until the field shows the option, never
 * clicking an option the field already holds (in a multiple select that would unpick it).
 */
export async function pickOption(
  page: Page,
  field: Locator,
  option: string | RegExp,
  { until }: { until?: Locator } = {},
) {
  const select = field.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  // a select that starts an action rather than holding a value (绘制区域 on the site plan) says
  // by `until` what shows once the pick took
  const holds = async () => {
    if (until) return until.isVisible();
    const text = (await select.textContent()) ?? '';
    return typeof option === 'string' ? text.includes(option) : option.test(text);
  };
  await expect(async () => {
    if (!(await holds())) {
      await field.click();
      // this field's own dropdown (its listbox id is in aria-controls): the previous select's
      // dropdown may still be animating out with a same-named option in it
      const listId = (await field.getAttribute('aria-controls')) ?? (await field.getAttribute('aria-owns'));
      const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):visible');
      const own = listId ? open.filter({ has: page.locator(`[id="${listId}"]`) }) : open;
      const dropdown = (await own.count()) > 0 ? own : open.last();
      const items = dropdown
        .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
        .filter({ hasText: option });
      const shown = await items
        .first()
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown && typeof option === 'string' && (await field.getAttribute('readonly')) === null) {
        // typed where the click put the focus (the field may be the select's root, not its input);
        // a retry replaces what the try before typed
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(option);
      }
      // the exact option when there is one (安全部, not 安全部门)
      const exact =
        typeof option === 'string'
          ? items.filter({ hasText: new RegExp(`^\\s*${escapeRe(option)}\\s*$`) })
          : items;
      await ((await exact.count()) > 0 ? exact : items).first().click({ timeout: 5_000 });
    }
    if (!until && (await select.evaluate((el) => el.classList.contains('ant-select-multiple'))))
      await closeOpenSelect(page);
    await expect.poll(holds, { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Closes a select left open (a multiple select stays open after a pick) with a click on the title
 * of the dialog on top. Not Escape: rc-select keeps Escape to itself only while its list is open,
 * so once the list had closed, Escape closed the whole dialog (a full run lost that race once).
 */
export async function closeOpenSelect(page: Page) {
  if ((await page.locator('[role="combobox"][aria-expanded="true"]').count()) === 0) return;
  await page.locator('.ant-modal-wrap:visible .ant-modal-title').last().click();
}

/** 删除 sits in the row's 更多 menu (four row operations), then the confirmation. */
export async function removeRow(page: Page, r: Locator) {
  await r.getByRole('button', { name: /更\s*多/ }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: '删除' })
    .click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/**
 * Counts the page's API calls under way (XHR and fetch) from its first script, and remembers when
 * it was last busy; `settled` waits on it. Call before the page's first navigation.
 */
export async function watchApiCalls(page: Page) {
  await page.addInitScript(() => {
    const state = { inflight: 0, busyAt: performance.now() };
    (window as unknown as { dpApi: typeof state }).dpApi = state;
    const busy = () => {
      state.busyAt = performance.now();
    };
    const isApi = (url: unknown) => new URL(String(url), location.href).pathname.startsWith('/api/');
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest & { dpApi?: boolean },
      ...args: unknown[]
    ) {
      this.dpApi = isApi(args[1]);
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { dpApi?: boolean }, body) {
      if (this.dpApi) {
        state.inflight++;
        busy();
        this.addEventListener('loadend', () => {
          state.inflight--;
          busy();
        });
      }
      return send.call(this, body);
    };
    const fetch0 = window.fetch;
    window.fetch = (input, init) => {
      if (!isApi(input instanceof Request ? input.url : input)) return fetch0(input, init);
      state.inflight++;
      busy();
      return fetch0(input, init).finally(() => {
        state.inflight--;
        busy();
      });
    };
  });
}

/**
 * Waits (polling in the page, no round trip each time) until the page of the address is the one
 * on show and, for 150 ms, no API call has been under way and no spinner has turned: its code, its
 * list, its dictionaries and an open dialog's record have arrived and been drawn. Needs
 * `watchApiCalls`. Unlike networkidle it ignores images and fonts and needs no 500 ms of quiet.
 */
export async function settled(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const state = (window as unknown as { dpApi: { inflight: number; busyAt: number } }).dpApi;
      const spinning = [
        ...document.querySelectorAll(
          '.page-host:not([hidden]) :is(.page-fallback, .ant-spin-spinning, .ant-skeleton-active), .ant-modal-wrap .ant-spin-spinning, .ant-drawer-open .ant-spin-spinning',
        ),
      ].some((el) => el.getClientRects().length > 0);
      // the router has rendered the navigation: the page of the address is the one on show
      const shown = document.querySelector<HTMLElement>('.page-host:not([hidden])');
      const arrived = shown?.dataset.tab?.split('?')[0] === location.pathname;
      if (state.inflight > 0 || spinning || !arrived) state.busyAt = performance.now();
      return performance.now() - state.busyAt >= 150;
    },
    undefined,
    { polling: 50, timeout },
  );
}
