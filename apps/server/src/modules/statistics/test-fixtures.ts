import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { checkPlan, checkPlanItem, checkRecord, checkRiskPoint, dangerRecord } from '../../db/schema';

/** `yyyy-MM-dd HH:mm` in Asia/Shanghai (the test tenants' zone) as an instant. */
export const cst = (s: string) => new Date(`${s.replace(' ', 'T')}:00+08:00`);

let seq = 0;

/** A danger row exactly as given (statistics read rows; the workflow has its own tests). */
export async function insertDanger(
  db: Db,
  tenantId: string,
  v: Partial<typeof dangerRecord.$inferInsert> & { status: string; foundTime: Date },
) {
  const id = nextId();
  seq += 1;
  await db.insert(dangerRecord).values({
    id,
    tenantId,
    dangerNo: `YH-STAT-${seq}`,
    title: `统计隐患${seq}`,
    description: '现状',
    source: 'PLAN_CHECK',
    placeId: '1',
    rectifyMode: 'DEADLINE',
    level: 'GENERAL',
    ...v,
  } as typeof dangerRecord.$inferInsert);
  return id;
}

export async function insertPoint(
  db: Db,
  tenantId: string,
  v: Partial<typeof checkRiskPoint.$inferInsert> & { deptId: string },
) {
  const id = nextId();
  seq += 1;
  await db.insert(checkRiskPoint).values({
    id,
    tenantId,
    name: `点位${seq}`,
    number: `JCD-S${seq}`,
    pointKind: 'NORMAL',
    placeId: '1',
    responsibleUserId: '1',
    enableStatus: 'ENABLED',
    riskLevel: 'LOW',
    qrToken: `qr-stat-${id}`,
    ...v,
  } as typeof checkRiskPoint.$inferInsert);
  return id;
}

export async function insertPlan(
  db: Db,
  tenantId: string,
  v: Partial<typeof checkPlan.$inferInsert> & { checkType: string },
) {
  const id = nextId();
  seq += 1;
  await db.insert(checkPlan).values({
    id,
    tenantId,
    name: `计划${seq}`,
    organizerDeptId: '1',
    memberIds: [],
    checkRiskPointIds: [],
    cycle: 'DAY',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    planStatus: 'IN_PROGRESS',
    ...v,
  } as typeof checkPlan.$inferInsert);
  return id;
}

export async function insertTask(
  db: Db,
  tenantId: string,
  v: { planId: string; checkRiskPointId: string; dueEnd: Date; taskStatus: string; periodNo?: number },
) {
  const id = nextId();
  seq += 1;
  await db.insert(checkPlanItem).values({
    id,
    tenantId,
    checkerIds: [],
    periodNo: v.periodNo ?? seq,
    dueStart: new Date(v.dueEnd.getTime() - 86_400_000),
    ...v,
  } as typeof checkPlanItem.$inferInsert);
  return id;
}

export async function insertRecord(
  db: Db,
  tenantId: string,
  v: Partial<typeof checkRecord.$inferInsert> & {
    checkRiskPointId: string;
    submitTime: Date;
    checkerId: string;
  },
) {
  const id = nextId();
  seq += 1;
  await db.insert(checkRecord).values({
    id,
    tenantId,
    recordNo: `JC-STAT-${seq}`,
    checkType: 'DAILY',
    recordStatus: 'SUBMITTED',
    result: 'NORMAL',
    failCount: 0,
    dangerCount: 0,
    scanVerified: true,
    startTime: new Date(v.submitTime.getTime() - 10 * 60_000),
    year: Number(v.submitTime.toISOString().slice(0, 4)),
    ...v,
  } as typeof checkRecord.$inferInsert);
  return id;
}
