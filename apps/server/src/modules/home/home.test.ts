import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { serverTimeZone } from '../../core/dates';
import { nextId } from '../../core/ids';
import { dangerRecord } from '../../db/schema';
import { dateOf, todayIn } from '../check/cycle';
import { plantFixture, subtreeScope } from './home-fixture';

const H = '/api/shtmp-home';
const PAGES = [
  'riskPointType',
  'riskJobActivity',
  'riskDeviceFacility',
  'dangerRecord',
  'checkRiskPoint',
  'checkRiskPointExtinguisher',
  'checkRiskPointHydrant',
  'checkPlan',
  'checkRecord',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: string;
let admin: string;
let head: string;
let plant: Awaited<ReturnType<typeof plantFixture>>;
let depts: { C: string; W1: string; T1: string; W2: string };

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenantWithAdmin(t.db, pageCodes(...PAGES));
  tenantId = tenant.tenantId;
  const C = await createDept(t.db, { tenantId, deptName: '公司' });
  const W1 = await createDept(t.db, { tenantId, deptName: '一车间', parentId: C });
  const T1 = await createDept(t.db, { tenantId, deptName: '一班组', parentId: W1 });
  const W2 = await createDept(t.db, { tenantId, deptName: '二车间', parentId: C });
  depts = { C, W1, T1, W2 };
  plant = await plantFixture(t.db, tenantId, depts, serverTimeZone());
  admin = await t.login({ tenantId, account: 'admin', password: tenant.admin.password });
  const u = await createUser(t.db, {
    tenantId,
    roleAlias: 'DEPT_HEAD',
    menus: pageCodes(...PAGES),
    deptId: W1,
  });
  await subtreeScope(t.db, tenantId, u.roleId, {
    riskPointType: 'deptId',
    dangerRecord: 'rectifyDeptId',
    checkRiskPoint: 'deptId',
  });
  head = await t.login({ tenantId, account: u.account, password: u.password });
});
afterAll(() => t.close());

