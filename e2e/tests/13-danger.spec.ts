import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import JSZip from 'jszip';
import {
  apiToken,
  captchaWatcher,
  ensureAdminPassword,
  fillLogin,
  md5,
  pickOption,
  showTopBarIcons,
  withDb,
} from './support';

const PASSWORD = 'Danger#2026';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('photo'),
]);
const shanghai = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });
const DAY = 86_400_000;

/** The three people of the journey: who reports, who governs (safety admin and principal), who fixes. */
const PEOPLE = {
  reporter: { account: 'e2eReporter', name: '张上报', roles: ['EMPLOYEE'], dept: '合成车间' },
  safety: { account: 'e2eSafety', name: '陈安全', roles: ['SAFETY_ADMIN', 'PRINCIPAL'], dept: '安全环保部' },
  rectifier: { account: 'e2eRectifier', name: '孙整改', roles: ['RECTIFIER'], dept: '合成车间' },
} as const;
type Who = keyof typeof PEOPLE;

test.describe.configure({ mode: 'serial' });
// Three browsers on a shared 2-core machine: a whole journey can take several minutes.
test.setTimeout(480_000);

const ids: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  await ensureAdminPassword(request);
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(md5(PASSWORD));
  await withDb(async (db) => {
    const root = (
      await db.query(`select id from calf_dept where tenant_id = '000000' and parent_id = 0 limit 1`)
    ).rows[0].id;
    let n = BigInt(Date.now()) * 1000n;
    for (const name of ['安全环保部', '合成车间']) {
      const found = await db.query(`select id from calf_dept where tenant_id = '000000' and dept_name = $1`, [
        name,
      ]);
      if (found.rowCount) ids[name] = String(found.rows[0].id);
      else {
        n += 1n;
        await db.query(
          `insert into calf_dept (id, tenant_id, parent_id, ancestors, dept_name, full_name) values ($1, '000000', $2, $3, $4, $4)`,
          [String(n), root, `0,${root}`, name],
        );
        ids[name] = String(n);
      }
    }
    // the place the dangers are found at (a danger's place must be a live place of the tenant)
    const place = await db.query(
      `select id from shtmp_place where tenant_id = '000000' and is_deleted = 0 order by id limit 1`,
    );
    if (place.rowCount) ids.place = String(place.rows[0].id);
    else {
      n += 1n;
      ids.place = String(n);
      await db.query(
        `insert into shtmp_place (id, tenant_id, parent_id, ancestors, name, place_type) values ($1, '000000', 0, '0', '一号厂房', 'AREA')`,
        [ids.place],
      );
    }
    for (const [who, p] of Object.entries(PEOPLE)) {
      const found = await db.query(`select id from calf_user where tenant_id = '000000' and account = $1`, [
        p.account,
      ]);
      if (found.rowCount) {
        ids[who] = String(found.rows[0].id);
        continue;
      }
      const roles = await db.query(
        `select id from calf_role where tenant_id = '000000' and role_alias = any($1) and is_deleted = 0`,
        [p.roles],
      );
      n += 1n;
      ids[who] = String(n);
      await db.query(
        `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
         values ($1, '000000', $2, $3, $2, $4, $5, $6)`,
        [ids[who], p.account, passwordHash, p.name, roles.rows.map((r) => r.id).join(','), ids[p.dept]],
      );
      await db.query(`insert into calf_user_dept (user_id, dept_id) values ($1, $2)`, [
        ids[who],
        ids[p.dept],
      ]);
    }
  });
});

async function tokenOf(request: APIRequestContext, who: Who) {
  const t = await apiToken(request, PEOPLE[who].account, PASSWORD);
  if (!t) throw new Error(`${who} cannot sign in`);
  return t.access_token;
}

