import { expect, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  apiToken,
  captchaWatcher,
  ensureAdminPassword,
  fillLogin,
  openMenu,
  showTopBarIcons,
  signIn,
} from './support';

test.describe.configure({ mode: 'serial' });

test('sign in with captcha and the forced first password change, menus from the server', async ({
  page,
  request,
}) => {
  const fresh = await apiToken(request, 'admin', 'admin');
  test.skip(!fresh?.must_change_password, 'the seeded password was already changed by another spec');
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('登录');
  await fillLogin(page, captcha, 'admin', 'wrong-password');
  await expect(page.getByText('用户名或密码不正确')).toBeVisible();
  await fillLogin(page, captcha, 'admin', 'admin');
  const force = page.getByRole('dialog', { name: '请修改初始密码' });
  await expect(force).toBeVisible();
  await force.getByLabel('原密码').fill('admin');
  await force.getByLabel('新密码').fill(ADMIN_PASSWORD);
  await force.getByLabel('确认密码').fill(ADMIN_PASSWORD);
  await force.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.locator('.dp-side-menu')).toContainText('系统管理');
  await expect(page.locator('.dp-side-menu')).toContainText('风险分级管控');
  await expect(page).toHaveTitle('首页');
});

test.describe('the shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await ensureAdminPassword(request);
    await signIn(page);
  });

  test('tabs: open three pages, close the others, clear the cache', async ({ page }) => {
    await openMenu(page, '系统管理', '/system/param');
    await openMenu(page, '系统管理', '/system/dict');
    await openMenu(page, '系统管理', '/system/dictBiz');
    const tabs = page.getByTestId('tab-label');
    await expect(tabs).toHaveText(['首页', '参数管理', '系统字典', '业务字典']);
    await expect(page).toHaveTitle('业务字典');
    await page.getByTestId('tabs-menu').click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs).toHaveText(['首页', '业务字典']);
    await page.getByTestId('tabs-menu').click();
    await page.getByRole('menuitem', { name: '清除缓存' }).click();
    await expect(page.getByText('确定清除缓存?')).toBeVisible();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('清除完毕')).toBeVisible();
  });

  test('theme switch changes the colours, language switch changes the menu and the dictionary labels to English', async ({
    page,
  }) => {
    await showTopBarIcons(page, ['theme', 'language']);
    const sider = page.locator('.dp-side-menu').first();
    const before = await sider.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByTestId('topbar-theme').click();
    await page.getByTestId('theme-white').click();
    // closed by its button: under the full suite's load an Escape pressed while the new theme
    // re-renders the page was sometimes lost, and the open dialog then covered the top bar
    const themeDialog = page.getByRole('dialog', { name: '选择主题' });
    await themeDialog.locator('.ant-modal-close').click();
    await expect(themeDialog).toBeHidden();
    await expect.poll(() => sider.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);

    // dictionary labels in a list follow the language (the list is asked again on the switch)
    await openMenu(page, '系统管理', '/system/dept');
    const table = page.locator('.ant-table-tbody:visible');
    await expect(table).toContainText('公司');
    await page.getByTestId('topbar-language').hover();
    await page.getByTestId('lang-en-US').click();
    await expect(page.locator('.dp-side-menu')).toContainText('System');
    await expect(page.getByTestId('tab-label').first()).toHaveText('Home');
    await expect(table).toContainText('Company');
    await expect(table).not.toContainText('公司');
    await page.getByTestId('topbar-language').hover();
    await page.getByTestId('lang-zh-CN').click();
    await expect(page.locator('.dp-side-menu')).toContainText('系统管理');
    await expect(table).toContainText('公司');
  });

  test('a newcomer finds the language switch and the bell in the top bar without touching the preferences', async ({
    page,
  }) => {
    await page.getByTestId('topbar-language').hover();
    await page.getByTestId('lang-en-US').click();
    await expect(page.locator('.dp-side-menu')).toContainText('System');
    await page.getByTestId('topbar-notice').click();
    await expect(page.getByTestId('notice-popover')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('topbar-language').hover();
    await page.getByTestId('lang-zh-CN').click();
    await expect(page.locator('.dp-side-menu')).toContainText('系统管理');
  });

  test('lock and unlock', async ({ page }) => {
    await showTopBarIcons(page, ['lock']);
    await page.getByTestId('topbar-lock').click();
    await page.getByRole('dialog').locator('.ant-btn-primary').click();
    await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
    await page.getByTestId('lock-password').fill('1234');
    await page.getByRole('dialog').locator('.ant-btn-primary').click();
    await expect(page).toHaveURL(/\/lock$/);
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/lock$/);
    await page.getByTestId('unlock-password').fill('1234');
    await page.getByTestId('unlock-submit').click();
    await expect(page.getByTestId('main-layout')).toBeVisible();
  });

  test('the log viewer shows a thrown UI error', async ({ page }) => {
    await showTopBarIcons(page, ['log']);
    await page.goto('/test/index');
    await page.getByTestId('test-crash').click();
    await page.getByTestId('topbar-log').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-table-row').first()).toContainText('/test/index');
  });

  test('logout returns to /login, and a 401 from the server logs out', async ({ page, request }) => {
    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'saber-access-token')).toBeUndefined();

    // sign in again, then end the session behind the page's back: its next call gets 401
    await signIn(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'saber-access-token')?.value;
    expect(token).toBeTruthy();
    await request.get('/api/calf-auth/oauth/logout', {
      headers: { 'calf-auth': `bearer ${decodeURIComponent(token!)}` },
    });
    // the next call the page makes (a background check, or opening a page) is refused with 401
    const menu = page.locator('.dp-side-menu');
    await expect(async () => {
      if (await page.getByTestId('login-form').isVisible()) return;
      if (!(await menu.locator('[data-path="/system/param"]').isVisible())) {
        await menu.getByText('系统管理').click({ timeout: 2000 });
      }
      await menu.locator('[data-path="/system/param"]').click({ timeout: 2000 });
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15000 });
    await expect(page).toHaveURL(/\/login/);
  });
});
