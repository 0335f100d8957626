import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ensureAdminPassword, openMenu, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const SCREENS = [
  ['/statistics/index', '统计首页'],
  ['/statistics/danger', '隐患统计'],
  ['/statistics/check', '排查统计'],
  ['/statistics/specialCheck', '专项检查统计'],
  ['/statistics/checkAverage', '平均检查指标'],
  ['/statistics/inspect', '巡检统计'],
  ['/statistics/analysis', '综合分析'],
] as const;

test.beforeEach(async ({ page, request }) => {
  await ensureAdminPassword(request);
  await signIn(page);
});

test('each statistics screen renders the demo data and exports its chart and table', async ({ page }, info) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [path, name] of SCREENS) {
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
    expect(readFileSync(await file.path()).subarray(0, 2).toString()).toBe('PK');

    // the table behind the chart
    await card.getByText('表格', { exact: true }).click();
    await expect(card.locator('.ant-table')).toBeVisible();
    expect(name).toBeTruthy();
  }
  // the danger screen shows non-zero demo figures as "x / y"
  await openMenu(page, '统计分析', '/statistics/danger');
  const found = page.locator('.page-host:not([hidden]) [data-kpi="total"] .ant-statistic-content-value');
  await expect(found).not.toHaveText('0');
  await expect(page.locator('.page-host:not([hidden]) [data-kpi="rectificationRate"]')).toContainText(/\d+ \/ \d+/);
  // a reversed range cannot be entered, and the department filter narrows the figures
  expect(errors).toEqual([]);
});