const get = async (token: string, widget: string, query?: Record<string, string>) => {
  const res = await t.call('GET', `${H}/${widget}`, token, undefined, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('home widgets over a hand-counted plant', () => {
  it('homeBaseInfo counts enabled points, open / overdue / major dangers, today tasks and the year rate', async () => {
    expect(await get(admin, 'homeBaseInfo')).toEqual({
      riskPointCount: 4,
      majorRiskCount: 1,
      checkPointCount: 8,
      dangerOpen: 3,
      dangerOverdue: 1,
      majorDangerOpen: 1,
      todayTaskTotal: 2,
      todayTaskDone: 1,
      todayCompletionRate: 0.5,
      yearRectificationRate: 0.3333, // closed D3 ÷ confirmed D1, D3, D5 (not D2 unconfirmed, D4 ignored)
    });
  });

  it('risk level, type and department distributions', async () => {
    const levels = await get(admin, 'riskLevelDistribute');
    expect(levels.map((l: { level: string; count: number }) => [l.level, l.count])).toEqual([
      ['MAJOR', 1],
      ['SIGNIFICANT', 1],
      ['GENERAL', 1],
      ['LOW', 1],
    ]);
    expect(levels[0]).toMatchObject({ label: '重大风险', color: '#E60012' });
    // in English the labels follow the caller (and the cache keeps the languages apart)
    const en = await t.call('GET', `${H}/riskLevelDistribute`, admin, undefined, undefined, {
      'accept-language': 'en-US',
    });
    expect(en.body.data[0]).toMatchObject({ level: 'MAJOR', label: 'Major Risk', count: 1 });
    expect((await get(admin, 'riskLevelDistribute'))[0].label).toBe('重大风险');
    const byPoint = await get(admin, 'riskLevelDistribute', { by: 'point' });
    expect(byPoint.map((l: { count: number }) => l.count)).toEqual([1, 1, 1, 5]);
    const types = await get(admin, 'riskTypeDistribute');
    expect(types.map((x: { key: string; count: number }) => [x.key, x.count])).toEqual([
      ['FACILITY_AREA', 3],
      ['OPERATION', 1],
      ['JHA', 1],
      ['SCL', 1],
    ]);
    const byDept = await get(admin, 'riskDeptDistribute');
    expect(byDept).toEqual([
      { deptId: depts.W2, deptName: '二车间', MAJOR: 0, SIGNIFICANT: 0, GENERAL: 1, LOW: 1, total: 2 },
      expect.objectContaining({ deptName: expect.any(String), total: 1 }),
      expect.objectContaining({ total: 1 }),
    ]);
    expect(
      byDept
        .slice(1)
        .map((d: { deptName: string }) => d.deptName)
        .sort(),
    ).toEqual(['一班组', '一车间']);
  });

  it('riskList puts the points out of control first, then the worst level, with open dangers and last check', async () => {
    const list = await get(admin, 'riskList');
    expect(list.map((r: { name: string }) => r.name)).toEqual(['RP1', 'RP3', 'RP2', 'RP4']);
    expect(list.map((r: { openDangerCount: number }) => r.openDangerCount)).toEqual([1, 1, 1, 0]);
    // RP1: open MAJOR danger; RP3: an overdue task on its point CP3
    expect(list.map((r: { outOfControl: boolean }) => r.outOfControl)).toEqual([true, true, false, false]);
    expect(list[0]).toMatchObject({ level: 'MAJOR', color: '#E60012', deptName: '一车间' });
    expect(list[0].lastCheckTime).toBeTruthy();
    expect(list[3].lastCheckTime).toBeNull();
    expect(await get(admin, 'riskList', { limit: '2' })).toHaveLength(2);
  });

  it('checkTypeDistribute counts submitted records of the period by type', async () => {
    const counts = Object.fromEntries(
      (await get(admin, 'checkTypeDistribute')).map((x: { checkType: string; count: number }) => [
        x.checkType,
        x.count,
      ]),
    );
    expect(counts).toMatchObject({ DAILY: 2, SPECIAL: 1, FIRE_FACILITY: 3, COMPREHENSIVE: 0 });
    const bad = await t.call('GET', `${H}/checkTypeDistribute`, admin, undefined, {
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('开始日期不能晚于结束日期');
    const long = await t.call('GET', `${H}/checkTypeDistribute`, admin, undefined, {
      startDate: '2016-01-01',
      endDate: '2026-01-01',
    });
    expect(long.body.msg).toBe('统计区间不能超过5年');
    const wrong = await t.call('GET', `${H}/checkTypeDistribute`, admin, undefined, {
      startDate: '2026-02-30',
    });
    expect(wrong.status).toBe(400);
  });

  it('extinguisher and hydrant figures', async () => {
    expect(await get(admin, 'extinguisherBaseInfo')).toEqual({
      total: 7,
      points: 3,
      normal: 4,
      serviceDue: 0,
      expiring: 1,
      expired: 2,
      abnormal: 1,
      uncheckedThisMonth: 2,
    });
    const hydrant = await get(admin, 'hydrantBaseInfo');
    expect(hydrant).toMatchObject({ total: 2, normal: 1, abnormal: 1, uncheckedThisMonth: 1 });
    expect(hydrant.byType.filter((b: { count: number }) => b.count)).toEqual([
      { type: 'INDOOR', label: '室内消火栓', count: 1 },
      { type: 'OUTDOOR_ABOVE', label: '室外地上式消火栓', count: 1 },
    ]);
  });
});

describe('the large screen', () => {
  it("checkWeek counts this week's tasks by deadline, skipped ones left out", async () => {
    const week = await get(admin, 'checkWeek');
    // days of the server's zone, as the widget counts them (not the test process's zone)
    const day = todayIn(new Date(), serverTimeZone());
    const today = dateOf(day);
    const yesterday = dateOf(day - 1);
    const overdueInWeek = yesterday >= week.startDate ? 1 : 0;
    expect(week.days).toHaveLength(7);
    expect(dayjs(week.startDate).day()).toBe(1);
    expect(week).toMatchObject({ planned: 2 + overdueInWeek, done: 1, doneLate: 0, overdue: overdueInWeek });
    // done in the window ÷ tasks with an outcome: today's pending task is not yet missed
    expect(week.completionRate).toBe(overdueInWeek ? 0.5 : 1);
    expect(week.days.find((d: { date: string }) => d.date === today)).toEqual({
      date: today,
      planned: 2,
      done: 1,
    });
  });

  it('pushes homeChanged to the tenant after a write', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth: { token: `bearer ${admin}` },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        socket.once('homeChanged', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      const write = await t.call('POST', '/api/shtmp-risk/riskPointType/update', admin, {
        id: plant.RP3.id,
        remark: '复评',
      });
      expect(write.status).toBe(200);
      expect(await heard).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('data scope, cache and access', () => {
  it("a department head's home shows only the department's subtree", async () => {
    expect(await get(head, 'homeBaseInfo')).toMatchObject({
      riskPointCount: 2,
      majorRiskCount: 1,
      checkPointCount: 4,
      dangerOpen: 2,
      dangerOverdue: 1,
      majorDangerOpen: 1,
      yearRectificationRate: 0,
    });
    expect((await get(head, 'riskList')).map((r: { name: string }) => r.name)).toEqual(['RP1', 'RP2']);
    const byDept = await get(head, 'riskDeptDistribute');
    expect(byDept.map((d: { deptId: string }) => d.deptId).sort()).toEqual([depts.W1, depts.T1].sort());
    expect(await get(head, 'extinguisherBaseInfo')).toMatchObject({ total: 4, points: 1 });
    expect(await get(head, 'hydrantBaseInfo')).toMatchObject({ total: 1, abnormal: 0 });
  });

  it('serves from the cache until a write in the areas changes it', async () => {
    const before = (await get(admin, 'homeBaseInfo')).dangerOpen;
    await t.db.insert(dangerRecord).values({
      id: nextId(),
      tenantId,
      isDeleted: 0,
      dangerNo: 'D9',
      title: 'D9',
      description: 'D9',
      status: 'PENDING_CONFIRM',
      level: 'GENERAL',
      rectifyDeptId: depts.W2,
      foundTime: new Date(),
      version: 0,
    } as typeof dangerRecord.$inferInsert);
    expect((await get(admin, 'homeBaseInfo')).dangerOpen).toBe(before);
    const write = await t.call('POST', '/api/shtmp-risk/riskPointType/update', admin, {
      id: plant.RP4.id,
      remark: '复核',
    });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    expect((await get(admin, 'homeBaseInfo')).dangerOpen).toBe(before + 1);
  });

  it('refuses a caller without the pages behind a widget', async () => {
    const u = await createUser(t.db, {
      tenantId,
      roleAlias: 'clerk',
      menus: pageCodes('checkRiskPointHydrant'),
    });
    const tok = await t.login({ tenantId, account: u.account, password: u.password });
    expect((await t.call('GET', `${H}/riskList`, tok)).status).toBe(403);
    expect((await t.call('GET', `${H}/riskLevelDistribute`, tok)).status).toBe(403);
    expect((await t.call('GET', `${H}/hydrantBaseInfo`, tok)).status).toBe(200);
    const info = await get(tok, 'homeBaseInfo');
    expect(info).toMatchObject({
      riskPointCount: null,
      dangerOpen: null,
      todayCompletionRate: null,
      checkPointCount: 2,
    });
  });
});
