import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  apiToken,
  ensureAdminPassword,
  openMenu,
  pickOption,
  signIn,
  withDb,
} from './support';

const stamp = Date.now().toString(36);
const TENANT = `E2E公司${stamp}`;
const TENANT_ADMIN_FIRST = 'Tenant#first1';
const TENANT_ADMIN = 'Tenant#admin2';
const WORKER_FIRST = 'Worker#first1';
const WORKER = 'Worker#final2';
const GUEST = 'Guest#pass01';
const SCOPE = `本部门参数${stamp}`;

const host = (page: Page) => page.locator('.page-host:not([hidden])');
const toolbarButton = (page: Page, name: RegExp) =>
  host(page).locator('.crud-toolbar').getByRole('button', { name });
const formDialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const row = (page: Page, text: string) => host(page).locator('.ant-table-row', { hasText: text }).first();

async function save(page: Page, dialog: Locator, message = '新增成功') {
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(message).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Adds a parameter through the generic page (opened from the menu unless already open). */
async function addParam(page: Page, name: string, key: string, open = true) {
  if (open) await openMenu(page, '系统管理', '/system/param');
  await toolbarButton(page, /新\s*增/).click();
  const dialog = formDialog(page, '参数管理 · 新增');
  await dialog.getByLabel('参数名称').fill(name);
  await dialog.getByLabel('参数键名').fill(key);
  await dialog.getByLabel('参数键值').fill('1');
  await save(page, dialog);
  await expect(row(page, key)).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** First sign-in of an account created with an initial password: change it, then sign in again. */
async function firstSignIn(page: Page, tenantId: string, account: string, initial: string, next: string) {
  const { captchaWatcher, fillLogin } = await import('./support');
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await fillLogin(page, captcha, account, initial, tenantId);
  const force = page.getByRole('dialog', { name: '请修改初始密码' });
  await expect(force).toBeVisible();
  await force.getByLabel('原密码').fill(initial);
  await force.getByLabel('新密码').fill(next);
  await force.getByLabel('确认密码').fill(next);
  await force.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 20_000 });
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let tenantId = '';

test.beforeAll(async ({ request }) => {
  await ensureAdminPassword(request);
  // A data scope on the parameter page (scopes hang on platform menus; created by the platform admin).
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const menuId = await withDb(
    async (db) =>
      (await db.query(`select id from calf_menu where code = 'param' and is_deleted = 0`)).rows[0].id,
  );
  const res = await request.post('/api/calf-system/data-scope/submit', {
    data: {
      menuId: String(menuId),
      scopeName: SCOPE,
      resourceCode: 'param',
      scopeType: 3,
      scopeColumn: 'createDept',
    },
    headers: { 'calf-auth': `bearer ${token!.access_token}` },
  });
  expect((await res.json()).code).toBe(200);
});

test('the platform admin creates a tenant with its admin password', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统管理', '/system/tenant');
  await toolbarButton(page, /新\s*增/).click();
  const dialog = formDialog(page, '租户管理 · 新增');
  await dialog.getByLabel('租户名称').fill(TENANT);
  await dialog.getByLabel('联系人').fill('测试联系人');
  await dialog.getByLabel('管理员密码').fill('short');
  await dialog.getByLabel('管理员密码').blur();
  await expect(dialog.getByText('管理员初始密码至少8位')).toBeVisible();
  await dialog.getByLabel('管理员密码').fill(TENANT_ADMIN_FIRST);
  await save(page, dialog);
  const text = await row(page, TENANT).innerText();
  tenantId = /\b\d{6}\b/.exec(text)?.[0] ?? '';
  expect(tenantId).toMatch(/^\d{6}$/);
});

