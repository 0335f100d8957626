import { BUSINESS_ROLES } from '@dp/domain/seed';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { menu, role, roleMenu } from '../db/schema';
import { syncMenus } from './index';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function grantsOf(tenantId: string, alias: string): Promise<string[]> {
  const rows = await t.db
    .select({ code: menu.code })
    .from(roleMenu)
    .innerJoin(role, eq(role.id, roleMenu.roleId))
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias)));
  return rows.map((r) => String(r.code));
}

describe('business roles of domain-model §3', () => {
  it('exist in the platform tenant with sensible grants', async () => {
    const rows = await t.db
      .select({ alias: role.roleAlias })
      .from(role)
      .where(and(eq(role.tenantId, '000000'), inArray(role.roleAlias, [...BUSINESS_ROLES])));
    expect(rows.map((r) => r.alias).sort()).toEqual([...BUSINESS_ROLES].sort());
    const employee = await grantsOf('000000', 'EMPLOYEE');
    expect(employee).toEqual(expect.arrayContaining(['danger', 'dangerRecord', 'dangerRecord_add']));
    expect(employee).not.toContain('dangerRecord_ignore');
    const safety = await grantsOf('000000', 'SAFETY_ADMIN');
    expect(safety).toEqual(expect.arrayContaining(['dangerRectificationNotice_revoke', 'checkPlan_publish']));
    expect(safety).not.toContain('user');
  });

  it('are seeded in a tenant created later, and stay editable there', async () => {
    const tok = await t.login();
    const res = await t.call('POST', '/api/calf-system/tenant/submit', tok, {
      tenantName: '化工二厂',
      linkman: '李四',
      adminPassword: 'Initial#2026',
    });
    const code = res.body.data.tenantId as string;
    expect(await grantsOf(code, 'RECTIFIER')).toEqual(
      expect.arrayContaining(['dangerRecord_rectify', 'dangerRectificationDelayApply_add']),
    );
    const [r] = await t.db
      .select()
      .from(role)
      .where(and(eq(role.tenantId, code), eq(role.roleAlias, 'PRINCIPAL')));
    const edit = await t.call('POST', '/api/calf-system/role/submit', tok, {
      id: r.id,
      tenantId: code,
      roleName: '总经理',
      roleAlias: 'PRINCIPAL',
      sort: r.sort,
      parentId: '0',
    });
    expect(edit.body.code).toBe(200);
    const [after] = await t.db.select().from(role).where(eq(role.id, r.id));
    expect(after.roleName).toBe('总经理');
  });

  it('a page of a new release reaches existing tenants at start-up, granted as the seed grants it', async () => {
    const tok = await t.login();
    const res = await t.call('POST', '/api/calf-system/tenant/submit', tok, {
      tenantName: '化工三厂',
      linkman: '王五',
      adminPassword: 'Initial#2026',
    });
    const code = res.body.data.tenantId as string;
    // the installation as it was before the major-danger report page: page and buttons gone
    const added = (await t.db.select({ id: menu.id, code: menu.code }).from(menu)).filter((m) =>
      String(m.code).startsWith('dangerMajorReport'),
    );
    expect(added.length).toBeGreaterThan(1);
    const ids = added.map((m) => String(m.id));
    await t.db.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
    await t.db.delete(menu).where(inArray(menu.id, ids));
    expect(await grantsOf(code, 'PRINCIPAL')).not.toContain('dangerMajorReport');

    expect(await syncMenus(t.db)).toBe(added.length);
    for (const tenantId of ['000000', code]) {
      const principal = await grantsOf(tenantId, 'PRINCIPAL');
      expect(principal).toEqual(
        expect.arrayContaining([
          'dangerMajorReport',
          'dangerMajorReport_approve',
          'dangerMajorReport_download',
        ]),
      );
      expect(principal).not.toContain('dangerMajorReport_submit');
      expect(await grantsOf(tenantId, 'SAFETY_ADMIN')).toEqual(
        expect.arrayContaining([
          'dangerMajorReport',
          'dangerMajorReport_submit',
          'dangerMajorReport_removal',
        ]),
      );
      expect(await grantsOf(tenantId, 'EMPLOYEE')).not.toContain('dangerMajorReport');
      expect(await grantsOf(tenantId, 'admin')).toContain('dangerMajorReport_supervise');
    }
    expect(await syncMenus(t.db)).toBe(0);
  });
});
