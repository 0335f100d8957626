import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { notifyPlant, receiversOf } from '../../../test/notify-fixtures';
import { nextId } from '../../core/ids';
import {
  attach,
  checkPlan,
  checkPlanItem,
  checkPlanItemCheckers,
  checkRecord,
  checkRecordItem,
  checkRiskPoint,
  place,
} from '../../db/schema';
import { runDueScans } from '../notify/jobs';

let t: Awaited<ReturnType<typeof createTestApp>>;
let plant: Awaited<ReturnType<typeof notifyPlant>>;
let planId: string;
let pointId: string;
const HOUR = 3_600_000;
let period = 0;

beforeAll(async () => {
  t = await createTestApp();
  plant = await notifyPlant(t.db);
  planId = nextId();
  pointId = nextId();
  await t.db.insert(checkRiskPoint).values({
    id: pointId,
    tenantId: plant.tenantId,
    name: '一号配电室',
    pointKind: 'NORMAL',
    deptId: plant.workshop,
    responsibleUserId: plant.users.head.userId,
  } as typeof checkRiskPoint.$inferInsert);
  await t.db.insert(checkPlan).values({
    id: planId,
    tenantId: plant.tenantId,
    name: '配电室日常巡检',
    checkType: 'DAILY',
    planStatus: 'IN_PROGRESS',
  } as typeof checkPlan.$inferInsert);
});
afterAll(() => t.close());

async function task(dueStart: Date, dueEnd: Date, taskStatus = 'PENDING') {
  const id = nextId();
  await t.db.insert(checkPlanItem).values({
    id,
    tenantId: plant.tenantId,
    planId,
    checkRiskPointId: pointId,
    periodNo: ++period,
    dueStart,
    dueEnd,
    taskStatus,
  } as typeof checkPlanItem.$inferInsert);
  await t.db
    .insert(checkPlanItemCheckers)
    .values({ ownerId: id, refId: plant.users.rectifier.userId, sort: 0, tenantId: plant.tenantId });
  return id;
}

describe('check task reminders', () => {
  it('a task that has started reminds its checkers once; one not started yet does not', async () => {
    const now = Date.now();
    const started = await task(new Date(now - HOUR), new Date(now + 8 * HOUR));
    const future = await task(new Date(now + 24 * HOUR), new Date(now + 32 * HOUR));
    await runDueScans(t.db, 'reminder');
    await runDueScans(t.db, 'reminder');
    expect(await receiversOf(t.db, started, 'CHECK_TASK_DUE')).toEqual([plant.users.rectifier.userId]);
    expect(await receiversOf(t.db, future, 'CHECK_TASK_DUE')).toEqual([]);
  });

  it('an overdue task reminds its checkers daily, the point’s department head from day 3', async () => {
    const due = new Date('2026-03-01T10:00:00Z');
    const late = await task(new Date(due.getTime() - 8 * HOUR), due, 'OVERDUE');
    const done = await task(new Date(due.getTime() - 8 * HOUR), due, 'DONE');
    const { rectifier, head } = plant.users;
    await runDueScans(t.db, 'overdue', new Date('2026-03-01T12:00:00Z'));
    await runDueScans(t.db, 'overdue', new Date('2026-03-01T13:00:00Z'));
    expect(await receiversOf(t.db, late, 'CHECK_TASK_OVERDUE')).toEqual([rectifier.userId]);
    await runDueScans(t.db, 'overdue', new Date('2026-03-04T12:00:00Z'));
    expect(await receiversOf(t.db, late, 'CHECK_TASK_OVERDUE')).toEqual(
      [rectifier.userId, rectifier.userId, head.userId].sort(),
    );
    expect(await receiversOf(t.db, done)).toEqual([]);
  });

  it('registering a danger from a FAIL item tells the head of the point’s department, once', async () => {
    const recordId = nextId();
    const itemId = nextId();
    const photo = nextId();
    const placeId = nextId();
    await t.db.insert(place).values({
      id: placeId,
      tenantId: plant.tenantId,
      name: '一号配电室',
      parentId: '0',
      ancestors: '0',
    } as typeof place.$inferInsert);
    await t.db.insert(attach).values({
      id: photo,
      tenantId: plant.tenantId,
      link: `/api/calf-resource/oss/endpoint/file/${photo}`,
      name: `upload/${photo}.jpg`,
      originalName: 'fail.jpg',
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    await t.db.insert(checkRecord).values({
      id: recordId,
      tenantId: plant.tenantId,
      planId,
      checkRiskPointId: pointId,
      checkType: 'DAILY',
    } as typeof checkRecord.$inferInsert);
    await t.db.insert(checkRecordItem).values({
      id: itemId,
      tenantId: plant.tenantId,
      recordId,
      result: 'FAIL',
      dangerDraft: {
        title: '一号配电室: 灭火器压力不足',
        description: '压力表指针在红区',
        source: 'PLAN_CHECK',
        checkType: 'DAILY',
        checkRiskPointId: pointId,
        placeId,
        photoIds: [photo],
      },
    } as typeof checkRecordItem.$inferInsert);
    const tok = await t.login();
    const res = await t.call('POST', '/api/shtmp-check/checkRecordItem/raiseDanger', tok, { id: itemId });
    expect(res.body, res.body.msg).toMatchObject({
      code: 200,
      data: { source: 'PLAN_CHECK', status: 'DRAFT' },
    });
    // the head of the point's department, and the checker who registered it (issue #32 item 3)
    const receivers = await receiversOf(t.db, String(res.body.data.id), 'CHECK_DANGER_RAISED');
    expect(receivers).toHaveLength(2);
    expect(receivers).toContain(plant.users.head.userId);
    expect(
      (await t.call('POST', '/api/shtmp-check/checkRecordItem/raiseDanger', tok, { id: itemId })).body.msg,
    ).toBe('该检查项已登记隐患');
  });
});
