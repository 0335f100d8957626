import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ensureAdminPassword, openMenu, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const SCREENS = [
  '/statistics/index',
  '/statistics/danger',
  '/statistics/check',
  '/statistics/specialCheck',
  '/statistics/checkAverage',
  '/statistics/inspect',
  '/statistics/analysis',
] as const;

test.beforeEach(async ({ page, request }) => {
  await ensureAdminPassword(request);
  await signIn(page);
});

test('each statistics screen renders the demo data and exports its chart and table', async ({
  page,
}, info) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of SCREENS) {
    await openMenu(page, '统计分析', path);
    const host = page.locator(`.page-host[data-tab="${path}"]:not([hidden])`);
    const card = host.locator('.stats-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    // the first card's chart is drawn (ECharts loaded lazily)
    await expect(card.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: info.outputPath(`${path.split('/').pop()}.png`), fullPage: true });

    const png = page.waitForEvent('download');
    await card.getByRole('button', { name: '导出图片' }).click();
    expect((await png).suggestedFilename()).toMatch(/\.png$/);

    const xlsx = page.waitForEvent('download');
    await card.getByRole('button', { name: '导出 Excel' }).click();
    const file = await xlsx;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    if (path === '/statistics/danger') {
      // non-zero demo figures, ratios as "x / y"
      await expect(host.locator('[data-kpi="total"] .ant-statistic-content-value')).not.toHaveText('0');
      await expect(host.locator('[data-kpi="rectificationRate"]')).toContainText(/\d+ \/ \d+/);
    }
    // the table behind the chart
    await card.getByText('表格', { exact: true }).click();
    await expect(card.locator('.ant-table')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
