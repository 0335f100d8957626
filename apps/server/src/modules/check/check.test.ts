import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { serverTimeZone } from '../../core/dates';
import { nextId } from '../../core/ids';
import { attach, checkPlan, checkPlanItem, checkRecord, checkRiskPoint, user } from '../../db/schema';
import { riskApi } from '../risk/test-data';
import { dateOf, todayIn } from './cycle';
import { generateTasks } from './generator';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let adminId: string;
let deptId: string;
let RISK_POINT: string;
const P = '/api/shtmp-check';

const CHECK_MENUS = pageCodes(
  'checkRiskPoint',
  'checkRiskPointExtinguisher',
  'checkRiskPointHydrant',
  'checkItem',
  'checkPlan',
  'checkRecord',
);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  adminId = admin.id;
  deptId = await createDept(t.db, { tenantId: '000000', deptName: '生产部' });
  const risk = riskApi(t, token);
  RISK_POINT = (await risk.point('空压站', await risk.owner())).id;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown, tk = token) => t.call('POST', `${P}${path}`, tk, body);
const get = (path: string, tk = token) => t.call('GET', `${P}${path}`, tk);

async function point(body: Record<string, unknown>, tk = token) {
  return post('/checkRiskPoint/save', { deptId, responsibleUserId: adminId, ...body }, tk);
}

