import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ensureAdminPassword, signIn } from './support';

// Issue #33 — what an auditor reads: the danger ledger exported from a filtered search is the DB37
// 隐患排查治理台账, names where the screen shows names, the rows the search shows and no others.
const DB37 = [
  '隐患编号',
  '发现时间',
  '发现人',
  '区域',
  '风险点',
  '隐患描述',
  '等级',
  '类别',
  '整改措施',
  '整改资金',
  '整改责任人',
  '整改期限',
  '整改完成日期',
  '验收人',
  '验收日期',
  '状态',
];

test('the danger ledger of a filtered search exports as the DB37 ledger, with names and only the rows found', async ({
  page,
  request,
}) => {
  await ensureAdminPassword(request);
  await signIn(page);
  const pageCall = page.waitForResponse(
    (r) => r.url().includes('/shtmp-danger/dangerRecord/page') && r.request().method() === 'POST',
  );
  await page.goto('/danger/dangerRecord?tab=all&level=MAJOR');
  const listed = (await (await pageCall).json()).data as { total: number };
  expect(listed.total).toBeGreaterThan(0);
  const host = page.locator('.page-host:not([hidden])');
  await expect(host.locator('.ant-table-row').first()).toBeVisible();

  await host.getByRole('button', { name: /导\s*出/ }).click();
  const downloading = page.waitForEvent('download');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const download = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual(DB37);
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1)
      rows.push(Array.from({ length: DB37.length }, (_, i) => String(row.getCell(i + 1).text ?? '')));
  });
  // the search's rows: all of them, each a major danger
  expect(rows).toHaveLength(listed.total);
  const col = (name: string) => DB37.indexOf(name);
  for (const r of rows) {
    expect(r[col('等级')]).toContain('重大');
    expect(r[col('隐患编号')]).toMatch(/^YH-\d{8}-\d{4}$/);
    expect(r[col('发现时间')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // names, never an 18-digit id
    for (const cell of r) expect(cell).not.toMatch(/^\d{15,}$/);
  }
  // people, the risk point and the area by name on the rows that have them
  expect(rows.some((r) => /[\u4e00-\u9fa5]/.test(r[col('发现人')]))).toBe(true);
  expect(rows.some((r) => /[\u4e00-\u9fa5]/.test(r[col('风险点')]))).toBe(true);
  expect(rows.some((r) => /[\u4e00-\u9fa5]/.test(r[col('区域')]))).toBe(true);
});
