import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { checkPlan, checkPlanItem, checkRiskPoint, user } from '../../db/schema';
import { flowLog } from '../../db/schema/workflow';
import { generateTasks } from './generator';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let adminId: string;
let deptId: string;
let pointId: string;
let qrToken: string;
const P = '/api/shtmp-check';
const post = (path: string, body?: unknown) => t.call('POST', `${P}${path}`, token, body);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  adminId = admin.id;
  deptId = await createDept(t.db, { tenantId: '000000', deptName: '设备部' });
  const point = await post('/checkRiskPoint/save', {
    deptId,
    responsibleUserId: adminId,
    name: '计划流转灭火器',
    number: 'JCD-PF01',
    pointKind: 'EXTINGUISHER',
    extinguisherType: 'DRY_POWDER_ABC',
    specModel: 'MFZ/ABC4',
    quantity: 1,
    productionDate: '2024-03-01',
  });
  pointId = point.body.data.id;
  const [stored] = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, pointId));
  qrToken = String(stored.qrToken);
});
afterAll(() => t.close());

type Plan = { id: string; version: number; planStatus: string };

async function plan(endOffset = 30): Promise<Plan> {
  const res = await post('/checkPlan/save', {
    name: `计划${Math.random().toString(36).slice(2, 8)}`,
    checkType: 'DAILY',
    organizerDeptId: deptId,
    memberIds: [adminId],
    checkRiskPointIds: [pointId],
    cycle: 'DAY',
    startDate: day(0),
    endDate: day(endOffset),
    requireScan: false,
  });
  expect(res.body.code).toBe(200);
  return res.body.data;
}

const reload = async (id: string): Promise<Plan> =>
  (await t.call('GET', `${P}/checkPlan/get/${id}`, token)).body.data;

/** Checks the one task of a plan due now: the first check moves a published plan to IN_PROGRESS. */
async function checkOnce(p: Plan) {
  const [task] = await t.db
    .select()
    .from(checkPlanItem)
    .where(and(eq(checkPlanItem.planId, p.id), eq(checkPlanItem.taskStatus, 'PENDING')))
    .orderBy(asc(checkPlanItem.dueStart))
    .limit(1);
  const scan = await t.call('GET', `${P}/scan/${qrToken}`, token);
  const items = scan.body.data.items as { id: string }[];
  return post('/checkRecord/submitCheck', {
    checkRiskPointId: pointId,
    planItemId: task.id,
    items: items.map((i) => ({ checkItemId: i.id, result: 'PASS' })),
  });
}

/** Ends a plan: no pending tasks left, end date passed, then the scheduled generator runs. */
async function runGeneratorAfterEnd(p: Plan) {
  await t.db
    .update(checkPlanItem)
    .set({ taskStatus: 'SKIPPED', skipReason: '测试' })
    .where(and(eq(checkPlanItem.planId, p.id), eq(checkPlanItem.taskStatus, 'PENDING')));
  await t.db
    .update(checkPlan)
    .set({ endDate: day(-1) })
    .where(eq(checkPlan.id, p.id));
  return generateTasks(t.db, { now: new Date(), tz: 'Asia/Shanghai', planId: p.id });
}

const ACTIONS: Record<string, (p: Plan) => Promise<unknown>> = {
  publish: (p) => post('/checkPlan/publish', { id: p.id, version: p.version }),
  cancel: (p) => post('/checkPlan/cancel', { id: p.id, version: p.version }),
  start: checkOnce,
  complete: runGeneratorAfterEnd,
  'process start': (p) => post('/checkPlan/process', { id: p.id, version: p.version, action: 'start' }),
  'process complete': (p) => post('/checkPlan/process', { id: p.id, version: p.version, action: 'complete' }),
};

/** How to bring a fresh plan into a state, through the same transitions. */
const PATH: Record<string, string[]> = {
  DRAFT: [],
  PUBLISHED: ['publish'],
  IN_PROGRESS: ['publish', 'start'],
};

const CASES: { from: string; action: string; to: string; logged: string | null }[] = [
  { from: 'DRAFT', action: 'publish', to: 'PUBLISHED', logged: 'publish' },
  { from: 'DRAFT', action: 'cancel', to: 'CANCELLED', logged: 'cancel' },
  { from: 'PUBLISHED', action: 'start', to: 'IN_PROGRESS', logged: 'start' },
  { from: 'PUBLISHED', action: 'cancel', to: 'CANCELLED', logged: 'cancel' },
  { from: 'PUBLISHED', action: 'complete', to: 'COMPLETED', logged: 'complete' },
  { from: 'IN_PROGRESS', action: 'complete', to: 'COMPLETED', logged: 'complete' },
  { from: 'IN_PROGRESS', action: 'cancel', to: 'IN_PROGRESS', logged: null },
  { from: 'DRAFT', action: 'complete', to: 'DRAFT', logged: null },
  { from: 'PUBLISHED', action: 'process start', to: 'PUBLISHED', logged: null },
  { from: 'IN_PROGRESS', action: 'process complete', to: 'IN_PROGRESS', logged: null },
];

describe('plan flow DRAFT → PUBLISHED → IN_PROGRESS → COMPLETED / CANCELLED on the workflow engine', () => {
  it.each(CASES)('$from --$action--> $to', async ({ from, action, to, logged }) => {
    let p = await plan();
    for (const step of PATH[from]) {
      await ACTIONS[step](p);
      p = await reload(p.id);
    }
    expect(p.planStatus).toBe(from);
    const logOf = () =>
      t.db
        .select()
        .from(flowLog)
        .where(and(eq(flowLog.resource, 'checkPlan'), eq(flowLog.recordId, p.id)))
        .orderBy(asc(flowLog.time), asc(flowLog.id));
    const before = await logOf();
    expect(before.map((l) => l.action)).toEqual(PATH[from]);

    await ACTIONS[action](p);
    const after = await reload(p.id);
    expect(after.planStatus).toBe(to);
    const rows = await logOf();
    if (!logged) {
      expect(rows).toHaveLength(before.length);
      expect(after.version).toBe(p.version);
      return;
    }
    expect(after.version).toBe(p.version + 1);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)).toMatchObject({ action: logged, fromStatus: from, toStatus: to });
    const bySystem = action === 'complete';
    expect(rows.at(-1)).toMatchObject(
      bySystem ? { operatorId: '0', operatorName: '系统' } : { operatorId: adminId },
    );
  });
});
