import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { apiLog, dataScope, menu, roleScope } from '../../db/schema';
import { invalidateScopes } from '../auth/scopes';
import { cst, insertDanger } from './test-fixtures';

const S = '/api/shtmp-statistics';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tenant: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let tok: string;
const dept: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenantWithAdmin(t.db, (c) => c.startsWith('statistics'));
  tok = await t.login({ tenantId: tenant.tenantId, account: 'admin', password: tenant.admin.password });
  const id = tenant.tenantId;
  dept.A = await createDept(t.db, { tenantId: id, deptName: '生产部' });
  dept.A1 = await createDept(t.db, { tenantId: id, deptName: '一车间', parentId: dept.A });
  dept.B = await createDept(t.db, { tenantId: id, deptName: '仓储部' });
  const closed = { status: 'CLOSED' };
  // D1: finished 23:30 on its deadline day (Shanghai) → on time; 10 days confirm→close.
  await insertDanger(t.db, id, {
    ...closed,
    foundTime: cst('2025-03-10 09:00'),
    category: 'BASIC',
    rectifyDeptId: dept.A1,
    originalDeadline: '2025-03-20',
    currentDeadline: '2025-03-20',
    confirmTime: cst('2025-03-11 00:00'),
    rectifyFinishTime: cst('2025-03-20 23:30'),
    closeTime: cst('2025-03-21 00:00'),
  });
  // D2 (major, delayed): finished 00:30 the day after its deadline in Shanghai (still the deadline
  // day in UTC) → late; 31 days.
  await insertDanger(t.db, id, {
    ...closed,
    level: 'MAJOR',
    foundTime: cst('2025-03-15 09:00'),
    category: 'SITE',
    rectifyDeptId: dept.A,
    originalDeadline: '2025-03-25',
    currentDeadline: '2025-04-10',
    confirmTime: cst('2025-03-16 00:00'),
    rectifyFinishTime: cst('2025-04-11 00:30'),
    closeTime: cst('2025-04-16 00:00'),
  });
  // D3: on time against the delayed deadline, late against the first one; 14 days.
  await insertDanger(t.db, id, {
    ...closed,
    foundTime: cst('2025-05-01 09:00'),
    category: 'SITE',
    rectifyDeptId: dept.B,
    originalDeadline: '2025-05-10',
    currentDeadline: '2025-05-20',
    confirmTime: cst('2025-05-02 00:00'),
    rectifyFinishTime: cst('2025-05-15 10:00'),
    closeTime: cst('2025-05-16 00:00'),
  });
  // D4 open and overdue; D5 open, waiting for acceptance (deadline no longer runs).
  await insertDanger(t.db, id, {
    status: 'PENDING_RECTIFY',
    foundTime: cst('2025-06-01 09:00'),
    category: 'SITE',
    rectifyDeptId: dept.A1,
    currentDeadline: '2025-06-30',
  });
  await insertDanger(t.db, id, {
    status: 'PENDING_ACCEPT',
    foundTime: cst('2025-07-01 09:00'),
    category: 'SITE',
    rectifyDeptId: dept.B,
    currentDeadline: '2025-07-10',
  });
  // Left out: ignored; found at 23:00 on 31 Dec 2024 (Shanghai).
  await insertDanger(t.db, id, { status: 'IGNORED', foundTime: cst('2025-08-01 09:00') });
  await insertDanger(t.db, id, { status: 'PENDING_CONFIRM', foundTime: cst('2024-12-31 23:00') });
  // D8: 00:30 on 1 Jan 2025 in Shanghai (still 2024 in UTC) → in the period; department = reporter's.
  await insertDanger(t.db, id, {
    status: 'PENDING_CONFIRM',
    foundTime: cst('2025-01-01 00:30'),
    reporterDeptId: dept.A,
  });
});
afterAll(() => t.close());

const period = { startDate: '2025-01-01', endDate: '2025-12-31' };

