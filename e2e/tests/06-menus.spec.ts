import { expect, type Page, test } from '@playwright/test';
import { ensureAdminPassword, openMenu, removeRow, signIn } from './support';

const stamp = Date.now().toString(36);
const NAME = `巡检看板${stamp}`;
const host = (page: Page) => page.locator('.page-host:not([hidden])');
const rowWith = (page: Page, text: string) => host(page).locator('.ant-table-row', { hasText: text }).first();

test('the platform admin adds a page under 系统管理, finds, edits and removes it on the menu tree', async ({
  page,
  request,
}) => {
  await ensureAdminPassword(request);
  await signIn(page);
  await openMenu(page, '系统管理', '/system/menu');
  await rowWith(page, '系统管理').getByRole('button', { name: '新增子项' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('菜单名称').fill(NAME);
  await dialog.getByLabel('菜单编号').fill(`e2e${stamp}`);
  await dialog.getByLabel('路由地址').fill(`/system/e2e${stamp}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the name search answers the matching rows of every level
  await expect(async () => {
    await host(page).locator('.crud-search input').first().fill(NAME);
    await host(page).locator('.crud-search input').first().press('Enter');
    await expect(host(page).locator('.ant-table-row')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 20000 });

  // an edit sends the form back as read (a menu's action 0 included)
  await rowWith(page, NAME)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('菜单名称')).toHaveValue(NAME);
  await dialog.getByLabel('菜单备注').fill('每日巡检汇总');
  await dialog.getByRole('button', { name: /修\s*改|保\s*存/ }).click();
  await expect(page.getByText('更新成功')).toBeVisible();

  await removeRow(page, rowWith(page, NAME));
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(host(page).locator('.ant-table-row', { hasText: NAME })).toHaveCount(0);
});
