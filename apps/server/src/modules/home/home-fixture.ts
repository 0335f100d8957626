import dayjs from 'dayjs';
import { inArray } from 'drizzle-orm';
import { dateInZone } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import {
  checkPlanItem,
  checkRecord,
  checkRiskPoint,
  dangerRecord,
  dataScope,
  menu,
  riskDeviceFacility,
  riskJobActivity,
  riskPointType,
  roleScope,
} from '../../db/schema';
import { SCOPE_DATA } from '../auth/scopes';
import { startOfDay } from './period';

type Row = Record<string, unknown>;

/**
 * A small plant whose widget figures are worked out by hand in home.test.ts. Departments: C
 * (company) ⊃ W1 ⊃ T1, and W2 under C. Everything is dated relative to today (tenant zone).
 */
export async function plantFixture(
  db: Db,
  tenantId: string,
  depts: { W1: string; T1: string; W2: string },
  tz: string,
) {
  const now = new Date();
  const today = dateInZone(now, tz);
  const ago = (years: number, days = 0) =>
    dayjs(today).subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');
  const lateToday = dayjs(startOfDay(today, tz))
    .add(23 * 60 + 59, 'minute')
    .toDate();
  const yesterday = dayjs(startOfDay(today, tz)).subtract(12, 'hour').toDate();
  const base = { tenantId, isDeleted: 0 };

  const rp = (name: string, level: string, deptId: string, category: string, enableStatus = 'ENABLED') => ({
    ...base,
    id: nextId(),
    code: name,
    name,
    riskLevel: level,
    deptId,
    category,
    enableStatus,
  });
  const RP1 = rp('RP1', 'MAJOR', depts.W1, 'FACILITY_AREA');
  const RP2 = rp('RP2', 'SIGNIFICANT', depts.T1, 'OPERATION');
  const RP3 = rp('RP3', 'GENERAL', depts.W2, 'FACILITY_AREA');
  const RP4 = rp('RP4', 'LOW', depts.W2, 'FACILITY_AREA');
  const RP5 = rp('RP5', 'MAJOR', depts.W1, 'FACILITY_AREA', 'DISABLED');
  await db.insert(riskPointType).values([RP1, RP2, RP3, RP4, RP5] as (typeof riskPointType.$inferInsert)[]);
  await db.insert(riskJobActivity).values({
    ...base,
    id: nextId(),
    name: 'JHA1',
    riskPointTypeId: RP2.id,
    enableStatus: 'ENABLED',
  } as typeof riskJobActivity.$inferInsert);
  await db.insert(riskDeviceFacility).values({
    ...base,
    id: nextId(),
    name: 'SCL1',
    riskPointTypeId: RP1.id,
    enableStatus: 'ENABLED',
  } as typeof riskDeviceFacility.$inferInsert);

  const cp = (name: string, kind: string, deptId: string, more: Row = {}) => ({
    ...base,
    id: nextId(),
    name,
    number: name,
    pointKind: kind,
    deptId,
    riskLevel: 'LOW',
    enableStatus: 'ENABLED',
    ...more,
  });
  const lastCheck = dayjs(startOfDay(today, tz)).add(1, 'minute').toDate();
  const CP1 = cp('CP1', 'NORMAL', depts.W1, {
    riskPointTypeId: RP1.id,
    riskLevel: 'MAJOR',
    lastCheckTime: lastCheck,
  });
  const CP2 = cp('CP2', 'NORMAL', depts.T1, { riskPointTypeId: RP2.id, riskLevel: 'SIGNIFICANT' });
  const CP3 = cp('CP3', 'NORMAL', depts.W2, { riskPointTypeId: RP3.id, riskLevel: 'GENERAL' });
  const ext = (
    name: string,
    deptId: string,
    quantity: number,
    productionDate: string,
    lastCheckResult: string | null,
  ) =>
    cp(name, 'EXTINGUISHER', deptId, {
      extinguisherType: 'DRY_POWDER_ABC',
      specModel: 'MFZ/ABC4',
      quantity,
      productionDate,
      lastCheckResult,
    });
  const E1 = ext('E1', depts.W1, 4, ago(1), 'PASS'); // normal
  const E2 = ext('E2', depts.W2, 2, ago(11), 'FAIL'); // expired (10-year life)
  const E3 = ext('E3', depts.W2, 1, ago(10, 10), null); // expiring in 10 days
  const H1 = cp('H1', 'HYDRANT', depts.W1, { hydrantType: 'INDOOR', lastCheckResult: 'PASS' });
  const H2 = cp('H2', 'HYDRANT', depts.W2, { hydrantType: 'OUTDOOR_ABOVE', lastCheckResult: 'FAIL' });
  await db
    .insert(checkRiskPoint)
    .values([CP1, CP2, CP3, E1, E2, E3, H1, H2] as (typeof checkRiskPoint.$inferInsert)[]);

  const rec = (pointId: string, checkType: string, more: Row = {}) => ({
    ...base,
    id: nextId(),
    checkRiskPointId: pointId,
    checkType,
    recordStatus: 'SUBMITTED',
    result: 'NORMAL',
    submitTime: now,
    ...more,
  });
  await db
    .insert(checkRecord)
    .values([
      rec(CP1.id, 'DAILY'),
      rec(CP2.id, 'DAILY', { result: 'ABNORMAL' }),
      rec(CP3.id, 'SPECIAL'),
      rec(E1.id, 'FIRE_FACILITY'),
      rec(H1.id, 'FIRE_FACILITY'),
      rec(E2.id, 'FIRE_FACILITY', { result: 'ABNORMAL' }),
      rec(CP1.id, 'DAILY', { recordStatus: 'IN_PROGRESS', submitTime: null }),
      rec(CP1.id, 'DAILY', { submitTime: dayjs(now).subtract(1, 'year').toDate() }),
    ] as (typeof checkRecord.$inferInsert)[]);

  const task = (pointId: string, taskStatus: string, dueEnd: Date) => ({
    ...base,
    id: nextId(),
    planId: nextId(),
    checkRiskPointId: pointId,
    periodNo: 1,
    dueStart: dayjs(dueEnd).subtract(1, 'hour').toDate(),
    dueEnd,
    taskStatus,
  });
  await db
    .insert(checkPlanItem)
    .values([
      task(CP1.id, 'DONE', lateToday),
      task(CP2.id, 'PENDING', lateToday),
      task(CP2.id, 'SKIPPED', lateToday),
      task(CP3.id, 'OVERDUE', yesterday),
    ] as (typeof checkPlanItem.$inferInsert)[]);

  const danger = (
    name: string,
    status: string,
    level: string,
    pointId: string,
    deptId: string,
    deadline: string,
  ) => ({
    ...base,
    id: nextId(),
    dangerNo: name,
    title: name,
    description: name,
    status,
    level,
    riskPointTypeId: pointId,
    rectifyDeptId: deptId,
    currentDeadline: deadline,
    foundTime: now,
    version: 0,
  });
  const D = {
    D1: danger(
      'D1',
      'PENDING_RECTIFY',
      'MAJOR',
      RP1.id,
      depts.W1,
      dayjs(today).subtract(1, 'day').format('YYYY-MM-DD'),
    ),
    D2: danger('D2', 'PENDING_CONFIRM', 'GENERAL', RP2.id, depts.T1, today),
    D3: danger('D3', 'CLOSED', 'GENERAL', RP3.id, depts.W2, today),
    D4: danger('D4', 'IGNORED', 'GENERAL', RP3.id, depts.W2, today),
    D5: danger(
      'D5',
      'PENDING_PLAN',
      'GENERAL',
      RP3.id,
      depts.W2,
      dayjs(today).add(30, 'day').format('YYYY-MM-DD'),
    ),
  };
  await db.insert(dangerRecord).values(Object.values(D) as (typeof dangerRecord.$inferInsert)[]);
  return { RP1, RP2, RP3, RP4, CP1, D };
}

/** "Own department and below" (type 4) on the given menus, over the given column of each, granted to a role. */
export async function subtreeScope(
  db: Db,
  tenantId: string,
  roleId: string,
  columns: Record<string, string>,
) {
  const menus = await db
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(inArray(menu.code, Object.keys(columns)));
  for (const m of menus) {
    const id = nextId();
    await db.insert(dataScope).values({
      id,
      tenantId,
      menuId: m.id,
      scopeName: `${m.code} 本部门及以下`,
      scopeType: 4,
      scopeColumn: columns[String(m.code)],
    } as typeof dataScope.$inferInsert);
    await db.insert(roleScope).values({ roleId, scopeId: id, scopeCategory: SCOPE_DATA });
  }
}
