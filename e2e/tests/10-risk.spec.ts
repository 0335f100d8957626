import { expect, type Page, test } from '@playwright/test';
import { closeOpenSelect, ensureAdminPassword, openMenu, pickOption, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const toolbar = (page: Page) => page.locator('.page-host:not([hidden]) .crud-toolbar').first();
const rowWith = (page: Page, text: string) =>
  page.locator('.page-host:not([hidden]) .ant-table-row', { hasText: text });

/** A row action: a text button, or an entry of the row's 'more' menu when the row has many. */
async function rowAction(page: Page, text: string, action: string) {
  const row = rowWith(page, text);
  await expect(row.getByRole('button', { name: /查\s*看/ })).toBeVisible();
  const direct = row.getByRole('button', { name: action });
  if (await direct.count()) return direct.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: action }).click();
}

test('risk grading journey: point, JHA with live colours, SCL, measures, controls, review, public card', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(480_000);
  // a name unique to the run: a retry must not meet the first try's point
  const stamp = Date.now().toString().slice(-4);
  const POINT = `二号合成车间投料区${stamp}`;
  const JOB = `人工投料${stamp}`;
  const DEVICE = `2#反应釜${stamp}`;
  await ensureAdminPassword(request);
  await signIn(page);

  // 1. a risk point
  await openMenu(page, '风险分级管控', '/risk/riskPointType');
  await toolbar(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('风险点名称').fill(POINT);
  await pickOption(page, dialog.getByLabel('风险点类别'), '设施/部位/场所/区域');
  await pickOption(page, dialog.getByLabel('责任部门'), '双重预防示范企业');
  await pickOption(page, dialog.getByLabel('责任人', { exact: true }), '管理员');
  await dialog.getByLabel('应急处置措施').fill('立即停止投料，撤离至上风向');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  // the demo plant fills the first page (sorted by code): find the new point by its name
  const search = page.locator('.page-host:not([hidden]) .crud-search');
  await search.getByLabel('风险点名称').fill(POINT);
  await expect(search.getByLabel('风险点名称')).toHaveValue(POINT);
  // the search the button sends, answered, before the row is looked for
  const searched = page.waitForResponse(
    (r) => r.url().includes('/riskPointType/page') && (r.request().postData() ?? '').includes(stamp),
  );
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await searched;
  await expect(rowWith(page, POINT)).toContainText(/FXD-\d{4}/);

  // 2. a JHA with three steps, the colour changing while the user types
  await openMenu(page, '风险分级管控', '/risk/riskJobActivity');
  await toolbar(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByLabel('所属风险点'), POINT);
  await dialog.getByLabel('作业活动名称').fill(JOB);
  await pickOption(page, dialog.getByLabel('涉及岗位'), '首席执行官');
  await closeOpenSelect(page);
  await pickOption(page, dialog.getByLabel('常规/非常规'), '常规作业');
  await pickOption(page, dialog.getByLabel('所属部门'), '双重预防示范企业');
  await pickOption(page, dialog.getByLabel('分析人'), '管理员');
  await closeOpenSelect(page);
  await dialog.getByLabel('分析日期').click();
  await page
    .locator(
      '.ant-picker-dropdown:visible .ant-picker-today-btn, .ant-picker-dropdown:visible td.ant-picker-cell-today',
    )
    .first()
    .click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  await rowAction(page, JOB, '危害分析');
  const drawer = page.getByRole('dialog', { name: JOB });
  const steps: [string, string, string, string, string][] = [
    ['开启人孔', '3', '6', '7', 'GENERAL'],
    ['投加固体物料', '1', '6', '3', 'LOW'],
    ['升温反应', '6', '6', '15', 'MAJOR'],
  ];
  for (const [name, l, e, c, level] of steps) {
    await drawer.getByRole('button', { name: '新增分析行' }).click();
    const editor = page.getByRole('dialog', { name: '新增分析行' });
    await pickOption(page, editor.getByLabel('危险有害因素类别（GB/T 13861）'), '化学性');
    await editor.getByLabel('作业步骤').fill(name);
    await editor.getByLabel('危险源或潜在事件').fill(`${name}时物料喷溅`);
    await pickOption(page, editor.getByLabel('可能导致的事故类型（GB 6441）'), '灼烫');
    await closeOpenSelect(page);
    await editor.locator('textarea').first().fill('严格执行操作规程');
    const result = editor.getByTestId('risk-eval-result');
    await expect(result).toHaveAttribute('data-level', '');
    await pickOption(page, editor.getByLabel('L', { exact: true }), new RegExp(`^${l} `));
    await pickOption(page, editor.getByLabel('E', { exact: true }), new RegExp(`^${e} `));
    await pickOption(page, editor.getByLabel('C', { exact: true }), new RegExp(`^${c} `));
    await expect(result).toHaveAttribute('data-level', level);
    await editor.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
  }
  await expect(drawer.locator('.ant-table-row')).toHaveCount(3);
  await expect(drawer.locator('[data-level="MAJOR"]')).toHaveCount(1);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(rowWith(page, JOB).locator('[data-level="MAJOR"]')).toBeVisible();
  // 查看 shows the header and, under it, the analysis read-only (issue #34 item 4)
  await rowWith(page, JOB)
    .getByRole('button', { name: /查\s*看/ })
    .click();
  const view = page.getByRole('dialog', { name: '作业活动 · 查看' });
  await expect(view.locator('.ant-descriptions')).toContainText(JOB);
  const analysis = view.locator('.risk-analysis-table .ant-table-row');
  await expect(analysis).toHaveCount(3);
  await expect(analysis.first()).toContainText('3×6×7 = 126');
  await expect(view.getByRole('button', { name: '新增分析行' })).toHaveCount(0);
  await view.getByRole('button', { name: '关闭' }).click();

  // 3. an SCL with two LS lines, the matrix cell highlighted
  await openMenu(page, '风险分级管控', '/risk/riskDeviceFacility');
  await toolbar(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByLabel('所属风险点'), POINT);
  await dialog.getByLabel('设备设施名称').fill(DEVICE);
  await pickOption(page, dialog.getByLabel('设备类别'), '生产设备');
  await pickOption(page, dialog.getByLabel('使用部门'), '双重预防示范企业');
  await pickOption(page, dialog.getByLabel('分析人'), '管理员');
  await closeOpenSelect(page);
  await dialog.getByLabel('分析日期').click();
  await page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today').first().click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await rowAction(page, DEVICE, '检查表分析');
  for (const [project, l, s, level] of [
    ['安全阀', '2', '5', 'GENERAL'],
    ['传动部位', '2', '2', 'LOW'],
  ]) {
    await page.getByRole('dialog', { name: DEVICE }).getByRole('button', { name: '新增分析行' }).click();
    const editor = page.getByRole('dialog', { name: '新增分析行' });
    await pickOption(page, editor.getByLabel('危险有害因素类别（GB/T 13861）'), '物理性');
    await editor.getByLabel('检查项目（部位）').fill(project);
    await editor.getByLabel('检查标准').fill(`${project}完好有效`);
    await editor.getByLabel('不符合标准情况及后果').fill(`${project}失效`);
    await pickOption(page, editor.getByLabel('可能导致的事故类型（GB 6441）'), '机械伤害');
    await closeOpenSelect(page);
    await editor.locator('textarea').nth(3).fill('定期检查维护');
    await pickOption(page, editor.getByLabel('可能性 L'), new RegExp(`^${l} `));
    await pickOption(page, editor.getByLabel('严重性 S'), new RegExp(`^${s} `));
    await expect(editor.getByTestId('risk-eval-result')).toHaveAttribute('data-level', level);
    await expect(editor.locator('.risk-matrix td[data-current]')).toHaveText(String(Number(l) * Number(s)));
    await editor.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
  }
  await page.getByRole('dialog', { name: DEVICE }).getByRole('button', { name: '关闭' }).click();
  await expect(rowWith(page, DEVICE).locator('[data-level="GENERAL"]')).toBeVisible();

  // 4. a manual measure and the control levels (cascade from WORKSHOP would be refused with a gap)
  await openMenu(page, '风险分级管控', '/risk/riskControlMeasure');
  await toolbar(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByLabel('所属风险点'), POINT);
  await pickOption(page, dialog.getByLabel('措施类别'), '应急处置措施');
  await dialog.getByLabel('措施内容').fill('配置洗眼器和应急喷淋');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  await openMenu(page, '风险分级管控', '/risk/riskPointControl');
  for (const level of ['岗位级', '班组级', '车间级', '部门级（部室）', '公司级']) {
    await toolbar(page)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByLabel('所属风险点'), POINT);
    await pickOption(page, dialog.getByLabel('管控层级'), level);
    await pickOption(page, dialog.getByLabel('管控部门'), '双重预防示范企业');
    await pickOption(page, dialog.getByLabel('管控责任人'), '管理员');
    await pickOption(page, dialog.getByLabel('检查周期'), '每天');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('新增成功').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // 5. submit the point for review and approve it
  await openMenu(page, '风险分级管控', '/risk/riskPointType');
  await rowAction(page, POINT, '提交评审');
  dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByTestId('risk-reviewers'), '管理员');
  await closeOpenSelect(page);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已提交评审')).toBeVisible();
  await openMenu(page, '风险分级管控', '/risk/riskPointTypeReview');
  await rowAction(page, POINT, '评审');
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('评审意见').fill('辨识全面，同意');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(rowWith(page, POINT)).toContainText('已通过');

  // 6. the QR card opens in a fresh browser context without signing in; it shows the approved
  // version. The point's accident types are the union of its analysed lines'.
  await openMenu(page, '风险分级管控', '/risk/riskPointType');
  await expect(rowWith(page, POINT)).toContainText('灼烫');
  await expect(rowWith(page, POINT)).toContainText('机械伤害');
  await rowAction(page, POINT, '二维码');
  const link = page.getByTestId('risk-card-url');
  await expect(link).toContainText('/card/');
  const url = (await link.textContent())!.trim();
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await guest.newPage();
  await phone.goto(url);
  await expect(phone.getByTestId('risk-card')).toContainText(POINT);
  await expect(phone.getByTestId('risk-card')).toContainText('立即停止投料');
  await expect(phone.getByTestId('risk-card')).toContainText('配置洗眼器和应急喷淋');
  await expect(phone.getByTestId('risk-card-version')).toContainText('第1版');
  await phone.waitForLoadState('networkidle');
  await expect(phone).toHaveURL(/\/card\//);
  await expect(phone.getByTestId('risk-card')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('risk-card.png') });
  await guest.close();
});
