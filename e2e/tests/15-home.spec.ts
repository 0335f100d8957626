import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  apiToken,
  captchaWatcher,
  ensureAdminPassword,
  fillLogin,
  showTopBarIcons,
} from './support';

test.describe.configure({ mode: 'serial' });
// the first start seeds the demo plant; on a busy machine everything is slower than the default allows
test.setTimeout(180_000);

const WIDGETS = [
  'homeBaseInfo',
  'riskList',
  'riskTypeDistribute',
  'checkTypeDistribute',
  'riskLevelDistribute',
  'riskDeptDistribute',
  'extinguisherBaseInfo',
  'hydrantBaseInfo',
  'weather',
];

/** Signs the admin in, allowing the slow first loads of a busy machine. */
async function signIn(page: Page) {
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
  await fillLogin(page, captcha, 'admin', ADMIN_PASSWORD);
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 60_000 });
}

test.beforeEach(async ({ request }) => {
  await ensureAdminPassword(request);
  // wait until the demo steps have run (dangers are the last business step)
  const token = (await apiToken(request, 'admin', ADMIN_PASSWORD))!.access_token;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/shtmp-home/homeBaseInfo', {
          headers: { 'calf-auth': `bearer ${token}` },
        });
        return ((await res.json()).data?.dangerOpen as number | undefined) ?? 0;
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);
});

test('the demo home shows the nine widgets with data and no console errors', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await expect(page).toHaveURL(/\/home\/index$/);
  const home = page.getByTestId('home-page');
  await expect(home.getByTestId('home-widget-homeBaseInfo')).toBeVisible({ timeout: 30_000 });
  for (const name of WIDGETS) await expect(home.getByTestId(`home-widget-${name}`)).toBeVisible();
  // figures from the demo plant, not zeros
  await expect(home.getByTestId('home-kpi-riskPointCount')).not.toContainText(/^0/);
  for (const key of ['riskPointCount', 'checkPointCount', 'dangerOpen', 'majorDangerOpen']) {
    const text = await home.getByTestId(`home-kpi-${key}`).locator('.home-kpi-value').innerText();
    expect(Number(text), key).toBeGreaterThan(0);
  }
  const levelTotal = await Promise.all(
    ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'].map(async (l) =>
      Number(await home.getByTestId(`home-level-${l}`).locator('strong').innerText()),
    ),
  );
  expect(levelTotal.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  for (const chart of ['chart-riskLevel', 'chart-riskType', 'chart-checkType', 'chart-riskDept'])
    await expect(home.getByTestId(chart).locator('canvas').first()).toBeVisible();
  await expect(home.getByTestId('home-widget-riskList').locator('tbody tr').first()).toBeVisible();
  await expect(home.getByTestId('home-widget-extinguisherBaseInfo')).toContainText(/共 [1-9]\d* 具/);
  await expect(
    home.getByTestId('home-widget-hydrantBaseInfo').locator('.home-figure strong').first(),
  ).not.toHaveText('0');
  // no provider key on this machine: the widget says so instead of breaking
  await expect(home.getByTestId('home-widget-weather')).toContainText('未配置天气服务');
  await expect(home.getByTestId('danger-todo-card')).toBeVisible();
  await page.screenshot({ path: info.outputPath('home.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the red count opens the danger ledger filtered to open major dangers', async ({ page }, info) => {
  await signIn(page);
  await page.goto('/home/index');
  const red = page.getByTestId('home-kpi-majorDangerOpen');
  const count = Number(await red.locator('.home-kpi-value').innerText());
  expect(count).toBeGreaterThan(0);
  const pageCall = page.waitForRequest(
    (r) => r.url().includes('/shtmp-danger/dangerRecord/pageWithoutPass') && r.method() === 'POST',
  );
  await red.click();
  await expect(page).toHaveURL(/\/danger\/dangerRecord\?tab=open&level=MAJOR/);
  expect((await pageCall).postDataJSON()).toMatchObject({ level_equal: 'MAJOR' });
  const ledger = page.getByTestId('danger-ledger');
  const rows = ledger.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(count);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('重大');
  await page.screenshot({ path: info.outputPath('major-dangers.png') });
});

test('the large screen opens from the top bar', async ({ page, context }, info) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page);
  await showTopBarIcons(page, ['dataScreen']);
  const opened = context.waitForEvent('page');
  await page.getByTestId('topbar-dataScreen').click();
  const screen = await opened;
  await screen.setViewportSize({ width: 1600, height: 900 });
  await expect(screen).toHaveURL(/\/dataScreen\/index\.html\?token=/);
  const root = screen.getByTestId('data-screen');
  await expect(root).toBeVisible();
  await expect(root.getByTestId('ds-dangerOpen')).not.toHaveText('—');
  expect(Number(await root.getByTestId('ds-dangerOpen').innerText())).toBeGreaterThan(0);
  await expect(root.getByTestId('risk-map').locator('canvas').first()).toBeVisible();
  await expect(root.getByTestId('ds-dangers').locator('li').first()).toBeVisible();
  await expect(root.getByTestId('ds-week').locator('canvas').first()).toBeVisible();
  await expect(root.getByTestId('ds-live')).toHaveText('实时');
  await screen.screenshot({ path: info.outputPath('data-screen.png') });
});