describe('danger statistics (§12 danger)', () => {
  it('computes the rates over the base set with hand-checked figures', async () => {
    const res = await t.call('POST', `${S}/danger/data`, tok, period);
    expect(res.status).toBe(200);
    const s = res.body.data.summary;
    expect(s).toMatchObject({
      total: 6,
      confirmed: 5,
      closed: 3,
      open: 3,
      overdue: 1,
      major: 1,
      majorOpen: 0,
    });
    // closed ÷ confirmed: D8, still waiting for confirmation, is found but not in the denominator
    expect(s.rectificationRate).toEqual({ value: 0.6, numerator: 3, denominator: 5 });
    expect(s.onTimeRate).toEqual({ value: 0.6667, numerator: 2, denominator: 3 });
    expect(s.firstDeadlineRate).toEqual({ value: 0.3333, numerator: 1, denominator: 3 });
    expect(s.overdueShare).toEqual({ value: 0.3333, numerator: 1, denominator: 3 });
    expect(s.avgRectifyDays).toBe(18.33);
    expect(s.avgAcceptDays).toBe(1.86);
  });

  it('breaks down by level, category, department and month', async () => {
    const d = (await t.call('POST', `${S}/danger/data`, tok, period)).body.data;
    expect(d.byLevel).toEqual([
      expect.objectContaining({ key: 'GENERAL', count: 5, closed: 2, label: '一般事故隐患' }),
      expect.objectContaining({ key: 'MAJOR', count: 1, closed: 1 }),
    ]);
    expect(d.byCategory.find((c: { key: string }) => c.key === 'SITE')).toMatchObject({
      count: 4,
      closed: 2,
      rectificationRate: { value: 0.5, numerator: 2, denominator: 4 },
    });
    const byDept = Object.fromEntries(
      d.byDept.map((r: { label: string; count: number }) => [r.label, r.count]),
    );
    expect(byDept).toEqual({ 生产部: 2, 一车间: 2, 仓储部: 2 });
    const en = await t.call('POST', `${S}/danger/data`, tok, period, undefined, {
      'accept-language': 'en-US',
    });
    expect(en.body.data.byLevel[0]).toMatchObject({ key: 'GENERAL', label: 'General Hazard' });
    const months = Object.fromEntries(
      d.monthly.map((m: { month: string; found: number; closed: number; overdue: number }) => [
        m.month,
        [m.found, m.closed, m.overdue],
      ]),
    );
    expect(d.monthly).toHaveLength(12);
    expect(months['2025-01']).toEqual([1, 0, 0]);
    expect(months['2025-03']).toEqual([2, 1, 1]);
    expect(months['2025-04']).toEqual([0, 1, 0]);
    expect(months['2025-06']).toEqual([1, 0, 1]);
  });

  it('narrows to a department subtree and answers null for empty denominators', async () => {
    const a = (await t.call('POST', `${S}/danger/data`, tok, { ...period, deptId: dept.A })).body.data;
    expect(a.summary.total).toBe(4);
    const b = (await t.call('POST', `${S}/danger/data`, tok, { ...period, deptId: dept.B })).body.data;
    expect(b.summary).toMatchObject({ total: 2, closed: 1 });
    const none = (
      await t.call('POST', `${S}/danger/data`, tok, { startDate: '2020-01-01', endDate: '2020-12-31' })
    ).body.data.summary;
    expect(none.rectificationRate).toEqual({ value: null, numerator: 0, denominator: 0 });
    expect(none.onTimeRate.value).toBeNull();
    expect(none.avgRectifyDays).toBeNull();
  });

  it('refuses reversed ranges, ranges over five years, unknown departments and keys', async () => {
    const msg = async (body: object) => {
      const r = await t.call('POST', `${S}/danger/data`, tok, body);
      expect(r.status).toBe(400);
      return r.body.msg as string;
    };
    expect(await msg({ startDate: '2025-05-01', endDate: '2025-04-01' })).toContain(
      '开始日期不能晚于结束日期',
    );
    expect(await msg({ startDate: '2020-01-01', endDate: '2025-01-01' })).toContain('不能超过5年');
    expect(await msg({ deptId: '123456789' })).toContain('部门不存在');
    expect(await msg({ deptId: 'x' })).toContain('deptId');
    expect(await msg({ startDate: '2025-02-30' })).toContain('startDate');
    expect(await msg({ level: 'NOPE' })).toContain('隐患等级');
    const otherTenantDept = await createDept(t.db, { tenantId: '000000', deptName: '别家' });
    expect(await msg({ deptId: otherTenantDept })).toContain('部门不存在');
    expect(
      (await t.call('POST', `${S}/danger/data`, tok, { startDate: '2021-01-01', endDate: '2025-12-31' }))
        .status,
    ).toBe(200);
  });

  it("keeps to the caller's data scope and permission", async () => {
    const [m] = await t.db.select().from(menu).where(eq(menu.code, 'dangerRecord'));
    const scopeId = nextId();
    await t.db.insert(dataScope).values({
      id: scopeId,
      menuId: m.id,
      scopeName: '本部门及以下（整改部门）',
      scopeType: 4,
      scopeColumn: 'rectifyDeptId',
    } as typeof dataScope.$inferInsert);
    const head = await createUser(t.db, {
      tenantId: tenant.tenantId,
      roleAlias: 'DEPT_HEAD',
      menus: pageCodes('statisticsDanger'),
      deptId: dept.A,
    });
    await t.db.insert(roleScope).values({ roleId: head.roleId, scopeId, scopeCategory: 1 });
    invalidateScopes();
    const hTok = await t.login({ tenantId: tenant.tenantId, account: head.account, password: head.password });
    const s = (await t.call('POST', `${S}/danger/data`, hTok, period)).body.data.summary;
    // D1 (一车间), D2 (生产部), D4 (一车间); D8 has no rectifying department yet.
    expect(s).toMatchObject({ total: 3, closed: 2 });
    const clerk = await createUser(t.db, { tenantId: tenant.tenantId, roleAlias: 'clerk', menus: ['param'] });
    const cTok = await t.login({
      tenantId: tenant.tenantId,
      account: clerk.account,
      password: clerk.password,
    });
    expect((await t.call('POST', `${S}/danger/data`, cTok, period)).status).toBe(403);
    // Another tenant's admin sees none of these rows.
    expect((await t.call('POST', `${S}/danger/data`, await t.login(), period)).body.data.summary.total).toBe(
      0,
    );
  });

  it('exports a table as xlsx with the export permission only', async () => {
    const body = {
      ...period,
      screen: 'danger',
      table: 'byDept',
      title: '隐患统计-部门',
      columns: [
        { key: 'label', title: '部门' },
        { key: 'count', title: '隐患数' },
        { key: 'rectificationRate', title: '整改率' },
      ],
    };
    const res = await t.call('POST', `${S}/exportExcel`, tok, body);
    expect(res.status).toBe(200);
    expect(String(res.raw.headers['content-type'])).toContain('spreadsheetml');
    expect(res.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('POST', `${S}/exportExcel`, tok, { ...body, table: 'nope' })).status).toBe(400);
    expect((await t.call('POST', `${S}/exportExcel`, tok, { ...body, screen: 'nope' })).status).toBe(400);
    const viewer = await createUser(t.db, {
      tenantId: tenant.tenantId,
      roleAlias: 'viewer',
      menus: ['statistics', 'statisticsDanger'],
    });
    const vTok = await t.login({
      tenantId: tenant.tenantId,
      account: viewer.account,
      password: viewer.password,
    });
    expect((await t.call('POST', `${S}/danger/data`, vTok, period)).status).toBe(200);
    expect((await t.call('POST', `${S}/exportExcel`, vTok, body)).status).toBe(403);
    // statistics POSTs read: they are not written to the API log of changes
    await new Promise((r) => setTimeout(r, 300));
    const logged = await t.db.select().from(apiLog).where(like(apiLog.requestUri, '/api/shtmp-statistics/%'));
    expect(logged).toEqual([]);
  });
});
