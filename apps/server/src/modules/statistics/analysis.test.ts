import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import {
  checkItem,
  checkRecordItem,
  qualificationRecord,
  riskControlMeasure,
  riskPointType,
} from '../../db/schema';
import { pareto } from './analysis';
import { safetyIndex } from './kpis';
import { cst, insertDanger, insertPoint, insertRecord } from './test-fixtures';

const S = '/api/shtmp-statistics';
const period = { startDate: '2025-01-01', endDate: '2025-12-31' };
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let tid: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenantWithAdmin(t.db, (c) => c.startsWith('statistics'));
  tok = await t.login({ tenantId: tenant.tenantId, account: 'admin', password: tenant.admin.password });
  tid = tenant.tenantId;
  const db = t.db;
  const dept = await createDept(db, { tenantId: tid, deptName: '生产部' });
  const riskPoint = async (name: string, riskLevel: string) => {
    const id = nextId();
    await db
      .insert(riskPointType)
      .values({ id, tenantId: tid, name, riskLevel, enableStatus: 'ENABLED', deptId: dept } as never);
    return id;
  };
  ids.low = await riskPoint('成品库', 'LOW');
  ids.major = await riskPoint('液氨罐区', 'MAJOR');
  const point = await insertPoint(db, tid, { deptId: dept });
  const record = await insertRecord(db, tid, {
    checkRiskPointId: point,
    checkerId: '1',
    submitTime: cst('2025-03-01 09:00'),
  });
  const item = async (content: string) => {
    const id = nextId();
    await db.insert(checkItem).values({ id, tenantId: tid, content } as never);
    return id;
  };
  const ci = await item('消防通道畅通');
  const ci2 = await item('配电箱门关闭');
  const recordItem = async (checkItemId: string) => {
    const id = nextId();
    await db
      .insert(checkRecordItem)
      .values({ id, tenantId: tid, recordId: record, checkItemId, result: 'FAIL' } as never);
    return id;
  };
  const danger = (found: string, v: Record<string, unknown>) =>
    insertDanger(t.db, tid, { status: 'PENDING_CONFIRM', foundTime: cst(found), rectifyDeptId: dept, ...v });
  // A1 closed on time; A1 and A2 repeat the same point and item within 19 days.
  await danger('2025-03-01 09:00', {
    status: 'CLOSED',
    category: 'SITE',
    accidentTypes: ['03', '07'],
    checkRiskPointId: point,
    checkRecordItemId: await recordItem(ci),
    riskPointTypeId: ids.low,
    currentDeadline: '2025-03-10',
    originalDeadline: '2025-03-10',
    rectifyFinishTime: cst('2025-03-09 12:00'),
    confirmTime: cst('2025-03-02 09:00'),
    closeTime: cst('2025-03-10 09:00'),
  });
  await danger('2025-03-20 09:00', {
    category: 'SITE',
    accidentTypes: ['03'],
    checkRiskPointId: point,
    checkRecordItemId: await recordItem(ci),
    riskPointTypeId: ids.low,
  });
  await danger('2025-03-25 09:00', { category: 'BASIC', riskPointTypeId: ids.low });
  // A4 and A5: same point and item, 120 days apart — not a repeat.
  await danger('2025-09-01 09:00', {
    category: 'BASIC',
    checkRiskPointId: point,
    checkRecordItemId: await recordItem(ci2),
    riskPointTypeId: ids.major,
  });
  await danger('2025-12-30 09:00', {
    category: 'BASIC',
    checkRiskPointId: point,
    checkRecordItemId: await recordItem(ci2),
  });
  // Last year: two in March, one of them closed.
  await danger('2024-03-05 09:00', { status: 'CLOSED', closeTime: cst('2024-03-20 09:00') });
  await danger('2024-03-06 09:00', {});
  const measure = (isExisting: boolean, implementStatus: string) =>
    db
      .insert(riskControlMeasure)
      .values({ id: nextId(), tenantId: tid, content: '措施', isExisting, implementStatus } as never);
  await measure(false, 'DONE');
  await measure(false, 'PLANNED');
  await measure(false, 'CANCELLED');
  await measure(true, 'DONE');
});
afterAll(() => t.close());