/** A draft danger of the reporter with one photo (the area picker needs the layout module's places). */
async function draftDanger(request: APIRequestContext, title: string) {
  const token = await tokenOf(request, 'reporter');
  const headers = { 'calf-auth': `bearer ${token}` };
  const up = await request.post('/api/calf-resource/oss/endpoint/put-file-attach', {
    headers,
    multipart: { file: { name: 'before.png', mimeType: 'image/png', buffer: PNG } },
  });
  const attachId = (await up.json()).data.attachId as string;
  const res = await request.post('/api/shtmp-danger/dangerRecord/save', {
    headers,
    data: {
      title,
      description: `${title}，现场拍照上报`,
      source: 'EMPLOYEE_REPORT',
      placeId: ids.place,
      location: '一号厂房东侧',
      foundTime: shanghai(Date.now() - 2 * 3600_000),
      photoIds: [attachId],
      rectifyMode: 'DEADLINE',
    },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as { id: string; dangerNo: string };
}

/** A browser of its own per person, signed in (the shared 2-core machine may take a while to load the layout). */
async function personPage(browser: Browser, who: Who): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const captcha = captchaWatcher(page);
  await page.goto('/login');
  await fillLogin(page, captcha, PEOPLE[who].account, PASSWORD);
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  return page;
}

async function openDanger(page: Page, id: string) {
  const answer = page.waitForResponse((r) => r.url().includes(`getWithTempPictureUrl/${id}`));
  await page.goto(`/danger/detail?id=${id}`);
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByTestId('danger-detail')).toBeVisible();
}

/** Clicks an action button of the detail page and answers its dialog. */
async function act(page: Page, name: string): Promise<Locator> {
  const spaced = new RegExp(`^${name.split('').join('\\s*')}$`);
  await page.getByTestId('danger-actions').getByRole('button', { name: spaced }).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.getByTestId('action-form')).toBeVisible();
  // the dialog has finished zooming in: a click during the animation can miss its moving buttons
  // (seen once on a slow host: 确定 clicked mid-animation and nothing sent)
  await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
  return dialog;
}

async function date(dialog: Locator, label: string, value: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function finish(page: Page, dialog: Locator, status: string) {
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.danger-detail .ant-card-head').first()).toContainText(status);
}

async function confirmAs(page: Page, level: string, deadline: string) {
  const dialog = await act(page, '评估确认');
  await pickOption(page, dialog.getByLabel('隐患等级', { exact: true }), level);
  await pickOption(page, dialog.getByLabel('隐患类别', { exact: true }), '设备设施');
  await pickOption(page, dialog.getByLabel('整改部门', { exact: true }), '合成车间');
  await pickOption(page, dialog.getByLabel('整改责任人', { exact: true }), PEOPLE.rectifier.name);
  await pickOption(page, dialog.getByLabel('验收人', { exact: true }), PEOPLE.safety.name);
  await date(dialog, '整改期限', deadline);
  return dialog;
}

async function rectify(page: Page, measures: string) {
  const dialog = await act(page, '提交整改');
  await dialog.getByLabel('已采取整改措施', { exact: true }).fill(measures);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
  ).toHaveCount(1);
  await date(dialog, '整改完成时间', shanghai(Date.now() - 600_000));
  await finish(page, dialog, '待验收');
}

