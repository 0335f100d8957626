import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { countStatements } from '../../../test/statements';
import { serverTimeZone } from '../../core/dates';
import { checkPlanItem, checkRecord, checkRiskPoint, clientRecordKey, user } from '../../db/schema';
import { dateOf, todayIn } from './cycle';
import { codeHash, offlineBundle } from './offline-bundle';

/**
 * Records a phone made without a signal (#37 items 3 and 4): sent later, exactly once under the
 * phone's key, with the phone's times, the printed code as the proof of presence, and lateness
 * judged by when the check was done.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let pointId: string;
let qrToken: string;
let items: { id: string }[];
type Task = typeof checkPlanItem.$inferSelect;
let tasks: Task[];
const P = '/api/shtmp-check';
/** A check as a phone sends it: its key (when it has one) in the Idempotency-Key header. */
const submit = ({ clientKey, ...body }: Record<string, unknown>) =>
  t.call(
    'POST',
    `${P}/checkRecord/submitCheck`,
    token,
    body,
    undefined,
    clientKey === undefined ? {} : { 'idempotency-key': String(clientKey) },
  );
const recordsOf = async (taskId: string) =>
  t.db.select().from(checkRecord).where(eq(checkRecord.planItemId, taskId));
const taskRow = async (id: string) =>
  (await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.id, id)))[0];
const inWindow = (task: Task, minutes: number) =>
  new Date((task.dueStart as Date).getTime() + minutes * 60_000).toISOString();