const post = async (path: string, body: object = period) => {
  const res = await t.call('POST', `${S}/${path}`, tok, body);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('analysis (§12 analysis)', () => {
  it('gives the monthly trend with the year-on-year change', async () => {
    const d = await post('analysis/data');
    expect(d.trend).toMatchObject({ found: 5, foundLastYear: 2, yoy: 1.5 });
    const march = d.trend.monthly.find((m: { month: string }) => m.month === '2025-03');
    expect(march).toMatchObject({ found: 3, closed: 1, foundLastYear: 2, closedLastYear: 1, yoy: 0.5 });
    expect(d.trend.monthly.find((m: { month: string }) => m.month === '2025-09').yoy).toBeNull();
  });

  it('ranks categories and accident types with cumulative shares (Pareto)', async () => {
    const d = await post('analysis/data');
    expect(
      d.paretoCategory.map((c: { key: string; share: number; cumulativeShare: number }) => [
        c.key,
        c.share,
        c.cumulativeShare,
      ]),
    ).toEqual([
      ['BASIC', 0.6, 0.6],
      ['SITE', 0.4, 1],
    ]);
    expect(
      d.paretoAccident.map((a: { key: string; count: number; cumulativeShare: number }) => [
        a.key,
        a.count,
        a.cumulativeShare,
      ]),
    ).toEqual([
      ['03', 2, 0.6667],
      ['07', 1, 1],
    ]);
  });

  it('finds repeat dangers, top risk points, low-graded suspects and the measure rate', async () => {
    const d = await post('analysis/data');
    expect(d.repeatDangers).toEqual([expect.objectContaining({ content: '消防通道畅通', count: 2 })]);
    expect(d.topRiskPoints.map((p: { name: string; dangers: number }) => [p.name, p.dangers])).toEqual([
      ['成品库', 3],
      ['液氨罐区', 1],
    ]);
    expect(d.lowLevelSuspects).toEqual([expect.objectContaining({ id: ids.low, dangers: 3 })]);
    const low = d.levelMatrix.find((l: { key: string }) => l.key === 'LOW');
    expect(low).toMatchObject({
      points: 1,
      dangers: 3,
      dangersPerPoint: { value: 3, numerator: 3, denominator: 1 },
    });
    expect(d.measureRate).toEqual({ value: 0.5, numerator: 1, denominator: 2 });
  });
});

describe('index KPIs (§12 index)', () => {
  it('shows each KPI with last year and the composite safety index', async () => {
    const d = await post('index/data');
    const k = Object.fromEntries(d.kpis.map((x: { key: string }) => [x.key, x]));
    expect(k.dangersFound).toMatchObject({ value: 5, previous: 2, trend: 1.5 });
    // closed ÷ confirmed: of the year's five dangers only the closed one was confirmed
    expect(k.rectificationRate).toMatchObject({
      value: 1,
      numerator: 1,
      denominator: 1,
      previous: 1,
      trend: 0,
    });
    expect(k.onTimeRate).toMatchObject({ value: 1, numerator: 1, denominator: 1 });
    expect(k.completionRate).toMatchObject({ value: null, numerator: 0, denominator: 0 });
    // (0.3·1 + 0.2·1 + 0.2·(1 − 0)) / 0.7 — completion has no value, its weight drops out.
    expect(k.safetyIndex.value).toBe(1);
    expect(k.riskPointsLOW.value).toBe(1);
    expect(k.riskPointsMAJOR.value).toBe(1);
    expect(k.riskPointsSIGNIFICANT.value).toBe(0);
    expect(k.investmentExecution.value).toBeNull();
  });

  it('counts certificates expiring and already expired', async () => {
    const cert = (certStatus: string, expiryDate: string) =>
      t.db.insert(qualificationRecord).values({
        id: nextId(),
        tenantId: tid,
        userId: '1',
        certType: 'SPECIAL_OPERATION',
        operationCategory: 'ELECTRICIAN',
        certNo: `DG-${nextId().slice(-6)}`,
        issueDate: '2020-01-01',
        expiryDate,
        certStatus,
      } as typeof qualificationRecord.$inferInsert);
    await cert('EXPIRED', '2026-01-01');
    await cert('EXPIRED', '2026-02-01');
    await cert('EXPIRING', '2099-01-01');
    await cert('VALID', '2099-01-01');
    const d = await post('index/data');
    const k = Object.fromEntries(d.kpis.map((x: { key: string }) => [x.key, x]));
    expect(k.certificatesExpired).toMatchObject({ value: 2, label: '已过期证书' });
    expect(k.certificatesExpiring.value).toBe(1);
  });

  it('pure helpers: Pareto shares and the weighted index', () => {
    expect(pareto([{ count: 1 }, { count: 3 }])).toEqual([
      { count: 3, share: 0.75, cumulativeShare: 0.75 },
      { count: 1, share: 0.25, cumulativeShare: 1 },
    ]);
    expect(pareto([])).toEqual([]);
    expect(safetyIndex([1, 1, 1, 1], [0.3, 0.3, 0.2, 0.2])).toBe(1);
    expect(safetyIndex([null, null, null, null], [0.3, 0.3, 0.2, 0.2])).toBeNull();
  });
});
