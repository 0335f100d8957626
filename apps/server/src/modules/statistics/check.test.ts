import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { cst, insertDanger, insertPlan, insertPoint, insertRecord, insertTask } from './test-fixtures';

const S = '/api/shtmp-statistics';
const period = { startDate: '2025-01-01', endDate: '2025-12-31' };
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenantWithAdmin(t.db, (c) => c.startsWith('statistics'));
  tok = await t.login({ tenantId: tenant.tenantId, account: 'admin', password: tenant.admin.password });
  const tid = tenant.tenantId;
  const db = t.db;
  ids.A = await createDept(db, { tenantId: tid, deptName: '生产部' });
  ids.A1 = await createDept(db, { tenantId: tid, deptName: '一车间', parentId: ids.A });
  ids.B = await createDept(db, { tenantId: tid, deptName: '仓储部' });
  ids.U1 = (await createUser(db, { tenantId: tid, account: 'checker1', roleAlias: 'x' })).userId;
  ids.U2 = (await createUser(db, { tenantId: tid, account: 'checker2', roleAlias: 'y' })).userId;
  ids.P1 = await insertPoint(db, tid, { deptId: ids.A1, riskLevel: 'GENERAL', placeId: '11' });
  ids.P2 = await insertPoint(db, tid, { deptId: ids.B, riskLevel: 'LOW', placeId: '22' });
  await insertPoint(db, tid, { deptId: ids.B, enableStatus: 'DISABLED' });
  ids.P4 = await insertPoint(db, tid, { deptId: ids.B, placeId: '22' });
  ids.daily = await insertPlan(db, tid, { checkType: 'DAILY', cycle: 'DAY', gpsRadiusM: 200 });
  ids.special = await insertPlan(db, tid, {
    checkType: 'SPECIAL',
    cycle: 'ONCE',
    startDate: '2025-03-01',
    endDate: '2025-03-31',
  });
  const task = (planId: string, point: string, due: string, status: string) =>
    insertTask(db, tid, { planId, checkRiskPointId: ids[point], dueEnd: cst(due), taskStatus: status });
  await task(ids.daily, 'P1', '2025-01-10 18:00', 'DONE');
  await task(ids.daily, 'P1', '2025-01-11 18:00', 'DONE_LATE');
  await task(ids.daily, 'P2', '2025-02-01 18:00', 'OVERDUE');
  await task(ids.daily, 'P2', '2025-02-02 18:00', 'SKIPPED');
  await task(ids.daily, 'P1', '2025-12-31 20:00', 'PENDING');
  await task(ids.daily, 'P1', '2026-01-01 01:00', 'DONE');
  await task(ids.special, 'P1', '2025-03-10 18:00', 'DONE');
  await task(ids.special, 'P2', '2025-03-20 18:00', 'PENDING');
  const rec = (v: Parameters<typeof insertRecord>[2]) => insertRecord(db, tid, v);
  await rec({
    checkRiskPointId: ids.P1,
    planId: ids.daily,
    checkerId: ids.U1,
    submitTime: cst('2025-01-10 10:00'),
    distanceM: '50',
  });
  await rec({
    checkRiskPointId: ids.P1,
    planId: ids.daily,
    checkerId: ids.U1,
    submitTime: cst('2025-01-12 10:00'),
    result: 'ABNORMAL',
    dangerCount: 1,
    scanVerified: false,
    distanceM: '300',
  });
  const r3 = await rec({
    checkRiskPointId: ids.P1,
    planId: ids.special,
    checkType: 'SPECIAL',
    checkerId: ids.U2,
    submitTime: cst('2025-03-10 10:00'),
    dangerCount: 1,
  });
  await rec({
    checkRiskPointId: ids.P2,
    checkerId: ids.U2,
    submitTime: cst('2025-04-01 10:00'),
    distanceM: '150',
  });
  await insertDanger(db, tid, {
    status: 'CLOSED',
    level: 'MAJOR',
    foundTime: cst('2025-03-10 10:00'),
    checkRecordId: r3,
    rectifyDeptId: ids.A1,
  });
});
afterAll(() => t.close());

