import { expect, type Locator, type Page, test } from '@playwright/test';
import { ensureAdminPassword, openMenu, pickOption, removeRow, signIn } from './support';

const stamp = Date.now().toString(36);
const CITY = `测试地市${stamp}`;
const RENAMED = `测试新区${stamp}`;
const TOWN = `测试街道${stamp}`;
const ROLE = `巡检员${stamp}`;
const SCOPE = `本部门参数${stamp}`;

const host = (page: Page) => page.locator('.page-host:not([hidden])');
/** The row whose first data cell (the tree column) is exactly `text`. */
const row = (page: Page, text: string) =>
  host(page)
    .locator('.crud-page')
    .first()
    .locator('.ant-table-row')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
const formDialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const expand = (r: Locator) => r.locator('.ant-table-row-expand-icon').click();
async function save(page: Page, dialog: Locator, message: string) {
  await dialog.getByRole('button', { name: /保\s*存|修\s*改/ }).click();
  await expect(page.getByText(message).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}
test.beforeEach(async ({ page, request }) => {
  await ensureAdminPassword(request);
  await signIn(page);
});

test('regions: a city under 北京市 in the lazy tree, edited; a region with children is kept, a leaf goes', async ({
  page,
}) => {
  await openMenu(page, '系统管理', '/system/region');
  // the tree starts with 中国; its provinces load on expand
  await expand(row(page, '中国'));
  await expect(row(page, '北京市')).toBeVisible();

  await row(page, '北京市').getByRole('button', { name: '新增子项' }).click();
  let dialog = formDialog(page, '行政区划 · 新增');
  await expect(dialog.getByLabel('区划编号', { exact: true })).toHaveValue('11');
  await expect(dialog.getByLabel('上级区划编号')).toHaveValue('11');
  await dialog.getByLabel('区划编号', { exact: true }).fill('1198');
  await dialog.getByLabel('区划名称').fill(CITY);
  await save(page, dialog, '新增成功');
  // the parent opens with the new child, its level computed by the server
  await expect(row(page, CITY)).toBeVisible();
  await expect(row(page, CITY)).toContainText('地市');

  await row(page, CITY).getByRole('button', { name: '新增子项' }).click();
  dialog = formDialog(page, '行政区划 · 新增');
  await dialog.getByLabel('区划编号', { exact: true }).fill('119801');
  await dialog.getByLabel('区划名称').fill(TOWN);
  await save(page, dialog, '新增成功');
  await expect(row(page, TOWN)).toBeVisible();

  await row(page, CITY)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  dialog = formDialog(page, '行政区划 · 编辑');
  await expect(dialog.getByLabel('区划编号', { exact: true })).toBeDisabled();
  await dialog.getByLabel('区划名称').fill(RENAMED);
  await save(page, dialog, '更新成功');
  await expect(row(page, RENAMED)).toBeVisible();

  await removeRow(page, row(page, RENAMED));
  await expect(page.getByText('请先删除子节点!').last()).toBeVisible();
  // a refused removal leaves the confirmation open
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(row(page, RENAMED)).toBeVisible();

  await removeRow(page, row(page, TOWN));
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(host(page).locator('.ant-table-row', { hasText: TOWN })).toHaveCount(0);
  await expect(row(page, RENAMED)).toBeVisible();
});

test('roles: a role added on the role tree, then a child under it', async ({ page }) => {
  await openMenu(page, '权限管理', '/authority/role');
  await host(page)
    .locator('.crud-toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  let dialog = formDialog(page, '角色 · 新增');
  await dialog.getByLabel('角色名称').fill(ROLE);
  await dialog.getByLabel('角色别名').fill(`inspector${stamp}`);
  await save(page, dialog, '新增成功');
  await row(page, ROLE).getByRole('button', { name: '新增子项' }).click();
  dialog = formDialog(page, '角色 · 新增');
  await dialog.getByLabel('角色名称').fill(`${ROLE}助理`);
  await dialog.getByLabel('角色别名').fill(`assistant${stamp}`);
  await save(page, dialog, '新增成功');
  await expand(row(page, ROLE));
  await expect(row(page, `${ROLE}助理`)).toBeVisible();
});

test('data scopes: the menu tree, a scope added on 参数管理 in its drawer', async ({ page }) => {
  await openMenu(page, '权限管理', '/authority/dataScope');
  await expand(row(page, '系统管理'));
  await row(page, '参数管理').getByRole('button', { name: '权限配置' }).click();
  const drawer = page.getByRole('dialog', { name: '数据权限 · 参数管理' });
  await expect(drawer).toBeVisible();
  await drawer
    .locator('.crud-toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = formDialog(page, '数据权限 · 新增');
  await dialog.getByLabel('权限名称').fill(SCOPE);
  await pickOption(page, dialog.getByLabel('规则类型'), '所在机构可见');
  await save(page, dialog, '新增成功');
  await expect(drawer.locator('.ant-table-row', { hasText: SCOPE })).toBeVisible();
});
