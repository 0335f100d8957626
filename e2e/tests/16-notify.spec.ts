// biome-ignore-all lint/suspicious/noTemplateCurlyInString: announcement templates hold ${name} placeholders
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  captchaWatcher,
  ensureAdminPassword,
  fillLogin,
  md5,
  showTopBarIcons,
  withDb,
} from './support';

const PASSWORD = 'Reader#2026';
const TITLE = `E2E 动火作业专项检查 ${Date.now()}`;

const host = (page: Page) => page.locator('.page-host:not([hidden])');
// Two browsers on a shared 2-core machine: steps that only wait for rendering get room.
const SLOW = { timeout: 60_000 };

async function signIn(page: Page, account: string, password: string) {
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible(SLOW);
  await fillLogin(page, captcha, account, password);
  await expect(page.getByTestId('main-layout')).toBeVisible(SLOW);
}

const dot = (page: Page) => page.getByTestId('notice-dot').locator('.ant-badge-dot');

/** User B: a plain employee of tenant 000000 (set up in the database, no administration rights). */
test.beforeAll(async ({ request }) => {
  await ensureAdminPassword(request);
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(md5(PASSWORD));
  await withDb(async (db) => {
    const exists = await db.query(
      `select 1 from calf_user where account = 'noticeReader' and tenant_id = '000000'`,
    );
    if (exists.rowCount) return;
    const roleId = String(BigInt(Date.now()) * 1000n + 7n);
    await db.query(
      `insert into calf_role (id, tenant_id, parent_id, role_name, sort, role_alias) values ($1, '000000', 0, '岗位员工', 9, 'EMPLOYEE')`,
      [roleId],
    );
    const dept = (await db.query(`select id from calf_dept where tenant_id = '000000' limit 1`)).rows[0].id;
    const userId = String(BigInt(roleId) + 1n);
    await db.query(
      `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
       values ($1, '000000', 'noticeReader', $2, 'noticeReader', '李工', $3, $4)`,
      [userId, passwordHash, roleId, dept],
    );
    await db.query(`insert into calf_user_dept (user_id, dept_id) values ($1, $2)`, [userId, dept]);
  });
});

test('A publishes an announcement; B’s bell lights at once, B opens it and the dot clears', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();

  await signIn(b, 'noticeReader', PASSWORD);
  await showTopBarIcons(b, ['notice']);
  await expect(b.getByTestId('topbar-notice')).toBeVisible();
  await expect(dot(b)).toHaveCount(0);

  // Each context is its own window: the one being driven is brought to the front.
  await a.bringToFront();
  await signIn(a, 'admin', ADMIN_PASSWORD);
  await a.goto('/notify/notifyNotice');
  await expect(host(a).locator('.ant-table-row').first()).toBeVisible(SLOW);
  await host(a)
    .locator('.crud-toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = a.getByRole('dialog');
  await dialog.getByLabel('名称').fill(TITLE);
  await dialog.getByText('公告', { exact: true }).click();
  await dialog.getByText('站内信', { exact: true }).click();
  await dialog.getByLabel('标题模板').fill(TITLE);
  await dialog.getByLabel('内容模板').fill('请各车间于 ${publishTime} 起开展动火作业专项检查。');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(a.getByText('新增成功')).toBeVisible();

  const row = host(a).locator('.ant-table-row', { hasText: TITLE });
  // enable sits under 更多 (more than three row operations); the confirm may still be animating
  const enabled = a.waitForResponse((r) => r.url().includes('/notifyNotice/enable/'), { timeout: 60_000 });
  await expect(async () => {
    await row.getByRole('button', { name: /更\s*多/ }).click({ timeout: 3000 });
    await a
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: '启用' })
      .click({ timeout: 3000 });
    await a
      .getByRole('button', { name: /确\s*定|OK/ })
      .last()
      .click({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  expect((await (await enabled).json()).code).toBe(200);
  const published = Date.now();

  // B has not reloaded: the push lights the dot within 2 s.
  await expect(dot(b)).toBeVisible({ timeout: 2000 });
  expect(Date.now() - published).toBeLessThan(2000);
  await b.bringToFront();

  await b.getByTestId('topbar-notice').click();
  const popover = b.getByTestId('notice-popover');
  await expect(popover).toBeVisible();
  // spec: 350 px wide, list 300 px high (measured once the opening animation has finished)
  await expect.poll(async () => (await popover.boundingBox())?.width).toBe(350);
  await expect.poll(async () => (await popover.locator('.dp-notice-list').boundingBox())?.height).toBe(300);
  const item = popover.getByTestId('notice-item').filter({ hasText: TITLE });
  await expect(item).toContainText('未读');
  await item.click();

  await expect(b).toHaveURL(/\/notify\/my\?id=\d+$/);
  const detail = b.getByTestId('my-message-detail');
  await expect(detail).toContainText(TITLE);
  await expect(detail).toContainText('动火作业专项检查');
  await expect(dot(b)).toHaveCount(0);

  // Reopening the popover shows the message read; closing clears the list.
  await b.getByTestId('topbar-notice').click();
  await expect(
    b.getByTestId('notice-popover').getByTestId('notice-item').filter({ hasText: TITLE }),
  ).toContainText('已读');
});