const post = async (path: string, body: object = period) => {
  const res = await t.call('POST', `${S}/${path}`, tok, body);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('check statistics (§12 check)', () => {
  it('counts tasks due in the period with skipped ones outside the denominator', async () => {
    const d = await post('check/data');
    expect(d.summary).toMatchObject({
      planned: 6,
      done: 2,
      doneLate: 1,
      missed: 1,
      pending: 2,
      skipped: 1,
      // done within the window ÷ windows ended (every window of 2025 has ended); late apart
      completionRate: { value: 0.3333, numerator: 2, denominator: 6 },
      onTimeCheckRate: { value: 0.6667, numerator: 2, denominator: 3 },
      records: 4,
      recordsWithDanger: 2,
      adHocRecords: 1,
      dangerFindRate: { value: 0.5, numerator: 2, denominator: 4 },
    });
    const type = Object.fromEntries(d.byType.map((r: { key: string; completionRate: object }) => [r.key, r]));
    expect(type.DAILY.completionRate).toEqual({ value: 0.25, numerator: 1, denominator: 4 });
    expect(type.SPECIAL.completionRate).toEqual({ value: 0.5, numerator: 1, denominator: 2 });
    const dept = Object.fromEntries(
      d.byDept.map((r: { label: string; planned: number }) => [r.label, r.planned]),
    );
    expect(dept).toEqual({ 一车间: 4, 仓储部: 2 });
    expect(d.monthly[0]).toMatchObject({ month: '2025-01', planned: 2, done: 1, doneLate: 1 });
    expect(d.byChecker.map((c: { label: string; records: number }) => [c.label, c.records]).sort()).toEqual([
      ['checker1', 2],
      ['checker2', 2],
    ]);
    const a = await post('check/data', { ...period, deptId: ids.A });
    expect(a.summary.planned).toBe(4);
    expect(a.summary.records).toBe(3);
  });

  it('follows special plans point by point with their dangers', async () => {
    const d = await post('check/special/data');
    expect(d.plans).toHaveLength(1);
    expect(d.plans[0]).toMatchObject({
      planId: ids.special,
      checkType: 'SPECIAL',
      pointsPlanned: 2,
      pointsChecked: 1,
      progress: { value: 0.5, numerator: 1, denominator: 2 },
      dangersFound: 1,
      dangersClosed: 1,
      majorFound: 1,
    });
    expect(d.byType).toEqual([expect.objectContaining({ checkType: 'SPECIAL', plans: 1, pointsPlanned: 2 })]);
    expect((await post('check/special/data', { ...period, checkType: 'DAILY' })).plans).toEqual([]);
  });

  it('averages checks per point, checker and interval against the required cycle', async () => {
    const d = await post('check/average');
    const dept = Object.fromEntries(d.byDept.map((r: { label: string }) => [r.label, r]));
    expect(dept.一车间).toMatchObject({
      records: 3,
      activePoints: 1,
      checkers: 2,
      avgChecksPerPoint: { value: 3, numerator: 3, denominator: 1 },
      avgChecksPerChecker: { value: 1.5, numerator: 3, denominator: 2 },
      avgDurationMin: 10,
    });
    expect(dept.仓储部.avgChecksPerPoint).toEqual({ value: 0.5, numerator: 1, denominator: 2 });
    expect(d.byDept[0].label).toBe('仓储部');
    expect(d.byPoint[0]).toMatchObject({
      pointId: ids.P1,
      avgIntervalDays: 29.5,
      requiredDays: 1,
      intervalRatio: 29.5,
    });
    expect(d.byPoint[1]).toMatchObject({ pointId: ids.P2, avgIntervalDays: null, intervalRatio: null });
  });

  it('measures patrol coverage, scan compliance and GPS outliers', async () => {
    const d = await post('inspect/data');
    expect(d.summary).toMatchObject({
      enabledPoints: 3,
      coveredPoints: 2,
      coverage: { value: 0.6667, numerator: 2, denominator: 3 },
      records: 3,
      scanVerified: 2,
      scanCompliance: { value: 0.6667, numerator: 2, denominator: 3 },
      outliers: 2,
      abnormal: 1,
    });
    const place = Object.fromEntries(d.byPlace.map((p: { placeId: string }) => [p.placeId, p]));
    expect(place['22']).toMatchObject({ points: 2, covered: 1, records: 1 });
    expect(place['11']).toMatchObject({ points: 1, covered: 1, records: 2, abnormal: 1 });
    expect(d.byPerson.find((p: { label: string }) => p.label === 'checker1')).toMatchObject({
      records: 2,
      scanVerified: 1,
      outliers: 1,
    });
    expect(d.heatmap.cells).toContainEqual(
      expect.objectContaining({ placeId: '11', month: '2025-01', records: 2 }),
    );
    expect(d.byPoint[0]).toMatchObject({ pointId: ids.P1, abnormal: 1 });
  });
});
