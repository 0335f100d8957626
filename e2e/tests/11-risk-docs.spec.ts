import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiToken, ensureAdminPassword, openMenu, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const host = (page: Page) => page.locator('.page-host:not([hidden])');
const rowWith = (page: Page, text: string) => host(page).locator('.ant-table-row', { hasText: text }).first();

/** A row action: a text button, or an entry of the row's 'more' menu when the row has many. */
async function rowAction(page: Page, text: string, action: string) {
  const row = rowWith(page, text);
  await expect(row).toBeVisible();
  const direct = row.getByRole('button', { name: action });
  if (await direct.count()) return direct.first().click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: action }).click();
}

test('risk documents: compose and print a notice board, download a law, approve a manual', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await ensureAdminPassword(request);
  await signIn(page);

  // 1. compose a board from a demo risk point
  await openMenu(page, '风险分级管控', '/risk/riskNoticeBoard');
  await host(page).getByRole('button', { name: '生成告知卡' }).click();
  const dialog = page.getByRole('dialog', { name: '从风险清单生成告知卡' });
  await dialog.getByRole('combobox', { name: /风险点/ }).click();
  await page.keyboard.type('精馏塔区');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '精馏塔区' })
    .first()
    .click();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已生成告知卡草稿，请核对后发布')).toBeVisible();
  await expect(rowWith(page, '精馏塔区安全风险告知牌')).toContainText('草稿');

  // 2. its print view: colour band, signs and QR; a screenshot and an A4 PDF in the test output
  const popupPromise = page.context().waitForEvent('page');
  await rowAction(page, '精馏塔区安全风险告知牌', '打印预览');
  const print = await popupPromise;
  await print.waitForLoadState();
  const sheet = print.getByTestId('board-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('h1')).toHaveText('精馏塔区安全风险告知牌');
  await expect(sheet).toContainText('主要危险有害因素');
  await expect(sheet.locator('.board-qr img')).toBeVisible();
  const signs = sheet.locator('.board-signs img');
  expect(await signs.count()).toBeGreaterThan(0);
  await expect
    .poll(() => signs.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const band = await sheet.locator('.board-band').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(band).not.toBe('rgba(0, 0, 0, 0)');
  await print.screenshot({ path: testInfo.outputPath('notice-board-a4.png'), fullPage: true });
  await print.emulateMedia({ media: 'print' });
  await expect(print.locator('.board-print-bar')).toBeHidden();
  const pdfPath = testInfo.outputPath('notice-board-a4.pdf');
  await print.pdf({ path: pdfPath, format: 'A4', printBackground: true, preferCSSPageSize: true });
  const pdf = readFileSync(pdfPath);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
  await print.emulateMedia({ media: 'screen' });
  await print.locator('.board-print-bar').getByText('A3', { exact: true }).click();
  await expect(sheet).toHaveClass(/a3/);
  await print.screenshot({ path: testInfo.outputPath('notice-board-a3.png'), fullPage: true });
  await print.close();

  // 3. a law of the register: the one due for review carries the flag; its file downloads
  await openMenu(page, '风险分级管控', '/risk/riskLawRegulation');
  const law = rowWith(page, '中华人民共和国安全生产法');
  await expect(law.getByTestId('expiring-tag')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await rowAction(page, '中华人民共和国安全生产法', '下载');
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('中华人民共和国安全生产法.docx');
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');

  // 4. a manual submitted for review, approved on the review screen
  const token = (await apiToken(request, 'admin', ADMIN_PASSWORD))!.access_token;
  const headers = { 'calf-auth': `bearer ${token}` };
  const info = await (await request.get('/api/calf-user/info', { headers })).json();
  const created = await (
    await request.post('/api/shtmp-risk/riskManual/save', {
      headers,
      data: {
        name: 'e2e风险管控手册',
        versionNo: 'E2E-A',
        year: 2026,
        compilerId: info.data.id,
        effectiveDate: '2026-12-01',
      },
    })
  ).json();
  expect(created.msg).toBe('新增成功');
  await openMenu(page, '风险分级管控', '/risk/riskManual');
  await rowAction(page, 'e2e风险管控手册', '提交评审');
  await expect(page.getByText('已提交评审')).toBeVisible();
  await openMenu(page, '风险分级管控', '/risk/riskManualReview');
  await rowAction(page, 'e2e风险管控手册', '评审');
  const review = page.getByRole('dialog', { name: /评审：e2e风险管控手册/ });
  await review.getByRole('radio', { name: '批准发布' }).check();
  await review.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('手册已批准发布')).toBeVisible();
  const after = await (
    await request.get(`/api/shtmp-risk/riskManual/get/${created.data.id}`, { headers })
  ).json();
  expect(after.data).toMatchObject({ status: 'PUBLISHED' });
  expect(after.data.fileId).toBeTruthy();
});
