import { expect, test } from '@playwright/test';
import { apiToken, signIn, withDb } from './support';

// Issue #32 — the dual prevention mechanism as one loop, on the demo plant: the controls put a task
// on the checker; a failed item on the phone registers a danger on that risk point; the safety
// manager finds it in the to-do; confirmed 重大 it puts the point out of control on the home risk
// list; the site plan shows the four colours.
const DEMO = 'Demo#2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 86_400_000;
const shanghaiDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

type Candidate = { id: string; name: string; qr: string; risk: string; riskId: string; deptId: string };
const rows = <T>(text: string, params: unknown[] = []) =>
  withDb(async (db) => (await db.query(text, params)).rows as T[]);

test('a failed check on a phone is a danger on its risk point; confirmed 重大 the point is out of control; the map has four colours', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // The role accounts of the demo sign in without the forced first change in this journey.
  await rows(
    "update calf_user set must_change_password = false where tenant_id = '000000' and account in ('checker', 'safety')",
  );
  const headers = (token: string) => ({ 'calf-auth': `bearer ${token}` });
  const checkerToken = (await apiToken(request, 'checker', DEMO))!.access_token;

  // A check point on which the controls gave the checker a task now, of a risk point still in control
  // where the demo has one (its overdue dangers put most points out of control).
  const candidates = await rows<Candidate & { out: boolean }>(`
    select c.id::text as id, c.name, c.qr_token as qr, r.name as risk, r.id::text as "riskId",
      r.dept_id::text as "deptId", coalesce(r.out_of_control, false) as out
    from shtmp_check_risk_point c join risk_point_type r on r.id = c.risk_point_type_id
    where c.tenant_id = '000000' and c.is_deleted = 0 and c.enable_status = 'ENABLED' and c.qr_token is not null
      and r.is_deleted = 0
    order by coalesce(r.out_of_control, false), case r.risk_level when 'SIGNIFICANT' then 1 when 'GENERAL' then 2 else 3 end, c.id`);
  let chosen: (Candidate & { out: boolean }) | undefined;
  for (const c of candidates) {
    const scan = await (
      await request.get(`/api/shtmp-check/scan/${c.qr}`, { headers: headers(checkerToken) })
    ).json();
    if (scan.code === 200 && scan.data?.task) {
      chosen = c;
      break;
    }
  }
  expect(chosen, 'a point on which the checker has a task now').toBeTruthy();
  const point = chosen!;
  testInfo.annotations.push({
    type: 'point',
    description: `${point.name} (${point.risk}), in control before: ${!point.out}`,
  });

  // The checker scans the point on a phone (390 × 844) and fails the first item with a photo.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'checker', DEMO);
  await phone.goto(`/m/check/${point.qr}`);
  await expect(phone.getByTestId('check-point')).toContainText(point.name);
  const items = phone.getByTestId('check-item');
  await expect(items.first()).toBeVisible();
  const finding = `法兰密封处渗漏，地面有积液 ${Date.now() % 100000}`;
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const hasValue = (await item.locator('input[inputmode=decimal], textarea').count()) > 0;
    await item.getByText(i === 0 ? '不合格' : hasValue ? '不适用' : '合格', { exact: true }).click();
  }
  await items.first().getByLabel('问题描述').fill(finding);
  await items
    .first()
    .locator('input[type=file]')
    .setInputFiles({ name: 'finding.png', mimeType: 'image/png', buffer: PNG });
  await expect(items.first().locator('.m-check-photo .ant-tag-green')).toHaveText('1');
  // a phone-size page: nothing wider than the screen
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: '提交检查' }).click();
  await expect(phone.getByText('检查已提交')).toBeVisible();
  await expect(phone.getByText('已登记1条隐患,待评估确认')).toBeVisible();
  await phoneContext.close();

  // The danger: titled by the finding, on the point's risk point, with the photo, waiting for confirmation.
  const [danger] = await rows<{ id: string; status: string; riskId: string; photos: number }>(
    `select id::text as id, status, risk_point_type_id::text as "riskId", coalesce(jsonb_array_length(photo_ids), 0) as photos
     from danger_record where tenant_id = '000000' and title = $1`,
    [finding],
  );
  expect(danger).toMatchObject({ status: 'PENDING_CONFIRM', riskId: point.riskId, photos: 1 });

  // The safety manager finds it in the to-do, and on the risk point in the risk ledger.
  await signIn(page, 'safety', DEMO);
  await page.goto(`/danger/dangerRecord?tab=todo&title=${encodeURIComponent(finding)}`);
  await expect(page.locator('.ant-table-row', { hasText: finding })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/risk/riskPointType?name=${encodeURIComponent(point.risk)}`);
  const ledgerRow = page.locator('.ant-table-row', { hasText: point.risk }).first();
  await expect(ledgerRow).toBeVisible({ timeout: 30_000 });

  // Confirmed as a 重大 danger, the point is out of control on the home risk list.
  const safetyToken = (await apiToken(request, 'safety', DEMO))!.access_token;
  const people = Object.fromEntries(
    (
      await rows<{ account: string; id: string }>(
        "select account, id::text as id from calf_user where tenant_id = '000000' and account in ('rectifier', 'acceptor')",
      )
    ).map((u) => [u.account, u.id]),
  );
  const current = await (
    await request.get(`/api/shtmp-danger/dangerRecord/get/${danger.id}`, { headers: headers(safetyToken) })
  ).json();
  const confirmed = await (
    await request.post('/api/shtmp-danger/dangerRecord/process', {
      headers: headers(safetyToken),
      data: {
        id: danger.id,
        version: current.data.version,
        action: 'CONFIRM',
        level: 'MAJOR',
        category: 'SITE',
        rectifyDeptId: point.deptId,
        rectifyUserId: people.rectifier,
        acceptUserId: people.acceptor,
        originalDeadline: shanghaiDate(Date.now() + 7 * DAY),
      },
    })
  ).json();
  expect(confirmed.code, confirmed.msg).toBe(200);
  const [state] = await rows<{ out: boolean }>(
    'select out_of_control as out from risk_point_type where id = $1',
    [point.riskId],
  );
  expect(state.out).toBe(true);
  await page.goto('/home/index');
  const listRow = page
    .getByTestId('home-widget-riskList')
    .locator('.ant-table-row', { hasText: point.risk })
    .first();
  await expect(listRow).toBeVisible({ timeout: 30_000 });
  await expect(listRow.locator('.home-blink')).toBeVisible();

  // The site plan: every area in its level's colour — red, orange, yellow and blue — in the legend.
  await page.goto('/layout/tenantLayout');
  await expect(page.getByTestId('risk-map')).toBeVisible({ timeout: 30_000 });
  // the demo plant's plan (an earlier journey may have made its own plan the default)
  await page.getByLabel('平面图', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: '一号厂区总平面布置图' }).click();
  await expect(page.getByTestId('legend-MAJOR')).toBeVisible();
  for (const level of ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'])
    await expect(page.getByTestId(`legend-${level}`)).not.toContainText('风险点 0 ·');
  await expect(page.getByTestId('legend-out-of-control')).toBeVisible();
  const shot = testInfo.outputPath('site-plan-four-colours.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('site plan', { path: shot, contentType: 'image/png' });
});