/** An offline record of `task`: scanned at +10 min, done at +25 min of its window. */
const offline = (task: Task, extra: Record<string, unknown> = {}) => ({
  checkRiskPointId: pointId,
  planItemId: task.id,
  scannedCode: qrToken,
  scannedAt: inWindow(task, 10),
  doneAt: inWindow(task, 25),
  items: items.map((i) => ({ checkItemId: i.id, result: 'PASS' })),
  ...extra,
});
let keys = 0;
const newKey = () => `phone-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  const deptId = await createDept(t.db, { tenantId: '000000', deptName: '泵房' });
  const saved = await t.call('POST', `${P}/checkRiskPoint/save`, token, {
    deptId,
    responsibleUserId: admin.id,
    name: '泵房灭火器',
    number: 'JCD-OFF01',
    pointKind: 'EXTINGUISHER',
    extinguisherType: 'DRY_POWDER_ABC',
    specModel: 'MFZ/ABC4',
    quantity: 1,
    productionDate: '2024-03-01',
  });
  pointId = String(saved.body.data.id);
  const [stored] = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, pointId));
  qrToken = String(stored.qrToken);
  const plan = await t.call('POST', `${P}/checkPlan/save`, token, {
    name: '泵房日检',
    checkType: 'DAILY',
    organizerDeptId: deptId,
    memberIds: [admin.id],
    checkRiskPointIds: [pointId],
    cycle: 'DAY',
    startDate: dateOf(todayIn(new Date(), serverTimeZone()) - 6),
    endDate: '2099-12-31',
    requireScan: true,
  });
  await t.call('POST', `${P}/checkPlan/publish`, token, {
    id: plan.body.data.id,
    version: plan.body.data.version,
  });
  tasks = await t.db
    .select()
    .from(checkPlanItem)
    .where(eq(checkPlanItem.planId, plan.body.data.id))
    .orderBy(asc(checkPlanItem.dueStart));
  // the past windows, oldest first (their ends have passed)
  tasks = tasks.filter((x) => (x.dueEnd as Date).getTime() < Date.now());
  expect(tasks.length).toBeGreaterThanOrEqual(3);
  items = (await t.call('GET', `${P}/scan/${qrToken}`, token)).body.data.items;
});
afterAll(() => t.close());

describe('a check made without a signal, sent days later', () => {
  it('keeps the phone times and the receive time, proves the scan by the printed code, counts on time', async () => {
    const task = tasks[0];
    const res = await submit(offline(task, { clientKey: newKey() }));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ late: false, scanVerified: true });
    const [rec] = await recordsOf(String(task.id));
    const ms = (v: unknown) => new Date(v as Date).getTime();
    expect(ms(rec.startTime)).toBe(Date.parse(inWindow(task, 10)));
    expect(ms(rec.submitTime)).toBe(Date.parse(inWindow(task, 25)));
    expect(Date.now() - ms(rec.receiveTime)).toBeLessThan(60_000);
    expect((await taskRow(String(task.id))).taskStatus).toBe('DONE');
  });

  it('done after its window is late however it arrived', async () => {
    const task = tasks[1];
    const after = new Date((task.dueEnd as Date).getTime() + 30 * 60_000).toISOString();
    const res = await submit(offline(task, { scannedAt: after, doneAt: after, clientKey: newKey() }));
    expect(res.body.data.late).toBe(true);
    expect((await taskRow(String(task.id))).taskStatus).toBe('DONE_LATE');
  });
});

describe('exactly once under the phone key', () => {
  it('the same record sent again: one row, the second answer repeats the first', async () => {
    const task = tasks[2];
    const body = offline(task, { clientKey: newKey() });
    const first = await submit(body);
    const second = await submit(body);
    expect(first.body.code, first.body.msg).toBe(200);
    expect(second.body.code, second.body.msg).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await recordsOf(String(task.id))).toHaveLength(1);
  });

  it('sent twice at the same moment (a retry racing the first): one row, both answers the same', async () => {
    const task = tasks.at(-1)!;
    const body = offline(task, { clientKey: newKey() });
    const both = await Promise.all([submit(body), submit(body)]);
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);
    expect(both[1].body.data.id).toBe(both[0].body.data.id);
    expect(await recordsOf(String(task.id))).toHaveLength(1);
  });

  it('a refused record leaves no key: put right, the same key writes it', async () => {
    const task = (
      await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.checkRiskPointId, pointId))
    ).find((x) => x.taskStatus === 'PENDING' && (x.dueStart as Date).getTime() <= Date.now())!;
    const key = newKey();
    const wrong = await submit(offline(task, { clientKey: key, scannedCode: 'not-the-printed-code' }));
    expect(wrong.body.msg).toBe('扫描的二维码不是该点位的二维码');
    const kept = await t.db.select().from(clientRecordKey).where(eq(clientRecordKey.clientKey, key));
    expect(kept).toHaveLength(0);
    const now = new Date().toISOString();
    const right = await submit(offline(task, { clientKey: key, scannedAt: now, doneAt: now }));
    expect(right.body.code, right.body.msg).toBe(200);
    const [row] = await t.db.select().from(clientRecordKey).where(eq(clientRecordKey.clientKey, key));
    expect(row).toMatchObject({ kind: 'checkRecord', recordId: right.body.data.id });
  });
});

describe('bad offline records are refused with a clear message and write nothing', () => {
  const hour = 3_600_000;
  it.each([
    ['a code of another point', { scannedCode: 'someone-elses-code' }, '扫描的二维码不是该点位的二维码'],
    [
      'a completion in the future',
      { doneAt: new Date(Date.now() + hour).toISOString() },
      '检查时间晚于服务器时间,请校准手机时间',
    ],
    [
      'a completion before the scan',
      { scannedAt: 'LATER', doneAt: 'EARLIER' },
      '检查结束时间不能早于开始时间',
    ],
    [
      'a record older than the phone keeps its tasks',
      { scannedAt: 'OLD', doneAt: 'OLD' },
      '离线检查记录已超过7天,不能再提交',
    ],
    ['a check before its window opened', { scannedAt: 'BEFORE', doneAt: 'BEFORE' }, '该检查任务尚未开始'],
    ['a malformed key', { clientKey: 'x y' }, 'Idempotency-Key 应为'],
    ['a malformed time', { doneAt: 'yesterday' }, 'doneAt'],
  ])('%s', async (_, change, msg) => {
    const task = (
      await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.checkRiskPointId, pointId))
    ).find(
      (x) =>
        ['PENDING', 'OVERDUE'].includes(String(x.taskStatus)) && (x.dueStart as Date).getTime() <= Date.now(),
    )!;
    const start = (task.dueStart as Date).getTime();
    const when: Record<string, string> = {
      LATER: new Date(start + 20 * 60_000).toISOString(),
      EARLIER: new Date(start + 5 * 60_000).toISOString(),
      OLD: new Date(Date.now() - 8 * 24 * hour).toISOString(),
      BEFORE: new Date(start - hour).toISOString(),
    };
    const body = offline(task, { clientKey: newKey() });
    for (const [k, v] of Object.entries(change)) body[k as keyof typeof body] = (when[v] ?? v) as never;
    const before = (await t.db.select().from(checkRecord)).length;
    const res = await submit(body);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(msg);
    expect((await t.db.select().from(checkRecord)).length).toBe(before);
  });
});

describe('what a phone stores to work without a signal (#37 item 2)', () => {
  it("the checker's open tasks of the coming days, their points with the hash of the printed code, the items", async () => {
    const res = await t.call('GET', `${P}/offline/bundle`, token, undefined, { days: '2' });
    expect(res.body.code, res.body.msg).toBe(200);
    const bundle = res.body.data;
    expect(JSON.stringify(bundle)).not.toContain(qrToken);
    const open = (
      await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.checkRiskPointId, pointId))
    ).filter((x) => ['PENDING', 'OVERDUE'].includes(String(x.taskStatus)));
    const horizon = Date.now() + 2 * 86_400_000;
    const expected = open.filter((x) => (x.dueStart as Date).getTime() <= horizon).map((x) => String(x.id));
    expect(bundle.tasks.map((x: { id: string }) => x.id).sort()).toEqual(expected.sort());
    expect(bundle.tasks.length).toBeGreaterThan(0);
    const [point] = bundle.points;
    expect(point).toMatchObject({ id: pointId, name: '泵房灭火器', codeHash: codeHash(qrToken) });
    expect(point.itemIds).toEqual(items.map((i) => i.id));
    expect(bundle.items.map((i: { id: string }) => i.id)).toEqual(items.map((i) => i.id));
    expect(bundle.items[0]).toHaveProperty('standard');
  });

  it('three statements however many tasks; nothing for a user on no plan; days bounded', async () => {
    const ctx = {
      tenantId: '000000',
      userId: String(
        (
          await t.db
            .select()
            .from(user)
            .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')))
        )[0].id,
      ),
    };
    const counted = await countStatements(() => offlineBundle(t.db, ctx as never, new Date(), 3));
    expect(counted.statements).toHaveLength(3);
    const other = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'offline2',
      menus: pageCodes('checkRecord'),
    });
    const tk = await t.login({ account: other.account, password: other.password });
    const none = await t.call('GET', `${P}/offline/bundle`, tk);
    expect(none.body.data).toMatchObject({ tasks: [], points: [], items: [] });
    const bad = await t.call('GET', `${P}/offline/bundle`, token, undefined, { days: '99' });
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误: days 应在 0 到 14 之间' });
  });
});
