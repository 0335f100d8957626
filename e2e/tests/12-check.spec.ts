import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiToken, ensureAdminPassword, openMenu, signIn } from './support';

test.describe.configure({ mode: 'serial' });

/** The visible tab's page (other tabs stay mounted, hidden). */
const host = (page: Page) => page.locator('.page-host:not([hidden])');
const rowWith = (page: Page, text: string) => host(page).locator('.ant-table-row', { hasText: text });

/** A row operation: a button of the row, or an entry of its "more" menu. */
async function rowAction(page: Page, text: string, label: RegExp) {
  const row = rowWith(page, text).first();
  const button = row.getByRole('button', { name: label });
  if (await button.count()) return button.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** The API as the admin (fixtures the journey does not click through: a risk point). */
async function adminApi(request: APIRequestContext) {
  const token = (await apiToken(request, 'admin', ADMIN_PASSWORD))!.access_token;
  const headers = { 'calf-auth': `bearer ${token}` };
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await request[method](`/api${url}`, { headers, data: data as object });
    const body = await res.json();
    expect(body.code, `${url}: ${body.msg}`).toBe(200);
    return body.data;
  };
  return { call };
}

test('check points with an extinguisher, a QR code, a daily plan and a check recorded on a phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await ensureAdminPassword(request);
  const api = await adminApi(request);
  const users = (await api.call('get', '/shtmp-check/options')).users as { id: string; name: string }[];
  const depts = (await api.call('get', '/calf-system/dept/select')) as { id: string }[];
  const owner = { deptId: depts[0].id, responsibleUserId: users[0].id };
  const stamp = Date.now().toString().slice(-5);
  const risk = await api.call('post', '/shtmp-risk/riskPointType/save', {
    name: `空压站${stamp}`,
    category: 'FACILITY_AREA',
    deptId: owner.deptId,
    responsibleUserId: owner.responsibleUserId,
    evalMethod: 'LEC',
    enableStatus: 'ENABLED',
  });
  await api.call('post', '/shtmp-check/checkItem/updateCheckItemEntityList', {
    riskPointTypeId: risk.id,
    list: [{ content: '安全阀铅封完好', resultType: 'PASS_FAIL' }],
  });
  const normal = await api.call('post', '/shtmp-check/checkRiskPoint/save', {
    ...owner,
    name: `空压机巡检点${stamp}`,
    pointKind: 'NORMAL',
    riskPointTypeId: risk.id,
  });
  const extName = `配电室灭火器${stamp}`;
  const ext = await api.call('post', '/shtmp-check/checkRiskPoint/save', {
    ...owner,
    name: extName,
    pointKind: 'EXTINGUISHER',
    extinguisherType: 'DRY_POWDER_ABC',
    specModel: 'MFZ/ABC4',
    quantity: 2,
    productionDate: '2024-03-01',
  });

  await signIn(page);
  // The extinguisher page lists it with its computed service and scrap dates; print its QR code.
  await openMenu(page, '隐患排查', '/check/checkRiskPointExtinguisher');
  // searched by name (retried: under load the first list can land before the page settles)
  await expect(async () => {
    await host(page).getByRole('textbox', { name: '点位名称' }).fill(extName);
    await host(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(rowWith(page, extName)).toContainText('2034-03-01', { timeout: 3000 });
  }).toPass({ timeout: 20000 });
  await rowAction(page, extName, /二维码/);
  const qr = page.getByTestId('check-qr');
  await expect(qr).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /打\s*印/ })
    .click();
  await expect((await popup).locator('img')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '关 闭' }).click();

  // A daily plan over both points, published from the plan page, tasks generated.
  const planName = `每日巡检${stamp}`;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await api.call('post', '/shtmp-check/checkPlan/save', {
    name: planName,
    checkType: 'DAILY',
    organizerDeptId: owner.deptId,
    memberIds: [owner.responsibleUserId],
    checkRiskPointIds: [normal.id, ext.id],
    cycle: 'DAY',
    startDate: today,
    endDate: '2099-12-31',
  });
  await openMenu(page, '隐患排查', '/check/checkPlan');
  await rowAction(page, planName, /发\s*布/);
  await expect(page.getByText('计划已发布')).toBeVisible();
  await host(page)
    .locator('.crud-toolbar')
    .getByRole('button', { name: /生成任务/ })
    .click();
  await expect(page.getByText(/已生成\d+条任务/)).toBeVisible();

  // The phone page the QR code opens, at 375×667, signed in as the same user.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    storageState: await page.context().storageState(),
  });
  const m = await phone.newPage();
  await m.goto(`/m/check/${ext.qrToken}`);
  await expect(m.getByTestId('check-point')).toContainText(extName);
  await expect(m.getByText(`当前任务: ${planName}`)).toBeVisible();
  const items = m.getByTestId('check-item');
  await expect(items).toHaveCount(8);
  for (let i = 0; i < 8; i++) {
    await items
      .nth(i)
      .getByText(i === 1 ? '不合格' : '合格', { exact: true })
      .click();
  }
  await items.nth(1).getByLabel('问题描述').fill('压力表指针在红区');
  await m.getByRole('button', { name: '提交检查' }).click();
  await expect(m.getByText('检查已提交')).toBeVisible();
  await expect(m.getByText('异常(1项不合格)')).toBeVisible();
  await phone.close();

  // The task is done, and the record is in the ledger of this year.
  await page.reload();
  await openMenu(page, '隐患排查', '/check/checkPlan');
  await rowAction(page, planName, /检查任务/);
  await expect(
    page.locator('.ant-drawer').getByTestId('task-status').filter({ hasText: '已完成' }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await openMenu(page, '隐患排查', '/check/checkRecord');
  const year = String(new Date().getFullYear());
  await page.getByTestId('check-year').click();
  await page.locator('.ant-select-item-option', { hasText: year }).click();
  await expect(rowWith(page, extName).first()).toBeVisible();
  await expect(rowWith(page, extName).first()).toContainText('异常');
});
