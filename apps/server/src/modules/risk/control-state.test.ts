import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGER_URL, type DangerTenant, dangerTenant, dayFromToday } from '../../../test/danger-fixtures';
import { createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { checkPlanItem, checkRiskPoint, dangerRecord, riskPointType } from '../../db/schema';
import { bumpHome } from '../home/cache';
import { refreshRiskControl } from './control-state';

/**
 * Issue #32 item 4: dangers feed back to risk — out of control while an open MAJOR danger, an
 * overdue danger or an overdue check task; repeats within 90 days; the review list.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;
let viewer: string;
let viewerId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
  const u = await createUser(t.db, {
    tenantId: d.tenantId,
    account: 'riskviewer',
    roleAlias: 'SAFETY_ADMIN',
    menus: pageCodes('riskPointType', 'riskPointTypeReview'),
    deptId: d.deptA,
  });
  viewerId = u.userId;
  viewer = await t.login({ tenantId: d.tenantId, account: u.account, password: u.password });
});
afterAll(() => t.close());

async function riskPoint(name: string) {
  const id = nextId();
  await t.db.insert(riskPointType).values({
    id,
    tenantId: d.tenantId,
    isDeleted: 0,
    code: name,
    name,
    category: 'FACILITY_AREA',
    deptId: d.deptA,
    responsibleUserId: d.id('deptHead'),
    riskLevel: 'MAJOR',
    enableStatus: 'ENABLED',
  } as typeof riskPointType.$inferInsert);
  return id;
}
const pointRow = async (id: string) =>
  (await t.db.select().from(riskPointType).where(eq(riskPointType.id, id)))[0];

async function overdueTask(riskId: string) {
  const cp = nextId();
  await t.db.insert(checkRiskPoint).values({
    id: cp,
    tenantId: d.tenantId,
    name: `CP-${cp}`,
    number: `CP-${cp}`,
    pointKind: 'NORMAL',
    riskPointTypeId: riskId,
    deptId: d.deptA,
    responsibleUserId: d.id('checker'),
  } as typeof checkRiskPoint.$inferInsert);
  const task = nextId();
  await t.db.insert(checkPlanItem).values({
    id: task,
    tenantId: d.tenantId,
    planId: nextId(),
    checkRiskPointId: cp,
    periodNo: 1,
    dueStart: new Date(Date.now() - 2 * DAY),
    dueEnd: new Date(Date.now() - DAY),
    taskStatus: 'PENDING',
  } as typeof checkPlanItem.$inferInsert);
  return task;
}

const homeRow = async (riskId: string) => {
  bumpHome(d.tenantId); // the test writes the database directly, past the widgets' cache
  const res = await t.call('GET', '/api/shtmp-home/riskList', viewer, undefined, { limit: '50' });
  expect(res.body.code, res.body.msg).toBe(200);
  return (res.body.data as { id: string }[]).find((r) => r.id === riskId);
};

describe('out of control', () => {
  it.each([
    {
      reason: 'MAJOR_DANGER',
      how: '(the danger closed)',
      make: (riskId: string) => d.makeDanger('PENDING_PLAN', { riskPointTypeId: riskId, level: 'MAJOR' }),
      resolve: (id: string) =>
        t.db.update(dangerRecord).set({ status: 'CLOSED' }).where(eq(dangerRecord.id, id)),
      open: 1,
    },
    {
      reason: 'OVERDUE_DANGER',
      how: '(the deadline extended)',
      make: (riskId: string) =>
        d.makeDanger('PENDING_RECTIFY', { riskPointTypeId: riskId, currentDeadline: dayFromToday(-2) }),
      resolve: (id: string) =>
        t.db
          .update(dangerRecord)
          .set({ currentDeadline: dayFromToday(5) })
          .where(eq(dangerRecord.id, id)),
      open: 1,
    },
    {
      reason: 'OVERDUE_TASK',
      how: '(the task done late)',
      make: overdueTask,
      resolve: (id: string) =>
        t.db.update(checkPlanItem).set({ taskStatus: 'DONE_LATE' }).where(eq(checkPlanItem.id, id)),
      open: 0,
    },
    {
      reason: 'OVERDUE_TASK',
      how: '(the point checked after the missed window)',
      make: overdueTask,
      // (submitCheck keeps the point's lastCheckTime: the latest check of it)
      resolve: async (id: string) => {
        const [task] = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, id));
        await t.db
          .update(checkRiskPoint)
          .set({ lastCheckTime: new Date() })
          .where(eq(checkRiskPoint.id, String(task.checkRiskPointId)));
      },
      open: 0,
    },
  ])('by $reason, and back in control when resolved $how', async ({ reason, make, resolve, open }) => {
    const riskId = await riskPoint(`RP-${reason}`);
    // an open GENERAL danger within its deadline counts as open but keeps the point in control
    const calm = await riskPoint(`RP-${reason}-calm`);
    await d.makeDanger('PENDING_RECTIFY', { riskPointTypeId: calm });
    const id = await make(riskId);
    await refreshRiskControl(t.db, d.tenantId, [riskId, calm]);
    expect(await pointRow(riskId)).toMatchObject({
      outOfControl: true,
      outOfControlReason: reason,
      openDangerCount: open,
    });
    expect(await pointRow(calm)).toMatchObject({ outOfControl: false, openDangerCount: 1 });
    expect(await homeRow(riskId)).toMatchObject({
      outOfControl: true,
      outOfControlReasons: [reason],
      openDangerCount: open,
    });
    await resolve(id);
    await refreshRiskControl(t.db, d.tenantId, null);
    expect(await pointRow(riskId)).toMatchObject({ outOfControl: false, outOfControlReason: null });
    expect(await homeRow(riskId)).toMatchObject({ outOfControl: false, outOfControlReasons: [] });
  });

  it('follows the danger loop in its transaction: a closed MAJOR danger is back in control and up for review', async () => {
    const riskId = await riskPoint('RP-closing');
    const id = await d.makeDanger('PENDING_ACCEPT', {
      riskPointTypeId: riskId,
      level: 'MAJOR',
      title: '液氨储罐区安全阀失效',
      dangerNo: 'YH-TEST-0001',
    });
    await refreshRiskControl(t.db, d.tenantId, [riskId]);
    expect(await pointRow(riskId)).toMatchObject({ outOfControl: true, openDangerCount: 1 });
    const res = await t.call('POST', `${DANGER_URL}/process`, d.tokens.principal, {
      id,
      version: 0,
      action: 'ACCEPT_PASS',
      fileIds: [d.files.report],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(await pointRow(riskId)).toMatchObject({
      outOfControl: false,
      openDangerCount: 0,
      reviewNeeded: true,
      reviewReason: '重大隐患已销号: 液氨储罐区安全阀失效（YH-TEST-0001）',
    });
    const list = await t.call('POST', '/api/shtmp-risk/riskPointType/page', viewer, { reviewNeeded: true });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(riskId);
    // an approved review of the point takes it off the list
    const review = await t.call('POST', '/api/shtmp-risk/riskPointTypeReview/save', viewer, {
      targetId: riskId,
      reviewType: 'CHANGE',
      reviewerIds: [viewerId],
    });
    expect(review.body.code, review.body.msg).toBe(200);
    const decided = await t.call('POST', '/api/shtmp-risk/riskPointTypeReview/review', viewer, {
      id: review.body.data.id,
      result: 'APPROVED',
    });
    expect(decided.body.code, decided.body.msg).toBe(200);
    expect(await pointRow(riskId)).toMatchObject({ reviewNeeded: false, reviewReason: null });
  });
});

describe('repeats', () => {
  const report = (riskId: string, title: string, extra: Record<string, unknown> = {}) =>
    t.call('POST', `${DANGER_URL}/save`, d.tokens.reporter, {
      title,
      description: '现场发现',
      source: 'EMPLOYEE_REPORT',
      placeId: d.placeId,
      foundTime: new Date().toISOString(),
      photoIds: [d.files.photo],
      rectifyMode: 'DEADLINE',
      riskPointTypeId: riskId,
      ...extra,
    });

  it.each([
    { name: 'same point and title 30 days ago', daysAgo: 30, same: 'title', status: 'CLOSED', repeat: true },
    {
      name: 'same point and title 89 days ago',
      daysAgo: 89,
      same: 'title',
      status: 'PENDING_RECTIFY',
      repeat: true,
    },
    { name: 'same point and title 91 days ago', daysAgo: 91, same: 'title', status: 'CLOSED', repeat: false },
    {
      name: 'same point and check item, other title',
      daysAgo: 10,
      same: 'item',
      status: 'CLOSED',
      repeat: true,
    },
    {
      name: 'same title on another point',
      daysAgo: 10,
      same: 'other-point',
      status: 'CLOSED',
      repeat: false,
    },
    { name: 'an earlier one revoked', daysAgo: 10, same: 'title', status: 'REVOKED', repeat: false },
  ])('$name → repeat $repeat', async ({ name, daysAgo, same, status, repeat }) => {
    const riskId = await riskPoint(`RP-${name}`);
    const other = await riskPoint(`RP-${name}-other`);
    const itemId = nextId();
    const earlier = await d.makeDanger(status, {
      riskPointTypeId: same === 'other-point' ? other : riskId,
      title: same === 'item' ? '空压机防护罩松动' : '消防通道堵塞',
      checkItemId: itemId,
      foundTime: new Date(Date.now() - daysAgo * DAY),
    });
    const res = await report(riskId, '消防通道堵塞', same === 'item' ? { checkItemId: itemId } : {});
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ isRepeat: repeat, repeatOfId: repeat ? earlier : null });
    // submitted, a repeat puts its point on the review list with the reason
    const submitted = await t.call('POST', `${DANGER_URL}/process`, d.tokens.reporter, {
      id: res.body.data.id,
      version: res.body.data.version,
      action: 'SUBMIT',
    });
    expect(submitted.body.code, submitted.body.msg).toBe(200);
    const point = await pointRow(riskId);
    expect(Boolean(point.reviewNeeded)).toBe(repeat);
    if (repeat) expect(point.reviewReason).toContain(`重复隐患: 消防通道堵塞（${res.body.data.dangerNo}`);
  });
});
