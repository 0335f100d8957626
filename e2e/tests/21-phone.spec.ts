import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, signIn, withDb } from './support';

// Issue #34 item 6 — the pages field staff use on a phone (sign-in, scan-to-check, 随手拍, my
// to-dos, a danger's detail) fit a 390 × 844 screen without scrolling sideways, and every visible control is
// a touch target of at least 44 × 44 px (a checkbox or radio by its clickable label, a select or
// picker by its box).
const DEMO = 'Demo#2026';
const WIDTH = 390;

type Fit = { scrollWidth: number; innerWidth: number; small: string[] };

/** The page's width and the visible controls smaller than 44 × 44 px, each by name and size. */
function fit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a, label:has(input), [tabindex="0"], [role=button], [role=tab], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=combobox], input:not([type=hidden]), textarea, select';
    // the element a finger meets: a checkbox's label, a select's box, a tab, a pager item
    const AREA =
      '.ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-tabs-tab, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-pagination-jump-prev, .ant-pagination-jump-next, .ant-menu-item, .ant-menu-submenu-title, .ant-upload';
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      const target = el.closest(AREA) ?? el;
      if (seen.has(target)) continue;
      seen.add(target);
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = target.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || (r.height >= 44 && r.width >= 44)) continue;
      const name = (
        target.getAttribute('aria-label') ||
        target.textContent ||
        target.getAttribute('placeholder') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 24);
      const cls = String(target.className)
        .split(' ')
        .filter((c) => c && !c.startsWith('css-'))
        .slice(0, 2)
        .join('.');
      small.push(
        `${target.tagName.toLowerCase()}.${cls} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth, small };
  });
}

/** Fails with the page's offenders: wider than the phone, or controls under 44 px; its screenshot in the output. */
async function expectPhoneFit(page: Page, what: string) {
  // a dialog zooms in when it opens: measured mid-animation every control is a little smaller
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .every((a) => a.playState !== 'running'),
  );
  const shot = test.info().outputPath(`phone-${what.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`);
  await page.screenshot({ path: shot });
  await test.info().attach(what, { path: shot, contentType: 'image/png' });
  const found = await fit(page);
  expect(found.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(WIDTH);
  // a page wider than the screen makes a phone zoom out (innerWidth grows with it)
  expect(found.innerWidth, `${what}: viewport width`).toBeLessThanOrEqual(WIDTH);
  expect(found.small, `${what}: touch targets under 44 × 44 px`).toEqual([]);
}

async function phone(browser: Browser, account: string, { checkSignIn = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  if (checkSignIn) {
    await page.goto('/login');
    await expect(page.getByLabel('账号')).toBeVisible();
    await expectPhoneFit(page, 'sign-in');
  }
  await signIn(page, account, DEMO);
  return page;
}

test('the field pages fit a 390 × 844 phone: scan-to-check, 随手拍, my to-dos, danger detail, 44 px targets', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await withDb((db) =>
    db.query(
      "update calf_user set must_change_password = false where tenant_id = '000000' and account in ('checker', 'employee')",
    ),
  );

  // the checker scans a check point on which a task is due now (the first one with a QR code otherwise)
  const points = await withDb(
    async (db) =>
      (
        await db.query(
          `select qr_token as qr from shtmp_check_risk_point
           where tenant_id = '000000' and is_deleted = 0 and enable_status = 'ENABLED' and qr_token is not null
           order by id limit 12`,
        )
      ).rows as { qr: string }[],
  );
  expect(points.length).toBeGreaterThan(0);
  const token = (await apiToken(request, 'checker', DEMO))!.access_token;
  let qr = points[0].qr;
  for (const p of points) {
    const scan = await (
      await request.get(`/api/shtmp-check/scan/${p.qr}`, { headers: { 'calf-auth': `bearer ${token}` } })
    ).json();
    if (scan.data?.task) {
      qr = p.qr;
      break;
    }
  }
  const checker = await phone(browser, 'checker', { checkSignIn: true });
  await checker.goto(`/m/check/${qr}`);
  await expect(checker.getByTestId('check-point')).toBeVisible();
  await expect(checker.getByTestId('check-item').first()).toBeVisible();
  await expectPhoneFit(checker, 'scan-to-check');
  // a failed item opens its description and photo: still within the screen
  await checker.getByTestId('check-item').first().getByText('不合格', { exact: true }).click();
  await expect(checker.getByTestId('check-item').first().getByLabel('问题描述')).toBeVisible();
  await expectPhoneFit(checker, 'scan-to-check, an item failed');
  await checker.context().close();

  // the employee: my to-dos, a danger's detail from there, and 随手拍
  const employee = await phone(browser, 'employee');
  await employee.goto('/danger/dangerRecord?tab=todo');
  const host = employee.locator('.page-host:not([hidden])');
  await expect(host.locator('.ant-table-row, .ant-empty').first()).toBeVisible();
  await expectPhoneFit(employee, 'my to-dos');
  // the menu opens over the page and folds away again
  await employee.getByTestId('collapse-toggle').click();
  await expect(employee.locator('.dp-sider-mask')).toBeVisible();
  await expectPhoneFit(employee, 'the menu');
  await employee.locator('.dp-sider-mask').click({ position: { x: 370, y: 400 } });
  await expect(employee.locator('.dp-sider-mask')).toBeHidden();

  const hasTodo = (await host.locator('.ant-table-row').count()) > 0;
  if (!hasTodo) await employee.goto('/danger/dangerRecord?tab=all');
  await host.getByTestId('danger-no').first().click();
  const detail = employee.locator('.page-host:not([hidden]) [data-testid="danger-detail"]');
  await expect(detail).toBeVisible();
  await expect(detail.locator('.ant-descriptions').first()).toBeVisible();
  await expectPhoneFit(employee, 'danger detail');

  await employee.goto('/danger/dangerRecord');
  await expect(host.locator('.ant-table-row').first()).toBeVisible();
  await host.getByRole('button', { name: '随手拍' }).click();
  const dialog = employee.getByRole('dialog', { name: '随手拍 · 上报隐患' });
  await expect(dialog.getByLabel('隐患名称')).toBeVisible();
  await expectPhoneFit(employee, '随手拍');
  await employee.context().close();
});
