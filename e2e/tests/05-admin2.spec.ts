import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiToken, ensureAdminPassword, openMenu, signIn } from './support';

/** Calls the API as the admin and returns the envelope's data (fails the test on a non-200 code). */
async function adminApi(request: APIRequestContext, method: 'get' | 'post', url: string, init: object = {}) {
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const res = await request[method](`/api${url}`, {
    headers: { 'calf-auth': `bearer ${token!.access_token}` },
    ...init,
  });
  const body = await res.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * Enables a configuration row (row action, possibly under 更多) and waits for its tag; retried,
 * because under load a click can land while the dropdown or the confirm is still animating.
 */
async function enableRow(page: Page, row: Locator) {
  await expect(async () => {
    const direct = row.getByRole('button', { name: '启用' });
    if (await direct.isVisible()) await direct.click({ timeout: 2000 });
    else {
      await row.getByRole('button', { name: /更\s*多/ }).click({ timeout: 2000 });
      await page
        .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
        .getByRole('menuitem', { name: '启用' })
        .click({ timeout: 2000 });
    }
    await page
      .getByRole('button', { name: /确\s*定|OK/ })
      .last()
      .click({ timeout: 2000 });
    await expect(row).toContainText('已启用', { timeout: 3000 });
  }).toPass({ timeout: 20000 });
}

const host = (page: Page) => page.locator('.page-host:not([hidden])');
const rowWith = (page: Page, text: string | RegExp) =>
  host(page).locator('.ant-table-row', { hasText: text });

test.beforeEach(async ({ page, request }) => {
  await ensureAdminPassword(request);
  await signIn(page);
});

test('a new item of dictionary notice appears in the notice category select; rich text is kept', async ({
  page,
  request,
}) => {
  const parents = await adminApi(request, 'get', '/calf-system/dict/parent-list', {
    params: { code: 'notice', current: 1, size: 10 },
  });
  const parent = parents.records.find((r: { code: string }) => r.code === 'notice');
  await adminApi(request, 'post', '/calf-system/dict/submit', {
    data: {
      code: 'notice',
      parentId: parent.id,
      dictKey: '97',
      dictValue: 'E2E演练通知',
      sort: 97,
      isSealed: 0,
    },
  });

  await openMenu(page, '工作台', '/desk/notice');
  await host(page)
    .locator('.crud-toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('通知标题').fill('E2E 演练安排');
  await dialog.getByLabel('通知类型').click();
  await page.locator('.ant-select-item-option', { hasText: 'E2E演练通知' }).click();
  await dialog.getByLabel('发布时间').fill('2026-01-01 09:00:00');
  await dialog.getByLabel('发布时间').press('Enter');
  const editor = dialog.locator('.tiptap');
  await editor.click();
  await page.keyboard.type('明天 ');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('九点');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  await rowWith(page, 'E2E 演练安排')
    .getByRole('button', { name: /查\s*看/ })
    .click();
  const html = page.getByRole('dialog').getByTestId('notice-html');
  await expect(html.locator('strong')).toHaveText('九点');
  await expect(rowWith(page, 'E2E 演练安排')).toContainText('E2E演练通知');
});

test('upload an avatar on the user info page to local storage', async ({ page }) => {
  await page.goto('/info/index');
  // the profile loads first and fills the form; uploading before that would be overwritten
  await page.waitForLoadState('networkidle');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('profile-form').locator('input[type=file]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const img = page.getByTestId('profile-form').locator('img[src*="/calf-resource/oss/endpoint/file/"]');
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src'))!;
  const file = await page.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
});

test('switch the active storage to an S3-compatible server, then upload an avatar into it', async ({
  page,
  request,
}) => {
  const { default: S3rver } = await import('s3rver');
  const dir = mkdtempSync(join(tmpdir(), 'dp-e2e-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'dp-e2e' }],
  });
  const { port } = await s3.run();
  try {
    // s3rver listens on loopback: the platform administrator names it in the outbound allow-list.
    const params = await adminApi(request, 'post', '/calf-system/param/page', {
      data: { paramKey_like: 'net.allowHosts', current: 1, size: 10 },
    });
    const allow = params.records.find((p: { paramKey: string }) => p.paramKey === 'net.allowHosts');
    const hosts = `127.0.0.1:${port}`;
    await adminApi(request, 'post', '/calf-system/param/submit', {
      data: allow
        ? { id: allow.id, paramValue: hosts }
        : { paramName: '出站连接允许的内网主机', paramKey: 'net.allowHosts', paramValue: hosts },
    });
    const code = `e2e-s3-${Date.now()}`;
    await adminApi(request, 'post', '/calf-resource/oss/submit', {
      data: {
        category: 1,
        ossCode: code,
        endpoint: `http://127.0.0.1:${port}`,
        bucketName: 'dp-e2e',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
      },
    });
    await openMenu(page, '资源管理', '/resource/oss');
    const row = rowWith(page, code);
    await enableRow(page, row);

    await page.goto('/info/index');
    await page.waitForLoadState('networkidle');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('profile-form')
      .locator('input[type=file]')
      .setInputFiles({ name: 'avatar-s3.png', mimeType: 'image/png', buffer: png });
    const img = page.getByTestId('profile-form').locator('img[src*="/calf-resource/oss/endpoint/file/"]');
    await expect(img).toBeVisible();
    const served = await page.request.get((await img.getAttribute('src'))!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);
    // the object really lives in the S3-compatible server's bucket
    const stored = readdirSync(join(dir, 'dp-e2e'), { recursive: true }).map(String);
    expect(stored.some((f) => f.endsWith('.png._S3rver_object'))).toBe(true);
  } finally {
    // back to local storage for the specs that follow
    await adminApi(request, 'post', '/calf-resource/oss/submit', {
      data: { category: 5, ossCode: `e2e-local-${Date.now()}` },
    })
      .then(async (cfg: { id?: string }) => {
        if (cfg?.id) await adminApi(request, 'post', `/calf-resource/oss/enable/${cfg.id}`);
      })
      .catch(() => {});
    await s3.close();
  }
});

test('send an SMS with the record-only driver and find it in the sent list', async ({ page, request }) => {
  await adminApi(request, 'post', '/calf-resource/sms/submit', {
    data: { category: 5, smsCode: 'e2e-record', templateId: 'T-E2E', signName: '双重预防' },
  });
  await openMenu(page, '资源管理', '/resource/sms');
  const row = rowWith(page, 'e2e-record');
  // view, edit, delete come first: enable and send test sit in the 'more' menu
  const more = async (item: string) => {
    await row.getByRole('button', { name: /更\s*多/ }).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: item })
      .click();
  };
  await enableRow(page, row);

  await more('发送测试');
  const dialog = page.getByRole('dialog', { name: /发送测试短信/ });
  await dialog.getByLabel('手机号码').fill('1380013800');
  await dialog.getByLabel('模板参数').focus();
  await expect(dialog.getByText('手机号码长度不为11位')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13800138000');
  await dialog.getByLabel('模板参数').fill('{"code":"2468"}');
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();

  await host(page).getByRole('tab', { name: '发送记录' }).click();
  await expect(rowWith(page, '13800138000')).toContainText('2468');
});

test('an API log entry records the test’s own parameter edit', async ({ page, request }) => {
  const key = `e2e.log.${Date.now()}`;
  await adminApi(request, 'post', '/calf-system/param/submit', {
    data: { paramName: 'E2E 日志', paramKey: key, paramValue: '1' },
  });
  await openMenu(page, '日志管理', '/monitor/log/api');
  await host(page).locator('.crud-search input').first().fill('/calf-system/param/submit');
  await host(page).locator('.crud-search input').first().press('Enter');
  const row = rowWith(page, '/calf-system/param/submit').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('POST');
  await expect(drawer).toContainText('/calf-system/param/submit');
  await expect(drawer.locator('pre', { hasText: key })).toBeVisible();
});

test('generate code for a table and see the zip contents', async ({ page, request }) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const password = readFileSync(join(dataDir, 'secrets', 'pg.password'), 'utf8').trim();
  const port = Number(process.env.E2E_PORT) + 1000;
  const ds = await adminApi(request, 'post', '/calf-develop/datasource/submit', {
    data: {
      name: 'E2E 本库',
      url: `postgres://127.0.0.1:${port}/dual_prevention`,
      username: 'postgres',
      password,
    },
  });
  const model = await adminApi(request, 'post', '/calf-develop/model/submit', {
    data: {
      datasourceId: ds.id,
      modelName: '岗位',
      modelCode: 'post',
      modelTable: 'calf_post',
      modelClass: 'Post',
    },
  });
  await adminApi(request, 'post', '/calf-develop/code/submit', {
    data: {
      modelId: model.id,
      serviceName: 'calf-demo',
      codeName: 'E2E岗位',
      tableName: 'calf_post',
      apiPath: '/calf-demo/post',
      webPath: '/demo/post',
    },
  });

  await openMenu(page, '研发工具', '/tool/code');
  const row = rowWith(page, 'E2E岗位');
  // more than three row operations: generate sits in the 'more' menu
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page
    .locator('.ant-dropdown')
    .getByRole('menuitem', { name: /代码生成/ })
    .click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /确\s*定|OK/ })
    .last()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  const files = page.getByTestId('zip-files');
  await expect(files.locator('.ant-table-row').first()).toBeVisible();
  expect(await files.locator('.ant-table-row').count()).toBeGreaterThan(1);
});
