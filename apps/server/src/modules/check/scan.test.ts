import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { serverTimeZone } from '../../core/dates';
import { checkPlanItem, checkRecord, checkRiskPoint, user } from '../../db/schema';
import { dateOf, todayIn } from './cycle';
import { scannedAt, signScanToken } from './scan-token';

/** Scan-to-check (#32 item 5) with signed scan tokens (#38 item 4). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let adminId: string;
let deptId: string;
let pointId: string;
let otherPointId: string;
let qrToken: string;
let planId: string;
const P = '/api/shtmp-check';
const post = (path: string, body?: unknown, tk = token) => t.call('POST', `${P}${path}`, tk, body);
const get = (path: string, tk = token) => t.call('GET', `${P}${path}`, tk);

async function extinguisher(name: string, number: string) {
  const res = await post('/checkRiskPoint/save', {
    deptId,
    responsibleUserId: adminId,
    name,
    number,
    pointKind: 'EXTINGUISHER',
    extinguisherType: 'DRY_POWDER_ABC',
    specModel: 'MFZ/ABC4',
    quantity: 1,
    productionDate: '2024-03-01',
  });
  expect(res.body.code).toBe(200);
  return res.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  adminId = admin.id;
  deptId = await createDept(t.db, { tenantId: '000000', deptName: '罐区' });
  const saved = await extinguisher('罐区灭火器1', 'JCD-SC01');
  // #38 item 4: the save answer does not carry the stored token either
  expect(saved.qrToken).toBeUndefined();
  pointId = String(saved.id);
  otherPointId = String((await extinguisher('罐区灭火器2', 'JCD-SC02')).id);
  const [stored] = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, pointId));
  qrToken = String(stored.qrToken);
  const start = dateOf(todayIn(new Date(), serverTimeZone()) - 2);
  const plan = await post('/checkPlan/save', {
    name: '罐区日检',
    checkType: 'DAILY',
    organizerDeptId: deptId,
    memberIds: [adminId],
    checkRiskPointIds: [pointId, otherPointId],
    cycle: 'DAY',
    startDate: start,
    endDate: '2099-12-31',
    requireScan: true,
  });
  planId = plan.body.data.id;
  await post('/checkPlan/publish', { id: planId, version: plan.body.data.version });
});
afterAll(() => t.close());

const answersFor = (items: { id: string }[]) => items.map((i) => ({ checkItemId: i.id, result: 'PASS' }));
const records = async () => (await t.db.select().from(checkRecord)).length;

describe('no raw qrToken in any answer (#38 item 4)', () => {
  it('page, list, get, detail and export leave it out; the QR image still prints', async () => {
    const answers = [
      await post('/checkRiskPoint/page', { size: 100 }),
      await post('/checkRiskPoint/list', {}),
      await get(`/checkRiskPoint/get/${pointId}`),
      await get(`/checkRiskPoint/detail?id=${pointId}`),
      await post('/checkPlan/page', {}),
      await post('/checkPlanItem/page', { planId, size: 100 }),
      await get(`/scan/${qrToken}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(qrToken);
    }
    const xls = await t.app.inject({
      method: 'POST',
      url: `${P}/checkRiskPoint/exportExcel`,
      headers: { 'Calf-Auth': `bearer ${token}` },
      payload: {},
    });
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.includes(Buffer.from(qrToken))).toBe(false);
    const png = await get(`/checkRiskPoint/qrcode/${pointId}`);
    expect(png.status).toBe(200);
    expect(png.raw.headers['content-type']).toBe('image/png');
  });
});

describe('scan to check picks the right task (#32 item 5)', () => {
  it('offers the window containing now, keeps past windows overdue and records a late check as late', async () => {
    const scan = (await get(`/scan/${qrToken}`)).body.data;
    expect(scan.task.taskStatus).toBe('PENDING');
    expect(scan.overdueTasks).toHaveLength(2);
    expect(scan.overdueTasks.every((x: { taskStatus: string }) => x.taskStatus === 'OVERDUE')).toBe(true);
    const oldest = scan.overdueTasks[1];
    const late = await post('/checkRecord/submitCheck', {
      checkRiskPointId: pointId,
      planItemId: oldest.id,
      token: scan.scanToken,
      items: answersFor(scan.items),
    });
    expect(late.body.code).toBe(200);
    expect(late.body.data).toMatchObject({ late: true, scanVerified: true });
    // the check's own start is the scan (the token's issue time), never after its submission
    const [rec] = await t.db.select().from(checkRecord).where(eq(checkRecord.id, late.body.data.id));
    const ms = (v: unknown) => new Date(v as Date).getTime();
    expect(ms(rec.startTime)).toBe(scannedAt(scan.scanToken)!.getTime());
    expect(ms(rec.startTime)).toBeLessThanOrEqual(ms(rec.submitTime));
    const [closed] = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, oldest.id));
    expect(closed.taskStatus).toBe('DONE_LATE');
    const onTime = await post('/checkRecord/submitCheck', {
      checkRiskPointId: pointId,
      planItemId: scan.task.id,
      token: scan.scanToken,
      items: answersFor(scan.items),
    });
    expect(onTime.body.data.late).toBe(false);
    const [done] = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, scan.task.id));
    expect(done.taskStatus).toBe('DONE');
    // the statistics count it late, not on time
    const stats = await t.call('POST', '/api/shtmp-statistics/check/data', token, {});
    expect(stats.body.data.summary).toMatchObject({ done: 1, doneLate: 1 });
    expect(stats.body.data.summary.onTimeCheckRate.numerator).toBe(1);
    // the next scan no longer offers the closed ones
    const again = (await get(`/scan/${qrToken}`)).body.data;
    expect(again.task).toBeNull();
    expect(again.overdueTasks.map((x: { id: string }) => x.id)).toEqual([scan.overdueTasks[0].id]);
  });

  it('tells a user on no plan of the point so, on scan and on submit', async () => {
    const other = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'checker2',
      menus: pageCodes('checkRecord', 'checkRiskPointExtinguisher'),
    });
    const tk = await t.login({ account: other.account, password: other.password });
    const scan = await get(`/scan/${qrToken}`, tk);
    expect(scan.status).toBe(403);
    expect(scan.body.msg).toBe('您不是该点位任何检查计划的检查人员,不能检查该点位');
    const mine = (await get(`/scan/${qrToken}`)).body.data;
    const before = await records();
    const submit = await post(
      '/checkRecord/submitCheck',
      { checkRiskPointId: pointId, planItemId: mine.overdueTasks[0].id, items: answersFor(mine.items) },
      tk,
    );
    expect(submit.status).toBe(403);
    expect(submit.body.msg).toBe('您不是该检查任务的检查人员');
    const adHoc = await post(
      '/checkRecord/submitCheck',
      { checkRiskPointId: pointId, items: answersFor(mine.items) },
      tk,
    );
    expect(adHoc.body.msg).toBe('您不是该点位任何检查计划的检查人员,不能检查该点位');
    expect(await records()).toBe(before);
  });
});

describe('signed scan tokens (#38 item 4)', () => {
  it.each([
    ['the stored QR token itself', () => qrToken, '扫码凭证无效'],
    ['a forged signature', (s: string) => `${s.slice(0, -4)}AAAA`, '扫码凭证无效'],
    [
      'an expired token',
      () =>
        signScanToken(
          t.config.dataKey,
          { tenantId: '000000', pointId, userId: adminId },
          new Date(Date.now() - 11 * 60_000),
        ),
      '扫码凭证已过期',
    ],
    [
      "another user's token",
      () => signScanToken(t.config.dataKey, { tenantId: '000000', pointId, userId: '1' }),
      '扫码凭证无效',
    ],
    [
      "another point's token",
      () => signScanToken(t.config.dataKey, { tenantId: '000000', pointId: otherPointId, userId: adminId }),
      '扫码凭证无效',
    ],
    [
      "another tenant's token",
      () => signScanToken(t.config.dataKey, { tenantId: '999999', pointId, userId: adminId }),
      '扫码凭证无效',
    ],
  ])('refuses %s, writing nothing', async (_, make, msg) => {
    const scan = (await get(`/scan/${qrToken}`)).body.data;
    const task = scan.task ?? scan.overdueTasks[0];
    const before = await records();
    const res = await post('/checkRecord/submitCheck', {
      checkRiskPointId: pointId,
      planItemId: task.id,
      token: make(scan.scanToken),
      items: answersFor(scan.items),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(msg);
    expect(await records()).toBe(before);
    const [still] = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, task.id));
    expect(['PENDING', 'OVERDUE']).toContain(still.taskStatus);
  });

  it('closes a task once when the same check is submitted twice at the same time', async () => {
    const scan = (await get(`/scan/${qrToken}`)).body.data;
    const task = scan.overdueTasks[0];
    const body = {
      checkRiskPointId: pointId,
      planItemId: task.id,
      token: scan.scanToken,
      items: answersFor(scan.items),
    };
    const before = await records();
    const both = await Promise.all([
      post('/checkRecord/submitCheck', body),
      post('/checkRecord/submitCheck', body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.msg).toContain('不能重复提交');
    expect(await records()).toBe(before + 1);
    const closing = await t.db.select().from(checkRecord).where(eq(checkRecord.planItemId, task.id));
    expect(closing).toHaveLength(1);
  });
});