test('a GENERAL danger: report → confirm → rectify → reject → rectify → accept → closed', async ({
  browser,
  request,
}, info) => {
  const danger = await draftDanger(request, '配电箱门锁损坏');
  const reporter = await personPage(browser, 'reporter');
  // the draft waits on the reporter's home page
  await expect(reporter.getByTestId('danger-todo-card')).toContainText('配电箱门锁损坏');
  await reporter.getByTestId('danger-todo-card').getByText('配电箱门锁损坏').click();
  await expect(reporter.getByTestId('danger-detail')).toContainText(danger.dangerNo);
  await finish(reporter, await act(reporter, '提交'), '待评估');

  const safety = await personPage(browser, 'safety');
  await openDanger(safety, danger.id);
  await finish(
    safety,
    await confirmAs(safety, '一般事故隐患', shanghai(Date.now() + 10 * DAY).slice(0, 10)),
    '待整改',
  );

  const rectifier = await personPage(browser, 'rectifier');
  await openDanger(rectifier, danger.id);
  await rectify(rectifier, '更换门锁');

  await openDanger(safety, danger.id);
  const reject = await act(safety, '验收不通过');
  await reject.getByLabel('处理意见').fill('门锁型号不符，请更换防尘型');
  await finish(safety, reject, '待整改');

  await openDanger(rectifier, danger.id);
  await rectify(rectifier, '已更换为防尘型门锁');

  await openDanger(safety, danger.id);
  await finish(safety, await act(safety, '验收通过'), '已销号');
  const timeline = safety.getByTestId('flow-timeline');
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(6);
  await expect(timeline).toContainText('门锁型号不符');
  await info.attach('general-danger-timeline', {
    body: await safety.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('a MAJOR danger: confirm → governance plan → approval → delay applied and approved', async ({
  browser,
  request,
}, info) => {
  const danger = await draftDanger(request, '液氨储罐区可燃气体报警器失效');
  const reporter = await personPage(browser, 'reporter');
  await openDanger(reporter, danger.id);
  await finish(reporter, await act(reporter, '提交'), '待评估');
  await reporter.context().close();

  const safety = await personPage(browser, 'safety');
  await openDanger(safety, danger.id);
  const deadline = shanghai(Date.now() + 20 * DAY).slice(0, 10);
  await finish(safety, await confirmAs(safety, '重大事故隐患', deadline), '待制定治理方案');

  const rectifier = await personPage(browser, 'rectifier');
  await openDanger(rectifier, danger.id);
  const plan = await act(rectifier, '提交治理方案');
  for (const [label, value] of [
    ['治理的目标和任务', '恢复储罐区可燃气体检测报警功能'],
    ['采取的方法和措施', '更换报警探头并联调DCS'],
    ['经费和物资的落实', '安全费用列支5万元'],
    ['负责治理的机构和人员', '设备部仪表班'],
    ['治理的时限和要求', '20日内完成'],
    ['安全措施和应急预案', '治理期间人工巡检每2小时一次，配置便携式检测仪'],
    ['临时管控措施', '储罐区禁止动火，人工巡检'],
  ])
    await plan.getByLabel(label, { exact: true }).fill(value);
  await plan.getByRole('button', { name: /确\s*定/ }).click();
  await expect(plan).toBeHidden();

  await openDanger(safety, danger.id);
  await finish(safety, await act(safety, '批准治理方案'), '待整改');

  await openDanger(rectifier, danger.id);
  await rectifier.getByRole('button', { name: '申请延期' }).click();
  const apply = rectifier.locator('.ant-modal:visible');
  await date(apply, '申请延期至', shanghai(Date.now() + 35 * DAY).slice(0, 10));
  await apply.getByLabel('延期原因', { exact: true }).fill('报警探头到货延迟');
  await apply.getByLabel('临时管控措施', { exact: true }).fill('增加巡检频次');
  await apply.getByRole('button', { name: /确\s*定/ }).click();
  await expect(apply).toBeHidden();

  await openDanger(safety, danger.id);
  await safety.getByRole('button', { name: '批准延期' }).click();
  const approve = safety.locator('.ant-modal:visible');
  await approve.getByRole('button', { name: /确\s*定/ }).click();
  await expect(approve).toBeHidden();
  await expect(safety.getByTestId('danger-detail')).toContainText(
    shanghai(Date.now() + 35 * DAY).slice(0, 10),
  );
  await info.attach('major-danger-timeline', {
    body: await safety.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('a notice: created from the ledger selection, issued, downloaded as Word, revoked', async ({
  browser,
  request,
}) => {
  const danger = await draftDanger(request, '消防通道堆放杂物');
  const headers = (token: string) => ({ 'calf-auth': `bearer ${token}` });
  const reporterToken = await tokenOf(request, 'reporter');
  const version = async (token: string) =>
    (
      await (
        await request.get(`/api/shtmp-danger/dangerRecord/get/${danger.id}`, { headers: headers(token) })
      ).json()
    ).data.version as number;
  await request.post('/api/shtmp-danger/dangerRecord/process', {
    headers: headers(reporterToken),
    data: { id: danger.id, version: await version(reporterToken), action: 'SUBMIT' },
  });
  const safetyToken = await tokenOf(request, 'safety');
  const deadline = shanghai(Date.now() + 7 * DAY).slice(0, 10);
  const confirmed = await request.post('/api/shtmp-danger/dangerRecord/process', {
    headers: headers(safetyToken),
    data: {
      id: danger.id,
      version: await version(safetyToken),
      action: 'CONFIRM',
      level: 'GENERAL',
      category: 'FIRE_EMERGENCY',
      rectifyDeptId: ids['合成车间'],
      rectifyUserId: ids.rectifier,
      acceptUserId: ids.safety,
      originalDeadline: deadline,
    },
  });
  expect((await confirmed.json()).code).toBe(200);

  const safety = await personPage(browser, 'safety');
  await safety.goto('/danger/dangerRecord?tab=open');
  const row = safety.locator('.ant-table-row', { hasText: danger.dangerNo });
  await row.locator('.ant-checkbox-input').check();
  const created = safety.waitForResponse((r) => r.url().includes('rectificationNotice'), { timeout: 60_000 });
  await safety.getByRole('button', { name: '下发整改通知书' }).click();
  const answer = await created;
  expect((await answer.json()).code, await answer.text()).toBe(200);
  // The notice page is loaded lazily: slow on the shared machine.
  await expect(safety.getByTestId('notice-page')).toBeVisible({ timeout: 30_000 });
  const notice = safety.getByTestId('notice-page').locator('.ant-table-row').first();
  await expect(notice).toContainText('草稿');
  await notice.getByRole('button', { name: /签\s*发/ }).click();
  await safety
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(notice).toContainText('已签发');

  const [download] = await Promise.all([
    safety.waitForEvent('download'),
    notice.getByRole('button', { name: /下\s*载/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/ZGTZ-\d{4}-\d{4}\.docx$/);
  const zip = await JSZip.loadAsync(await (await download.createReadStream()).toArray().then(Buffer.concat));
  const xml = await zip.file('word/document.xml')!.async('string');
  expect(xml).toContain(danger.dangerNo);
  expect(xml).toContain('合成车间');
  // the danger's current deadline; people by their real names, never their sign-in accounts
  expect(xml).toContain(deadline);
  expect(xml).toContain(PEOPLE.safety.name);
  expect(xml).not.toContain(PEOPLE.safety.account);

  await notice.getByRole('button', { name: /撤\s*回/ }).click();
  const revoke = safety.locator('.ant-modal:visible');
  await revoke.getByLabel('处理意见').fill('通知对象有误，重新下发');
  await revoke.getByRole('button', { name: /确\s*定/ }).click();
  await expect(notice).toContainText('已撤回');
  const after = await (
    await request.get(`/api/shtmp-danger/dangerRecord/get/${danger.id}`, { headers: headers(safetyToken) })
  ).json();
  expect(after.data.noticeId).toBeNull();
});

test('A reports a danger: the safety admin’s bell lights, the message opens the danger', async ({
  browser,
  request,
}) => {
  const danger = await draftDanger(request, '消防水带破损');
  // B starts with nothing unread (earlier journeys left messages).
  const read = await request.post('/api/shtmp-notify/notifyMessage/read-all', {
    headers: { 'calf-auth': `bearer ${await tokenOf(request, 'safety')}` },
  });
  expect((await read.json()).code).toBe(200);
  const safety = await personPage(browser, 'safety');
  await showTopBarIcons(safety, ['notice']);
  const dot = safety.getByTestId('notice-dot').locator('.ant-badge-dot');
  await expect(dot).toHaveCount(0);

  const reporter = await personPage(browser, 'reporter');
  await openDanger(reporter, danger.id);
  await finish(reporter, await act(reporter, '提交'), '待评估');

  // B has not reloaded: the push lights the dot.
  await safety.bringToFront();
  await expect(dot).toBeVisible({ timeout: 5000 });
  await safety.getByTestId('topbar-notice').click();
  const item = safety
    .getByTestId('notice-popover')
    .getByTestId('notice-item')
    .filter({ hasText: '消防水带破损' });
  await expect(item).toContainText('未读');
  await item.click();
  await expect(safety).toHaveURL(new RegExp(`/danger/detail\\?id=${danger.id}$`));
  await expect(safety.getByTestId('danger-detail')).toContainText(danger.dangerNo);
  await expect(dot).toHaveCount(0);
});

/** Runs a row operation of a list: its link button, or the item of the row's 更多 menu. */
async function rowAct(page: Page, row: Locator, name: string) {
  // a button's name may hold its icon's ("edit 编辑")
  const spaced = new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`);
  const button = row.getByRole('button', { name: spaced });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /更\s*多/ }).click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: name }).click();
  }
}

test('a MAJOR danger reported to the authority (16号令 §20): report → approval → listed supervision → removal', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const danger = await draftDanger(request, '甲醇罐区呼吸阀失效');
  const reporter = await personPage(browser, 'reporter');
  await openDanger(reporter, danger.id);
  await finish(reporter, await act(reporter, '提交'), '待评估');
  await reporter.context().close();
  const safety = await personPage(browser, 'safety');
  await openDanger(safety, danger.id);
  await finish(
    safety,
    await confirmAs(safety, '重大事故隐患', shanghai(Date.now() + 30 * DAY).slice(0, 10)),
    '待制定治理方案',
  );

  // the confirmation opened the report's draft: the safety administrator completes it
  await safety.goto('/danger/dangerMajorReport');
  const row = safety.locator('.page-host:not([hidden]) .ant-table-row', { hasText: danger.dangerNo });
  await expect(row).toContainText('草稿', { timeout: 30_000 });
  await rowAct(safety, row, '编辑');
  const form = safety.locator('.ant-modal:visible');
  await form.getByLabel('报告对象（监管部门）', { exact: true }).fill('市应急管理局');
  for (const [label, value] of [
    ['治理的目标和任务', '恢复甲醇储罐呼吸阀功能，消除超压风险'],
    ['采取的方法和措施', '更换呼吸阀与阻火器，增设压力远传'],
    ['经费和物资的落实', '安全生产费用列支8万元'],
    ['负责治理的机构和人员', '设备维修部仪表班，安全环保部监督'],
    ['治理的时限和要求', '30日内完成并组织验收'],
    ['安全措施和应急预案', '治理期间禁止装卸作业，储罐区设警戒并配置应急物资'],
  ])
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: /保\s*存|修\s*改/ }).click();
  await expect(form).toBeHidden();

  const step = async (name: string, fill?: (dialog: Locator) => Promise<void>) => {
    await rowAct(safety, row, name);
    const dialog = safety.locator('.ant-modal:visible');
    await expect(dialog.getByTestId('action-form')).toBeVisible();
    await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
    await fill?.(dialog);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
  };
  await step('提交审批');
  await expect(row).toContainText('待主要负责人审批');
  // the principal (this account holds the role too) approves: the report is sent
  await step('批准报送');
  await expect(row).toContainText('已报告');
  await step('登记挂牌督办', async (dialog) => {
    await dialog.getByLabel('督办单位', { exact: true }).fill('市应急管理局');
    await dialog.getByLabel('督办文号', { exact: true }).fill('应急督〔2026〕12号');
    await date(dialog, '督办期限', shanghai(Date.now() + 40 * DAY).slice(0, 10));
  });
  await expect(row).toContainText('挂牌督办中');

  // removal only after the danger's acceptance (the rectification is the journeys above)
  await withDb((db) =>
    db.query(`update danger_record set status = 'CLOSED', close_time = now() where id = $1`, [danger.id]),
  );
  await safety.reload();
  await expect(row).toContainText('挂牌督办中', { timeout: 30_000 });
  await step('申请销号');
  await expect(row).toContainText('销号待批');
  await step('登记销号审批结果', async (dialog) => {
    await pickOption(safety, dialog.getByLabel('销号审批结果', { exact: true }), '同意/通过');
    await date(dialog, '销号审批日期', shanghai(Date.now()).slice(0, 10));
  });
  await expect(row).toContainText('已销号');

  // every step on the danger's timeline
  const detail = await (
    await request.get(`/api/shtmp-danger/dangerRecord/get/${danger.id}`, {
      headers: { 'calf-auth': `bearer ${await tokenOf(request, 'safety')}` },
    })
  ).json();
  const actions = (detail.data.flowLogs as { action: string }[]).map((l: { action: string }) => l.action);
  for (const a of [
    'MAJOR_REPORT_SUBMIT',
    'MAJOR_REPORT_APPROVE',
    'MAJOR_SUPERVISE',
    'MAJOR_REMOVAL_APPLY',
    'MAJOR_REMOVAL_APPROVED',
  ])
    expect(actions, a).toContain(a);
});
