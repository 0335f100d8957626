import { expect, test } from '@playwright/test';
import { apiToken, ensureAdminPassword, md5, openMenu, signIn, withDb } from './support';

const PASSWORD = 'Viewer#2026';

/**
 * A role granted the parameter page without `param_delete` (set up in the database: the role and
 * user screens arrive with the administration issue).
 */
test.beforeAll(async ({ request }) => {
  await ensureAdminPassword(request);
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(md5(PASSWORD));
  await withDb(async (db) => {
    const exists = await db.query(
      `select 1 from calf_user where account = 'paramEditor' and tenant_id = '000000'`,
    );
    if (exists.rowCount) return;
    const roleId = String(BigInt(Date.now()) * 1000n);
    await db.query(
      `insert into calf_role (id, tenant_id, parent_id, role_name, sort, role_alias) values ($1, '000000', 0, '参数维护员', 9, 'paramEditor')`,
      [roleId],
    );
    await db.query(
      `insert into calf_role_menu (role_id, menu_id)
       select $1, id from calf_menu where code in ('system', 'param', 'param_add', 'param_edit', 'param_view') and is_deleted = 0`,
      [roleId],
    );
    const dept = (await db.query(`select id from calf_dept where tenant_id = '000000' limit 1`)).rows[0].id;
    const userId = String(BigInt(roleId) + 1n);
    await db.query(
      `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
       values ($1, '000000', 'paramEditor', $2, 'paramEditor', '参数维护员', $3, $4)`,
      [userId, passwordHash, roleId, dept],
    );
    await db
      .query(`insert into calf_user_dept (user_id, dept_id) values ($1, $2)`, [userId, dept])
      .catch(() => {});
  });
});

test('a user without param_delete sees no delete button and the server refuses the call', async ({
  page,
  request,
}) => {
  await signIn(page, 'paramEditor', PASSWORD);
  await expect(page.locator('.dp-side-menu')).not.toContainText('风险分级管控');
  await openMenu(page, '系统管理', '/system/param');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(
    page
      .locator('.crud-toolbar')
      .first()
      .getByRole('button', { name: /新\s*增/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  const token = await apiToken(request, 'paramEditor', PASSWORD);
  const firstId = await page.locator('.ant-table-row').first().getAttribute('data-row-key');
  const res = await request.post('/api/calf-system/param/remove', {
    params: { ids: firstId! },
    headers: { 'calf-auth': `bearer ${token!.access_token}` },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).msg).toBe('没有权限访问该资源');
});