describe('check items', () => {
  it('seeds the extinguisher and hydrant templates and pages them with page1', async () => {
    const res = await post('/checkItem/page1', { pointKind: 'EXTINGUISHER', size: 50 });
    expect(res.body.data.total).toBe(8);
    expect(res.body.data.records[0].content).toBe('放置位置正确、无遮挡');
    const hyd = await post('/checkItem/page1', { pointKind: 'HYDRANT', size: 50 });
    expect(
      hyd.body.data.records.find((r: { resultType: string }) => r.resultType === 'NUMBER'),
    ).toMatchObject({
      unit: 'MPa',
      minValue: 0.07,
      maxValue: 1,
    });
  });

  it('replaces the ordered list of a risk point in one transaction', async () => {
    const first = await post('/checkItem/updateCheckItemEntityList', {
      riskPointTypeId: RISK_POINT,
      list: [
        { content: '防护罩完好', resultType: 'PASS_FAIL' },
        { content: '出口压力', resultType: 'NUMBER', unit: 'MPa', minValue: 0.2, maxValue: 0.6 },
        { content: '运行记录', resultType: 'TEXT' },
      ],
    });
    expect(first.body.code).toBe(200);
    const [a, b] = first.body.data;
    const second = await post('/checkItem/updateCheckItemEntityList', {
      riskPointTypeId: RISK_POINT,
      list: [
        { ...b, maxValue: 0.8 },
        { id: a.id, content: '防护罩完好、无松动', resultType: 'PASS_FAIL' },
      ],
    });
    expect(second.body.data.map((r: { content: string }) => r.content)).toEqual([
      '出口压力',
      '防护罩完好、无松动',
    ]);
    const list = await get(`/checkItem/listByRiskPointTypeId/${RISK_POINT}`);
    expect(list.body.data.map((r: { sort: number; maxValue: number }) => [r.sort, r.maxValue])).toEqual([
      [1, 0.8],
      [2, null],
    ]);
    // A bad row refuses the whole list; nothing changes.
    const bad = await post('/checkItem/updateCheckItemEntityList', {
      riskPointTypeId: RISK_POINT,
      list: [{ content: '新项', resultType: 'NUMBER', minValue: 5, maxValue: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('下限不能大于上限');
    expect((await get(`/checkItem/listByRiskPointTypeId/${RISK_POINT}`)).body.data).toHaveLength(2);
    await post('/checkItem/updateCheckItemEntityList', {
      riskPointTypeId: RISK_POINT,
      list: [...list.body.data, { content: '运行记录', resultType: 'TEXT' }],
    });
  });
});

describe('check items from control measures', () => {
  it('merges checkable measures into items and follows their text', async () => {
    const risk = riskApi(t, token);
    const measure = await risk.data('riskControlMeasure/save', {
      riskPointTypeId: RISK_POINT,
      category: 'MANAGEMENT',
      content: '每班检查安全阀铅封',
      isExisting: true,
      sourceType: 'MANUAL',
      checkable: true,
    });
    const first = await post(`/checkItem/generateFromMeasures/${RISK_POINT}`);
    const made = first.body.data.filter((r: { measureId: string }) => r.measureId === measure.id);
    expect(made).toHaveLength(1);
    await risk.data('riskControlMeasure/update', { id: measure.id, content: '每班检查安全阀铅封完好' });
    const second = await post(`/checkItem/generateFromMeasures/${RISK_POINT}`);
    const again = second.body.data.filter((r: { measureId: string }) => r.measureId === measure.id);
    expect(again.map((r: { content: string }) => r.content)).toEqual(['每班检查安全阀铅封完好']);
    expect(second.body.data).toHaveLength(first.body.data.length);
  });
});

describe('check points', () => {
  it('creates the three kinds, computes extinguisher dates and refuses duplicates', async () => {
    const normal = await point({
      name: '1#空压机',
      number: 'JCD-0001',
      pointKind: 'NORMAL',
      riskPointTypeId: RISK_POINT,
      lng: 120.1,
      lat: 30.2,
    });
    expect(normal.body.code).toBe(200);
    // the stored QR token stays on the server (#38 item 4)
    expect(normal.body.data.qrToken).toBeUndefined();
    expect(await qrTokenOf(normal.body.data.id)).toMatch(/^[\w-]{32}$/);
    const ext = await point({
      name: '配电室灭火器1',
      number: 'JCD-0002',
      pointKind: 'EXTINGUISHER',
      extinguisherType: 'DRY_POWDER_ABC',
      specModel: 'MFZ/ABC4',
      quantity: 2,
      productionDate: '2024-03-01',
    });
    expect(ext.body.data).toMatchObject({
      nextServiceDate: '2029-03-01',
      scrapDate: '2034-03-01',
      lifeStatus: 'NORMAL',
      riskLevel: 'LOW',
    });
    const noType = await point({
      name: '灭火器2',
      number: 'JCD-0003',
      pointKind: 'EXTINGUISHER',
      specModel: 'x',
    });
    expect(noType.status).toBe(400);
    expect(noType.body.msg).toContain('灭火器类型');
    const hyd = await point({
      name: '1#室内消火栓',
      number: 'JCD-0004',
      pointKind: 'HYDRANT',
      hydrantType: 'INDOOR',
      hoseCount: 1,
    });
    expect(hyd.body.code).toBe(200);
    const dup = await point({
      name: '1#空压机',
      number: 'JCD-0099',
      pointKind: 'NORMAL',
      riskPointTypeId: RISK_POINT,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('已存在');
    const dupNo = await point({
      name: '2#空压机',
      number: 'JCD-0001',
      pointKind: 'NORMAL',
      riskPointTypeId: RISK_POINT,
    });
    expect(dupNo.status).toBe(400);
  });

  it('validates name and number live, prints a QR code and lists by risk point', async () => {
    expect((await post('/checkRiskPoint/validate/name', { name: '1#空压机' })).body.data).toBe(false);
    expect((await post('/checkRiskPoint/validate/name', { name: '3#空压机' })).body.data).toBe(true);
    const list = await get(`/checkRiskPoint/listByRiskPointTypeId/${RISK_POINT}`);
    const id = list.body.data[0].id;
    expect((await post('/checkRiskPoint/validate/number', { number: 'JCD-0001', id })).body.data).toBe(true);
    expect((await post('/checkRiskPoint/validate/number', { number: 'JCD-0001' })).body.data).toBe(false);
    const qr = await get(`/checkRiskPoint/qrcode/${id}`);
    expect(qr.raw.headers['content-type']).toBe('image/png');
    expect(qr.raw.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const byKind = await post('/checkRiskPoint/page', { pointKind: 'EXTINGUISHER' });
    expect(byKind.body.data.records.map((r: { name: string }) => r.name)).toEqual(['配电室灭火器1']);
    const upd = await post('/checkRiskPoint/update', { id, name: '1#空压机(东)', pointKind: 'HYDRANT' });
    expect(upd.body.data).toMatchObject({ name: '1#空压机(东)', pointKind: 'NORMAL' });
    const xls = await t.call('POST', `${P}/checkRiskPoint/exportExcel`, token, {});
    expect(xls.status).toBe(200);
  });

  it('copies the risk level from its risk point and follows its changes', async () => {
    const p = (await get(`/checkRiskPoint/listByRiskPointTypeId/${RISK_POINT}`)).body.data[0];
    expect(p.riskLevel).toBeNull();
    const risk = riskApi(t, token);
    const act = await risk.activity(RISK_POINT, await risk.owner());
    await risk.data('riskJobActivityItem/save', risk.lecItem(act.id, 1, 10, 6, 40));
    const level = (await t.call('GET', `/api/shtmp-risk/riskPointType/get/${RISK_POINT}`, token)).body.data
      .riskLevel;
    expect(level).toBe('MAJOR');
    expect((await get(`/checkRiskPoint/get/${p.id}`)).body.data.riskLevel).toBe('MAJOR');
  });
});

async function qrTokenOf(id: string) {
  const [row] = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, id));
  return String(row.qrToken);
}

async function pointByName(name: string) {
  const res = await post('/checkRiskPoint/page', { name, size: 1 });
  const row = res.body.data.records[0] as { id: string };
  return { id: row.id, qrToken: await qrTokenOf(row.id) };
}

describe('check plans and tasks', () => {
  it('refuses a plan with no points or an end before its start', async () => {
    const base = {
      name: '每日巡检',
      checkType: 'DAILY',
      organizerDeptId: deptId,
      memberIds: [adminId],
      cycle: 'DAY',
    };
    const none = await post('/checkPlan/save', {
      ...base,
      checkRiskPointIds: [],
      startDate: '2026-11-01',
      endDate: '2026-12-31',
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('检查点位');
    const p = await pointByName('配电室灭火器1');
    const back = await post('/checkPlan/save', {
      ...base,
      checkRiskPointIds: [p.id],
      startDate: '2026-12-01',
      endDate: '2026-11-01',
    });
    expect(back.body.msg).toBe('结束日期不能早于开始日期');
    const foreign = await post('/checkPlan/save', {
      ...base,
      checkRiskPointIds: [nextId()],
      startDate: '2026-11-01',
      endDate: '2026-12-31',
    });
    expect(foreign.body.msg).toContain('检查点位');
    expect(foreign.status).toBe(400);
  });

  it('publishes a daily plan, materialises tasks idempotently and marks missed ones overdue', async () => {
    const pts = [await pointByName('1#空压机(东)'), await pointByName('配电室灭火器1')];
    // three days before today in the plan's zone (the generator's days), not UTC's
    const start = dateOf(todayIn(new Date(), serverTimeZone()) - 3);
    const saved = await post('/checkPlan/save', {
      name: '日常巡检计划',
      checkType: 'DAILY',
      organizerDeptId: deptId,
      memberIds: [adminId],
      checkRiskPointIds: pts.map((p) => p.id),
      cycle: 'DAY',
      startDate: start,
      endDate: '2099-12-31',
      requireScan: true,
    });
    expect(saved.body.data.planStatus).toBe('DRAFT');
    const planId = saved.body.data.id;
    // Id lists live in join tables: order kept, labels in one query, filterable by member.
    expect(saved.body.data.checkRiskPointIds).toEqual(pts.map((p) => p.id));
    expect(saved.body.data.checkRiskPointIdsName).toBe('1#空压机(东),配电室灭火器1');
    expect(saved.body.data.memberIds).toEqual([adminId]);
    expect(saved.body.data.memberIdsName).toBeTruthy();
    const byPoint = await post('/checkPlan/page', { checkRiskPointIds_equal: pts[1].id, size: 100 });
    expect(byPoint.body.data.records.map((r: { id: string }) => r.id)).toContain(planId);
    const names = await get(`/checkPlan/getCheckRiskPointNamesByType/${RISK_POINT}`);
    expect(names.body.data.map((r: { name: string }) => r.name)).toEqual(['1#空压机(东)']);
    const pub = await post('/checkPlan/publish', { id: planId, version: saved.body.data.version });
    expect(pub.body.data).toMatchObject({ planStatus: 'PUBLISHED', allowedActions: ['cancel'] });
    expect(
      (await post('/checkPlan/publish', { id: planId, version: pub.body.data.version })).body.msg,
    ).toContain('不能执行「发布」');
    expect((await post('/checkPlan/publish', { id: planId, version: 0 })).status).toBe(409);
    const tasks = await post('/checkPlanItem/page', { planId, size: 100 });
    expect(
      tasks.body.data.records.every((r: { checkerIds: string[] }) => r.checkerIds.join() === adminId),
    ).toBe(true);
    // Three missed days, today and tomorrow, for two points; the missed ones are overdue.
    expect(tasks.body.data.total).toBe(10);
    const statuses = tasks.body.data.records.map((r: { taskStatus: string }) => r.taskStatus);
    expect(statuses.filter((s: string) => s === 'OVERDUE')).toHaveLength(6);
    const again = await post('/checkPlan/generate');
    expect(again.body.data.created).toBe(0);
    expect((await post('/checkPlanItem/page', { planId })).body.data.total).toBe(10);
    // The job on the next day adds the day after tomorrow only.
    const later = await generateTasks(t.db, {
      now: new Date(Date.now() + 86_400_000),
      tz: 'Asia/Shanghai',
      tenantId: '000000',
    });
    expect(later.created).toBe(2);
    const bad = await post('/checkPlan/update', {
      id: planId,
      version: pub.body.data.version,
      endDate: '2000-01-01',
    });
    expect(bad.status).toBe(400);
  });

  it('adds tasks by hand in a batch (all or nothing), skips one and cancels a draft', async () => {
    const p = await pointByName('1#室内消火栓');
    const draft = await post('/checkPlan/save', {
      name: '消防设施月检',
      checkType: 'FIRE_FACILITY',
      organizerDeptId: deptId,
      memberIds: [adminId],
      checkRiskPointIds: [p.id],
      cycle: 'ONCE',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    const planId = draft.body.data.id;
    const one = {
      planId,
      checkRiskPointId: p.id,
      dueStart: '2026-11-10 08:00:00',
      dueEnd: '2026-11-10 18:00:00',
    };
    const dupBatch = await post('/checkPlanItem/saveBatch', [one, one]);
    expect(dupBatch.status).toBe(400);
    expect(dupBatch.body.msg).toContain('第2条');
    expect((await post('/checkPlanItem/page', { planId })).body.data.total).toBe(0);
    const batch = await post('/checkPlanItem/saveBatch', [
      one,
      { ...one, dueStart: '2026-11-11 08:00:00', dueEnd: '2026-11-11 18:00:00' },
    ]);
    expect(batch.body.data).toHaveLength(2);
    const skipped = await post('/checkPlanItem/skip', { id: batch.body.data[0].id, skipReason: '停产检修' });
    expect(skipped.body.data.taskStatus).toBe('SKIPPED');
    const cancel = await post('/checkPlan/process', {
      id: planId,
      version: draft.body.data.version,
      action: 'cancel',
    });
    expect(cancel.body.data.planStatus).toBe('CANCELLED');
    const left = (await post('/checkPlanItem/page', { planId })).body.data.records;
    expect(left.map((r: { taskStatus: string }) => r.taskStatus).sort()).toEqual(['SKIPPED', 'SKIPPED']);
    expect((await post('/checkPlan/remove', { ids: planId })).body.code).toBe(200);
  });
});

describe('scan to check', () => {
  it('shows the point, its due task and items, and records a check that closes the task', async () => {
    const p = await pointByName('配电室灭火器1');
    const scan = await get(`/scan/${p.qrToken}`);
    expect(scan.body.data.point.name).toBe('配电室灭火器1');
    expect(scan.body.data.items).toHaveLength(8);
    // today's window, not the oldest missed one (those stay overdue, offered for a late check)
    const task = scan.body.data.task;
    // (the test before ran the job a day ahead, so its stored status already says OVERDUE)
    expect(scan.body.data.overdueTasks).toHaveLength(3);
    expect(task.dueStart > scan.body.data.overdueTasks[0].dueEnd).toBe(true);
    const scanToken = scan.body.data.scanToken as string;
    const items = scan.body.data.items as { id: string }[];
    const answers = items.map((i, n) =>
      n === 1
        ? { checkItemId: i.id, result: 'FAIL', description: '压力表指针在红区' }
        : { checkItemId: i.id, result: 'PASS' },
    );
    const records = async () => (await t.db.select().from(checkRecord)).length;
    const before = await records();
    const wrong = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: 'x'.repeat(32),
      items: answers,
    });
    expect(wrong.body.msg).toBe('扫码凭证无效(须由本人扫描该点位二维码取得)');
    // the stored token (what the printed code carries) is not proof of a scan
    const raw = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: p.qrToken,
      items: answers,
    });
    expect(raw.body.msg).toBe('扫码凭证无效(须由本人扫描该点位二维码取得)');
    const noScan = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      items: answers,
    });
    expect(noScan.body.msg).toContain('扫码');
    const noDesc = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: scanToken,
      items: answers.map((a) => ({ ...a, description: undefined })),
    });
    expect(noDesc.body.msg).toContain('问题描述');
    const pdf = nextId();
    await t.db.insert(attach).values({
      id: pdf,
      tenantId: '000000',
      link: 'x',
      name: 'a.pdf',
      originalName: 'a.pdf',
      contentType: 'application/pdf',
    });
    const notImage = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: scanToken,
      photoIds: [pdf],
      items: answers,
    });
    expect(notImage.body.msg).toBe('照片只能是图片文件');
    expect(await records()).toBe(before);

    const done = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: scanToken,
      items: answers,
    });
    expect(done.body.code).toBe(200);
    expect(done.body.data).toMatchObject({
      recordStatus: 'SUBMITTED',
      result: 'ABNORMAL',
      failCount: 1,
      scanVerified: true,
      late: false,
    });
    const [closed] = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, task.id));
    expect(closed.taskStatus).toBe('DONE');
    expect(closed.checkRecordId).toBe(done.body.data.id);
    const [plan] = await t.db.select().from(checkPlan).where(eq(checkPlan.id, task.planId));
    expect(plan.planStatus).toBe('IN_PROGRESS');
    const pt = await get(`/checkRiskPoint/get/${p.id}`);
    expect(pt.body.data.lastCheckResult).toBe('FAIL');
    const lines = await post('/checkRecordItem/list', { recordId: done.body.data.id });
    const fail = lines.body.data.records.find((r: { result: string }) => r.result === 'FAIL');
    // issue #32 item 3: the FAIL line registered its danger with the check — titled by the finding
    expect(fail.dangerDraft).toMatchObject({ source: 'PLAN_CHECK', title: '压力表指针在红区' });
    expect(fail.dangerRecordId).toBeTruthy();
    const danger = await t.call('GET', `/api/shtmp-danger/dangerRecord/detail`, token, undefined, {
      id: fail.dangerRecordId,
    });
    expect(danger.body.data).toMatchObject({
      title: '压力表指针在红区',
      status: 'PENDING_CONFIRM',
      source: 'PLAN_CHECK',
      checkRecordId: done.body.data.id,
      checkRecordItemId: fail.id,
      checkRiskPointId: p.id,
    });
    expect(done.body.data.dangerCount).toBe(1);
    expect((await post('/checkRecordItem/raiseDanger', { id: fail.id })).body.msg).toBe('该检查项已登记隐患');
    expect((await get(`/checkRecord/get/${done.body.data.id}`)).body.data.dangerCount).toBe(1);
    const again = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      planItemId: task.id,
      token: scanToken,
      items: answers,
    });
    expect(again.body.msg).toContain('已完成');
    const year = new Date().getFullYear();
    expect((await get('/checkRecord/yearList')).body.data).toEqual([year]);
    const ledger = await post('/checkRecord/page', { year });
    expect(ledger.body.data.total).toBe(1);
    expect((await post('/checkRecord/remove', { ids: done.body.data.id })).body.msg).toContain('不能删除');
  });

  it('judges a NUMBER outside its range as FAIL without an error', async () => {
    const p = await pointByName('1#室内消火栓');
    const scan = (await get(`/scan/${p.qrToken}`)).body.data;
    const items = scan.items as { id: string; resultType: string }[];
    const res = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      token: scan.scanToken,
      items: items.map((i) =>
        i.resultType === 'NUMBER'
          ? { checkItemId: i.id, value: '0.03' }
          : { checkItemId: i.id, result: 'PASS' },
      ),
    });
    expect(res.body.data, res.body.msg).toMatchObject({
      result: 'ABNORMAL',
      failCount: 1,
      checkType: 'FIRE_FACILITY',
    });
    const partial = await post('/checkRecord/submitCheck', {
      checkRiskPointId: p.id,
      items: [{ checkItemId: items[0].id, result: 'PASS' }],
    });
    expect(partial.body.msg).toContain('未检查');
  });

  it('writes record items by hand only while the record is in progress', async () => {
    const p = await pointByName('1#空压机(东)');
    const rec = await post('/checkRecord/save', {
      checkRiskPointId: p.id,
      checkType: 'DAILY',
      recordStatus: 'SUBMITTED',
    });
    expect(rec.body.data).toMatchObject({ recordStatus: 'IN_PROGRESS', checkerId: adminId });
    const items = (await get(`/checkItem/listByRiskPointTypeId/${RISK_POINT}`)).body.data;
    const line = await post('/checkRecordItem/save', {
      recordId: rec.body.data.id,
      checkItemId: items[0].id,
      result: 'PASS',
    });
    expect(line.body.data.contentSnapshot).toBe(items[0].content);
    const noDesc = await post('/checkRecordItem/update', { id: line.body.data.id, result: 'FAIL' });
    expect(noDesc.body.msg).toContain('问题描述');
    const got = await get(`/checkRecordItem/get/${line.body.data.id}`);
    expect(got.body.data.result).toBe('PASS');
    expect((await post('/checkRecordItem/remove', { ids: line.body.data.id })).body.code).toBe(200);
    expect((await post('/checkRecord/remove', { ids: rec.body.data.id })).body.code).toBe(200);
  });
});

