import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  apiToken,
  ensureAdminPassword,
  openMenu,
  pickOption,
  signIn,
  withDb,
} from './support';

test.describe.configure({ mode: 'serial' });

const SITE_PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600" width="1000" height="600">
  <rect width="1000" height="600" fill="#f6f3ec"/>
  <rect x="60" y="60" width="360" height="240" fill="#e6e0d2" stroke="#555"/>
  <rect x="560" y="60" width="360" height="240" fill="#e6e0d2" stroke="#555"/>
  <text x="240" y="330" font-size="22" text-anchor="middle">一车间</text>
  <text x="740" y="330" font-size="22" text-anchor="middle">罐区</text>
</svg>`;

type Api = { post: (url: string, data: unknown) => Promise<{ code: number; data: Record<string, unknown> }> };

async function api(request: APIRequestContext): Promise<Api> {
  const token = (await apiToken(request, 'admin', ADMIN_PASSWORD))!.access_token;
  return {
    post: async (url, data) =>
      (await request.post(`/api${url}`, { data, headers: { 'calf-auth': `bearer ${token}` } })).json(),
  };
}

/** The admin's id and first department. */
const adminOf = () =>
  withDb(async (db) => {
    const { rows } = await db.query(
      "select id::text as id, split_part(dept_id, ',', 1) as dept from calf_user where tenant_id = '000000' and account = 'admin'",
    );
    return rows[0] as { id: string; dept: string };
  });

/** The RGB of the shapes layer at a point of the map canvas (relative 0–1 coordinates). */
async function mapColour(page: Page, x: number, y: number): Promise<[number, number, number, number]> {
  return page.evaluate(
    ([rx, ry]) => {
      const canvases = document.querySelectorAll<HTMLCanvasElement>('[data-testid="risk-map"] canvas');
      const shapes = canvases[canvases.length - 1];
      const ctx = shapes.getContext('2d')!;
      const px = Math.round(rx * shapes.width);
      const py = Math.round(ry * shapes.height);
      return Array.from(ctx.getImageData(px, py, 1, 1).data) as [number, number, number, number];
    },
    [x, y],
  );
}

/** Clicks the map canvas at relative coordinates. */
async function clickMap(page: Page, x: number, y: number) {
  const box = (await page.getByTestId('risk-map').boundingBox())!;
  await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
}

test.beforeEach(async ({ page, request }) => {
  await ensureAdminPassword(request);
  await signIn(page);
});

test('upload a site plan, draw two places, place points and see the colours follow a risk re-evaluation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString().slice(-5);
  const client = await api(request);
  const admin = await adminOf();
  // names unique to the run: a retry must draw its own places, not the first try's (already red)
  const shopName = `E2E一车间${stamp}`;
  const tankName = `E2E罐区${stamp}`;
  const shop = await client.post('/shtmp-layout/place/save', { name: shopName, placeType: 'BUILDING' });
  const tank = await client.post('/shtmp-layout/place/save', { name: tankName, placeType: 'AREA' });
  expect(shop.code).toBe(200);
  const risk = await client.post('/shtmp-risk/riskPointType/save', {
    name: `E2E反应釜区域${stamp}`,
    category: 'FACILITY_AREA',
    deptId: admin.dept,
    responsibleUserId: admin.id,
    evalMethod: 'LEC',
    enableStatus: 'ENABLED',
  });
  expect(risk.code, JSON.stringify(risk)).toBe(200);
  const riskId = String(risk.data.id);
  const setLevel = (level: string) =>
    client.post('/shtmp-risk/riskPointType/override', {
      id: riskId,
      riskLevelOverride: true,
      overrideLevel: level,
      overrideReason: 'E2E 直接判定',
    });
  expect((await setLevel('LOW')).code).toBe(200);
  for (const [name, placeId] of [
    [`E2E釜顶点位${stamp}`, shop.data.id],
    [`E2E罐区点位${stamp}`, tank.data.id],
  ] as const) {
    const point = await client.post('/shtmp-check/checkRiskPoint/save', {
      name,
      pointKind: 'NORMAL',
      riskPointTypeId: riskId,
      placeId,
      deptId: admin.dept,
      responsibleUserId: admin.id,
      enableStatus: 'ENABLED',
    });
    expect(point.code, JSON.stringify(point)).toBe(200);
  }
  // the points copy the risk point's level once it is judged again
  expect((await setLevel('LOW')).code).toBe(200);

  await openMenu(page, '场所布局', '/layout/tenantLayout');
  // the demo plant has a plan already: the new upload becomes the one shown
  await expect(page.getByTestId('upload-plan')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'E2E厂区平面图.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SITE_PLAN) });
  await expect(page.getByTestId('risk-map')).toBeVisible();
  // it becomes the tenant's default, so a reload shows it again
  await page.getByRole('button', { name: '设为默认' }).click();
  await expect(page.getByRole('button', { name: '设为默认' })).toBeHidden();

  // draw the two places on the canvas: click vertices, drag one, save
  for (const [name, x0] of [
    [shopName, 0.06],
    [tankName, 0.56],
  ] as const) {
    await pickOption(page, page.getByLabel('绘制区域'), name, {
      until: page.getByText('在图上单击添加顶点'),
    });
    for (const [x, y] of [
      [x0, 0.1],
      [x0 + 0.36, 0.1],
      [x0 + 0.36, 0.5],
      [x0, 0.5],
    ])
      await clickMap(page, x, y);
    await page.getByRole('button', { name: '保存轮廓' }).click();
    await expect(page.getByText('已保存').first()).toBeVisible();
  }

  // drop the points on the map itself
  for (const [label, x] of [
    [`E2E釜顶点位${stamp}`, 0.2],
    [`E2E罐区点位${stamp}`, 0.75],
  ] as const) {
    // the demo plant's points fill the list: search for the one wanted
    await pickOption(page, page.getByLabel('放置点位'), label, {
      until: page.getByText('在图上单击放置所选点位'),
    });
    await clickMap(page, x, 0.3);
    await page.getByRole('button', { name: /取\s*消/ }).click();
  }

  // LOW → blue fill (35 % over the plan)
  await expect.poll(async () => (await mapColour(page, 0.15, 0.42))[2]).toBeGreaterThan(150);
  await page.screenshot({ path: testInfo.outputPath('map-low.png'), fullPage: true });

  // the risk is judged again as MAJOR: both places turn red
  expect((await setLevel('MAJOR')).code).toBe(200);
  await page.reload();
  await expect(page.getByTestId('risk-map')).toBeVisible();
  await expect
    .poll(async () => {
      const [r, g, b] = await mapColour(page, 0.15, 0.42);
      return r > 180 && g < 100 && b < 100;
    })
    .toBe(true);
  const [r, , b] = await mapColour(page, 0.65, 0.42);
  expect(r).toBeGreaterThan(180);
  expect(b).toBeLessThan(100);
  await page.screenshot({ path: testInfo.outputPath('map-major.png'), fullPage: true });
  await testInfo.attach('four-colour map after re-evaluation', {
    path: testInfo.outputPath('map-major.png'),
    contentType: 'image/png',
  });

  // clicking a place shows its points
  await clickMap(page, 0.3, 0.45);
  await expect(page.getByTestId('place-overview')).toContainText(`E2E釜顶点位${stamp}`);
});

test('a certificate that expires in 10 days is flagged as expiring', async ({ page }) => {
  const today = new Date(Date.now() + 8 * 3600_000);
  const plus = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await openMenu(page, '教育培训', '/education/qualificationRecord');
  await page
    .locator('.crud-toolbar')
    .first()
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.getByRole('dialog');
  const choose = (label: string, option: string) => pickOption(page, dialog.getByLabel(label), option);
  await choose('持证人', '管理员');
  await choose('证书类型', '特种作业操作证');
  await choose('作业类别', '电工作业');
  // a number unique to the run (a retry must not meet the first try's certificate)
  const number = `E2E-T-${Date.now().toString().slice(-6)}`;
  await dialog.getByLabel('证书编号').fill(number);
  for (const [label, value] of [
    ['初领日期', plus(-2000)],
    ['有效期至', plus(10)],
  ]) {
    await dialog.getByLabel(label).fill(value);
    await dialog.getByLabel(label).press('Enter');
  }
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.locator('.page-host:not([hidden]) .ant-table-row', { hasText: number });
  await expect(row.locator('[data-cert-status="EXPIRING"]')).toHaveText('即将到期');
});

test('the location picker says when no map tiles are reachable and takes coordinates instead', async ({
  page,
}) => {
  await openMenu(page, '场所布局', '/layout/place');
  await page
    .locator('.crud-toolbar')
    .first()
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('地图瓦片不可用')).toBeVisible();
  await dialog.getByLabel('区域名称').fill(`E2E室外装车台${Date.now().toString().slice(-5)}`);
  await pickOption(page, dialog.getByLabel('区域类型'), '区域/装置');
  await dialog.getByLabel('地理位置').fill('31.230416,121.473701');
  await expect(dialog.getByLabel('地理位置')).toHaveValue('31.230416,121.473701');
  await expect(dialog.getByLabel('区域名称')).toHaveValue(/^E2E室外装车台/);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the investment page charts the year by category', async ({ page, request }) => {
  const client = await api(request);
  const admin = await adminOf();
  const year = new Date().getFullYear();
  const stamp = Date.now().toString().slice(-5); // a retry meets its own rows only
  for (const [itemName, category, plannedAmount, actualAmount] of [
    [`E2E防爆风机更换${stamp}`, 'PROTECTION_FACILITY', 80000, 50000],
    [`E2E劳保用品${stamp}`, 'PPE', 30000, 30000],
  ] as const) {
    const res = await client.post('/shtmp-education/investmentPlan/save', {
      year,
      itemName,
      category,
      deptId: admin.dept,
      plannedAmount,
      actualAmount,
      planStatus: 'IN_PROGRESS',
    });
    expect(res.code, JSON.stringify(res)).toBe(200);
  }
  await openMenu(page, '教育培训', '/education/investmentPlan');
  await expect(page.getByText(`${year} 年度安全投入`)).toBeVisible();
  // the year's rate includes the demo plant's plans; the two rows above are checked one by one
  await expect(page.locator('.page-host:not([hidden]) .ant-statistic', { hasText: '执行率' })).toContainText(
    /\d+(\.\d)?%/,
  );
  await expect(page.locator('.page-host:not([hidden]) .echarts-for-react canvas').first()).toBeVisible();
  await expect(
    page.locator('.page-host:not([hidden]) .ant-table-row', { hasText: `E2E防爆风机更换${stamp}` }),
  ).toContainText('62.5%');
});