test('the tenant admin builds departments, a post, a role with a reduced grant and a user', async ({
  page,
}) => {
  await firstSignIn(page, tenantId, 'admin', TENANT_ADMIN_FIRST, TENANT_ADMIN);

  // departments: a child of the tenant's root department
  await openMenu(page, '系统管理', '/system/dept');
  await row(page, TENANT).getByRole('button', { name: '新增子项' }).click();
  let dialog = formDialog(page, '机构 · 新增');
  await dialog.getByLabel('机构名称').fill('安全部');
  await pickOption(page, dialog.getByLabel('机构类型'), '部门');
  await save(page, dialog);
  await row(page, TENANT).locator('.ant-table-row-expand-icon').click();
  await expect(row(page, '安全部')).toBeVisible();

  // posts: the generic screen
  await openMenu(page, '系统管理', '/system/post');
  await toolbarButton(page, /新\s*增/).click();
  dialog = formDialog(page, '岗位管理 · 新增');
  await pickOption(page, dialog.getByLabel('岗位类型'), '高层');
  await dialog.getByLabel('岗位编号').fill('safety');
  await dialog.getByLabel('岗位名称').fill('安全员');
  await save(page, dialog);

  // a role granted the parameter page without delete, and the own-department data scope
  await openMenu(page, '权限管理', '/authority/role');
  await toolbarButton(page, /新\s*增/).click();
  dialog = formDialog(page, '角色 · 新增');
  await dialog.getByLabel('角色名称').fill('参数员');
  await dialog.getByLabel('角色别名').fill('paramer');
  await save(page, dialog);
  await row(page, '参数员').locator('.ant-checkbox-input').check();
  await toolbarButton(page, /权限设置/).click();
  const grant = page.getByRole('dialog', { name: '权限设置' });
  const menuTree = grant.getByTestId('grant-tree-menu');
  const nodes = menuTree.getByRole('treeitem');
  await expect(nodes.first()).toBeVisible();
  const titles = await nodes.allInnerTexts();
  const param = titles.findIndex((title) => title.trim() === '参数管理');
  expect(param).toBeGreaterThan(0);
  await nodes.nth(param).locator('.ant-tree-checkbox').click();
  const remove = titles.findIndex((title, i) => i > param && title.trim() === '删除');
  await nodes.nth(remove).locator('.ant-tree-checkbox').click();
  await grant.getByRole('tab', { name: '数据权限' }).click();
  await grant
    .getByTestId('grant-tree-dataScope')
    .locator('.ant-tree-treenode', { hasText: SCOPE })
    .locator('.ant-tree-checkbox')
    .click();
  await grant.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();

  // a parameter of the tenant admin's own (root) department: the worker must not see it
  await addParam(page, '总部参数', 'hq.only');

  // a user in the sub-department with that role
  await openMenu(page, '系统管理', '/system/user');
  await toolbarButton(page, /新\s*增/).click();
  dialog = formDialog(page, '用户 · 新增');
  await dialog.getByLabel('登录账号').fill('worker');
  await dialog.getByLabel('密码', { exact: true }).fill(WORKER_FIRST);
  await dialog.getByLabel('用户姓名').fill('张工');
  await dialog.getByLabel('手机号码').fill('1380013800');
  await dialog.getByLabel('手机号码').blur();
  await expect(dialog.getByText('手机号码长度不为11位')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13800138000');
  await pickOption(page, dialog.getByLabel('所属机构'), '安全部');
  await pickOption(page, dialog.getByLabel('所属角色'), '参数员');
  await save(page, dialog);
  await expect(row(page, 'worker')).toContainText('安全部');
});

test('the new user sees only the granted menu and buttons', async ({ page }) => {
  await firstSignIn(page, tenantId, 'worker', WORKER_FIRST, WORKER);
  const menu = page.locator('.dp-side-menu');
  await expect(menu).toContainText('系统管理');
  await expect(menu).not.toContainText('权限管理');
  await openMenu(page, '系统管理', '/system/param');
  await expect(menu).not.toContainText('用户管理');
  await expect(toolbarButton(page, /新\s*增/)).toBeVisible();
  await expect(host(page).getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  // own-department data scope: the headquarters' row is invisible, the worker's own row shows
  await expect(host(page).locator('.ant-table-row', { hasText: 'hq.only' })).toHaveCount(0);
  await addParam(page, '安全部参数', 'safety.own', false);
  await expect(row(page, 'safety.own')).toBeVisible();
  await expect(host(page).locator('.ant-table-row', { hasText: 'hq.only' })).toHaveCount(0);
});

test('a guest registers through the API, the tenant admin approves it and it can sign in', async ({
  page,
  request,
}) => {
  // A new tenant starts with registration closed: its administrator opens it (issue #38).
  const admin = await apiToken(request, 'admin', TENANT_ADMIN, tenantId);
  const headers = { 'calf-auth': `bearer ${admin!.access_token}` };
  const params = await request.post('/api/calf-system/param/page', {
    headers,
    data: { paramKey: 'account.registerUser' },
  });
  const [switchRow] = (await params.json()).data.records;
  expect(switchRow.paramValue).toBe('false');
  const opened = await request.post('/api/calf-system/param/submit', {
    headers,
    data: { ...switchRow, paramValue: 'true' },
  });
  expect((await opened.json()).code).toBe(200);
  // and the captcha is on: the registration carries one, as the sign-in does
  const captcha = await (await request.get('/api/calf-auth/oauth/captcha')).json();
  const res = await request.post('/api/calf-user/register-guest', {
    params: { tenantId, name: '访客', account: 'guest1', password: GUEST, oauthId: '' },
    headers: { 'captcha-key': captcha.key, 'captcha-code': captcha.text },
  });
  expect((await res.json()).code).toBe(200);
  expect(await apiToken(request, 'guest1', GUEST, tenantId)).toBeNull();

  await signIn(page, 'admin', TENANT_ADMIN, tenantId);
  await openMenu(page, '系统管理', '/system/user');
  await host(page).getByText('待审核用户').click();
  await row(page, 'guest1').getByRole('button', { name: '审核通过' }).click();
  const dialog = page.getByRole('dialog', { name: /审核用户/ });
  await pickOption(page, dialog.getByLabel('组织机构'), '安全部');
  await pickOption(page, dialog.getByLabel('角色'), '参数员');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();
  await expect(host(page).locator('.ant-table-row', { hasText: 'guest1' })).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'guest1', GUEST, tenantId);
  await expect(page.locator('.dp-side-menu')).toContainText('系统管理');
});