describe('permissions and tenants', () => {
  it('limits a variant page user to its kind and requires the codes of each call', async () => {
    const ext = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'fire',
      menus: pageCodes('checkRiskPointExtinguisher'),
    });
    const tk = await t.login({ account: ext.account, password: ext.password });
    const page = await post('/checkRiskPoint/page', { size: 50 }, tk);
    expect(page.body.data.records.every((r: { pointKind: string }) => r.pointKind === 'EXTINGUISHER')).toBe(
      true,
    );
    const normal = await point(
      { name: '越权点位', pointKind: 'NORMAL', riskPointTypeId: RISK_POINT, number: 'X-1' },
      tk,
    );
    expect(normal.status).toBe(403);
    const mine = await point(
      {
        name: '仓库灭火器',
        number: 'JCD-0100',
        pointKind: 'EXTINGUISHER',
        extinguisherType: 'CO2',
        specModel: 'MT3',
        quantity: 1,
        productionDate: '2025-01-01',
      },
      tk,
    );
    expect(mine.body.code).toBe(200);
    expect((await post('/checkPlan/page', {}, tk)).status).toBe(403);
    expect((await get('/scan/abcdefghijkl', tk)).status).toBe(403);
    expect(
      (await post('/checkItem/updateCheckItemEntityList', { riskPointTypeId: RISK_POINT, list: [] }, tk))
        .status,
    ).toBe(403);
    expect((await post('/checkPlan/publish', { id: '1', version: 1 }, tk)).status).toBe(403);
  });

  it('keeps every call inside the caller tenant', async () => {
    const other = await createTenantWithAdmin(t.db, CHECK_MENUS);
    const tk = await t.login({ tenantId: other.tenantId, account: 'admin', password: other.admin.password });
    const mine = await pointByName('配电室灭火器1');
    expect((await post('/checkRiskPoint/page', {}, tk)).body.data.total).toBe(0);
    expect((await get(`/checkRiskPoint/get/${mine.id}`, tk)).status).toBe(404);
    expect((await get(`/checkRiskPoint/qrcode/${mine.id}`, tk)).status).toBe(404);
    expect((await get(`/scan/${mine.qrToken}`, tk)).status).toBe(404);
    expect((await post('/checkRecord/page', {}, tk)).body.data.total).toBe(0);
    expect((await get('/checkRecord/yearList', tk)).body.data).toEqual([]);
    expect((await post('/checkPlanItem/page', {}, tk)).body.data.total).toBe(0);
    const foreign = await post(
      '/checkRecord/submitCheck',
      { checkRiskPointId: mine.id, items: [{ checkItemId: nextId(), result: 'PASS' }] },
      tk,
    );
    expect(foreign.body.msg).toBe('检查点位不存在或不属于当前租户');
    const rec = await post('/checkRecord/save', { checkRiskPointId: mine.id, checkType: 'DAILY' }, tk);
    expect(rec.status).toBe(400);
    expect((await post('/checkRiskPoint/validate/name', { name: '配电室灭火器1' }, tk)).body.data).toBe(true);
    expect((await post('/checkItem/page1', { pointKind: 'EXTINGUISHER' }, tk)).body.data.total).toBe(8);
    expect((await post('/checkRiskPoint/remove', { ids: mine.id }, tk)).status).toBe(404);
    const options = (await get('/options', tk)).body.data;
    expect(options.points).toEqual([]);
    expect(options.users.map((u: { name: string }) => u.name)).toEqual(['admin']);
  });
});
