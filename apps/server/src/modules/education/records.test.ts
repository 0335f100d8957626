import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { user } from '../../db/schema';

const E = '/api/shtmp-education';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let adminId: string;
let deptId: string;
let workerA: string;
let workerB: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  adminId = admin.id;
  deptId = await createDept(t.db, { tenantId: '000000', deptName: '一车间' });
  workerA = (await createUser(t.db, { tenantId: '000000', account: 'edu_worker_a', deptId, menus: [] }))
    .userId;
  workerB = (await createUser(t.db, { tenantId: '000000', account: 'edu_worker_b', deptId, menus: [] }))
    .userId;
});
afterAll(() => t.close());

describe('meeting records', () => {
  const meeting = (over: Record<string, unknown> = {}) => ({
    title: '十一月安全例会',
    meetingType: 'REGULAR',
    meetingTime: '2026-11-02 09:00:00',
    hostId: adminId,
    recorderId: adminId,
    attendeeIds: [adminId, workerA],
    minutes: '通报本月隐患整改情况',
    ...over,
  });

  it('counts attendees and open follow-ups, and lists open follow-ups by owner with overdue flags', async () => {
    const res = await t.call('POST', `${E}/meetingRecord/submit`, token, {
      ...meeting(),
      followUps: [
        { content: '更换二车间破损防护罩', ownerId: workerA, dueDate: '2020-01-10' },
        { content: '补充应急物资', ownerId: workerB, dueDate: '2099-12-31', done: false },
        { content: '整理会议纪要', ownerId: adminId, dueDate: '2026-11-05', done: true },
      ],
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ attendeeCount: 2, openFollowUps: 2 });
    const id = res.body.data.id;
    expect((await t.call('GET', `${E}/meetingRecord/get/${id}`, token)).body.data.followUps).toHaveLength(3);
    const mine = await t.call('GET', `${E}/meetingRecord/followUps`, token, undefined, { ownerId: workerA });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ meetingId: id, content: '更换二车间破损防护罩', isOverdue: true }),
    ]);
    const open = await t.call('GET', `${E}/meetingRecord/followUps`, token);
    expect(open.body.data.map((f: { content: string }) => f.content)).toEqual([
      '更换二车间破损防护罩',
      '补充应急物资',
    ]);
    const upd = await t.call('POST', `${E}/meetingRecord/update`, token, {
      id,
      followUps: [{ content: '更换二车间破损防护罩', ownerId: workerA, dueDate: '2020-01-10', done: true }],
    });
    expect(upd.body.data.openFollowUps).toBe(0);
    expect(
      (await t.call('POST', `${E}/meetingRecord/page`, token, { title: '十一月' })).body.data.total,
    ).toBe(1);
    expect((await t.call('GET', `${E}/meetingRecord/list`, token)).body.code).toBe(200);
    expect((await t.call('GET', `${E}/meetingRecord/exportExcel`, token)).status).toBe(200);
    expect((await t.call('POST', `${E}/meetingRecord/remove`, token, undefined, { ids: id })).body.code).toBe(
      200,
    );
  });

  it('refuses malformed follow-ups and owners from nowhere, saving nothing', async () => {
    const before = (await t.call('POST', `${E}/meetingRecord/page`, token, {})).body.data.total;
    const noOwner = await t.call('POST', `${E}/meetingRecord/save`, token, {
      ...meeting(),
      followUps: [{ content: '无责任人', dueDate: '2026-12-01' }],
    });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body.msg).toContain('责任人');
    const badDate = await t.call('POST', `${E}/meetingRecord/save`, token, {
      ...meeting(),
      followUps: [{ content: 'x', ownerId: workerA, dueDate: '12/01/2026' }],
    });
    expect(badDate.status).toBe(400);
    const ghost = await t.call('POST', `${E}/meetingRecord/save`, token, {
      ...meeting(),
      followUps: [{ content: 'x', ownerId: '123456789012345678', dueDate: '2026-12-01' }],
    });
    expect(ghost.body.msg).toContain('不存在');
    expect((await t.call('POST', `${E}/meetingRecord/page`, token, {})).body.data.total).toBe(before);
  });
});

describe('investment plans', () => {
  const plan = (over: Record<string, unknown> = {}) => ({
    year: 2026,
    itemName: '储罐区可燃气体报警器更换',
    category: 'PROTECTION_FACILITY',
    deptId,
    plannedAmount: 80000,
    planStatus: 'PLANNED',
    ...over,
  });

  it('computes the execution rate and yearly totals by category, leaving cancelled items out', async () => {
    const a = await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({ actualAmount: 60000, planStatus: 'IN_PROGRESS' }),
    );
    expect(a.body.data.executionRate).toBe(0.75);
    await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({ itemName: '防护栏', plannedAmount: 20000 }),
    );
    await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({
        itemName: '劳保',
        category: 'PPE',
        plannedAmount: 50000,
        actualAmount: 50000,
        planStatus: 'COMPLETED',
        completedDate: '2026-06-30',
      }),
    );
    await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({ itemName: '取消项', category: 'PPE', plannedAmount: 99999, planStatus: 'CANCELLED' }),
    );
    await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({ year: 2025, itemName: '上年度', plannedAmount: 1000 }),
    );
    const totals = await t.call('GET', `${E}/investmentPlan/yearTotals`, token, undefined, { year: '2026' });
    expect(totals.body.data).toEqual({
      year: 2026,
      planned: 150000,
      actual: 110000,
      executionRate: 0.7333,
      categories: [
        { category: 'PPE', items: 1, planned: 50000, actual: 50000, executionRate: 1 },
        { category: 'PROTECTION_FACILITY', items: 2, planned: 100000, actual: 60000, executionRate: 0.6 },
      ],
    });
    const upd = await t.call('POST', `${E}/investmentPlan/update`, token, {
      id: a.body.data.id,
      actualAmount: 80000,
    });
    expect(upd.body.data.executionRate).toBe(1);
    const bad = await t.call('GET', `${E}/investmentPlan/yearTotals`, token, undefined, { year: 'abc' });
    expect(bad.status).toBe(400);
  });

  it('refuses a completed item without spending and a planned date outside the year', async () => {
    const done = await t.call('POST', `${E}/investmentPlan/submit`, token, plan({ planStatus: 'COMPLETED' }));
    expect(done.body.msg).toContain('实际使用金额');
    const outside = await t.call(
      'POST',
      `${E}/investmentPlan/submit`,
      token,
      plan({ plannedDate: '2027-01-05' }),
    );
    expect(outside.body.msg).toContain('计划年度');
    const negative = await t.call('POST', `${E}/investmentPlan/submit`, token, plan({ plannedAmount: -1 }));
    expect(negative.status).toBe(400);
    expect((await t.call('GET', `${E}/investmentPlan/exportExcel`, token)).status).toBe(200);
  });
});

describe('training records and participants', () => {
  const training = (over: Record<string, unknown> = {}) => ({
    title: '有限空间作业专题培训',
    trainingType: 'SPECIAL_TOPIC',
    startTime: '2026-03-10 09:00:00',
    endTime: '2026-03-10 17:00:00',
    hours: 8,
    trainer: '张工',
    organizerDeptId: deptId,
    content: '有限空间辨识、通风检测、监护',
    examRequired: true,
    ...over,
  });

  it('adds participants, computes count and pass rate, and lists people below the annual hours', async () => {
    const rec = await t.call('POST', `${E}/trainingRecord/submit`, token, training());
    expect(rec.body.code).toBe(200);
    const recordId = rec.body.data.id;
    const batch = await t.call('POST', `${E}/trainingParticipant/batch`, token, {
      recordId,
      userIds: [workerA, workerB, adminId],
    });
    expect(batch.body.data.added).toBe(3);
    const again = await t.call('POST', `${E}/trainingParticipant/batch`, token, {
      recordId,
      userIds: [workerA],
    });
    expect(again.body.data.added).toBe(0);
    const rows = (await t.call('POST', `${E}/trainingParticipant/page`, token, { recordId })).body.data
      .records as {
      id: string;
      userId: string;
    }[];
    expect(rows).toHaveLength(3);
    const byUser = new Map(rows.map((r) => [r.userId, r.id]));
    await t.call('POST', `${E}/trainingParticipant/update`, token, {
      id: byUser.get(workerA),
      score: 92,
      passed: true,
    });
    await t.call('POST', `${E}/trainingParticipant/update`, token, {
      id: byUser.get(workerB),
      score: 45,
      passed: false,
      signed: false,
    });
    const got = await t.call('GET', `${E}/trainingRecord/get/${recordId}`, token);
    expect(got.body.data).toMatchObject({ participantCount: 3, passRate: 0.5 });
    const dup = await t.call('POST', `${E}/trainingParticipant/save`, token, { recordId, userId: workerA });
    expect(dup.body.msg).toContain('已在本次培训');

    // a second 16-hour training for worker A alone: A reaches 24 h, B (not signed in) has 0
    const rec2 = await t.call(
      'POST',
      `${E}/trainingRecord/submit`,
      token,
      training({
        title: '复训',
        hours: 16,
        startTime: '2026-05-01 08:00:00',
        endTime: '2026-05-02 17:00:00',
      }),
    );
    await t.call('POST', `${E}/trainingParticipant/save`, token, {
      recordId: rec2.body.data.id,
      userId: workerA,
    });
    const below = await t.call('GET', `${E}/trainingRecord/hoursBelow`, token, undefined, { year: '2026' });
    expect(below.body.data.required).toBe(20);
    const people = below.body.data.people as { userId: string; hours: number; deptName: string }[];
    expect(people.find((p) => p.userId === workerA)).toBeUndefined();
    expect(people.find((p) => p.userId === workerB)).toMatchObject({ hours: 0, deptName: '一车间' });
    expect(people.find((p) => p.userId === adminId)).toMatchObject({ hours: 8 });
  });

  it('refuses an end before the start, participants of unknown trainings and bad external lists', async () => {
    const back = await t.call(
      'POST',
      `${E}/trainingRecord/submit`,
      token,
      training({ endTime: '2026-03-09 09:00:00' }),
    );
    expect(back.body.msg).toContain('结束时间');
    const ext = await t.call(
      'POST',
      `${E}/trainingRecord/submit`,
      token,
      training({ externalParticipants: [{ company: 'x' }] }),
    );
    expect(ext.status).toBe(400);
    const bad = async (people: unknown) =>
      (await t.call('POST', `${E}/trainingRecord/submit`, token, training({ externalParticipants: people })))
        .body;
    expect((await bad([{ name: '王师傅', company: '华安建设' }])).msg).toBe(
      '参数错误: 外来参训人员 第1人: 身份证号与联系电话至少填写一项',
    );
    expect(
      (
        await bad([
          { name: '王师傅', phone: '13800138000' },
          { name: '李工', idNo: '1234' },
        ])
      ).msg,
    ).toBe('参数错误: 外来参训人员 第2人: 身份证号应为15位或18位');
    expect((await bad('王师傅')).msg).toContain('外来参训人员');
    const saved = await t.call(
      'POST',
      `${E}/trainingRecord/submit`,
      token,
      training({
        externalParticipants: [
          { name: ' 王师傅 ', company: '华安建设', phone: '13800138000' },
          { name: '李工', idNo: '11010519491231002X' },
        ],
      }),
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    const got = await t.call('GET', `${E}/trainingRecord/get/${saved.body.data.id}`, token);
    expect(got.body.data.externalParticipants).toEqual([
      { name: '王师傅', company: '华安建设', idNo: '', phone: '13800138000' },
      { name: '李工', company: '', idNo: '11010519491231002X', phone: '' },
    ]);
    const orphan = await t.call('POST', `${E}/trainingParticipant/save`, token, {
      recordId: '123456789012345678',
      userId: workerA,
    });
    expect(orphan.status).toBe(400);
    expect(orphan.body.msg).toContain('培训记录');
    expect((await t.call('GET', `${E}/trainingRecord/exportExcel`, token)).status).toBe(200);
    expect((await t.call('GET', `${E}/trainingParticipant/exportExcel`, token)).status).toBe(200);
  });

  it('keeps tenants apart and needs the training codes', async () => {
    const rec = await t.call('POST', `${E}/trainingRecord/submit`, token, training({ title: '隔离' }));
    const other = await createTenantWithAdmin(
      t.db,
      pageCodes('trainingRecord', 'meetingRecord', 'investmentPlan'),
    );
    const otherTok = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    expect((await t.call('POST', `${E}/trainingRecord/page`, otherTok, {})).body.data.total).toBe(0);
    expect((await t.call('POST', `${E}/meetingRecord/page`, otherTok, {})).body.data.total).toBe(0);
    expect((await t.call('POST', `${E}/investmentPlan/page`, otherTok, {})).body.data.total).toBe(0);
    const sneak = await t.call('POST', `${E}/trainingParticipant/batch`, otherTok, {
      recordId: rec.body.data.id,
      userIds: [other.admin.userId],
    });
    expect(sneak.status).toBe(400);
    const totals = await t.call('GET', `${E}/investmentPlan/yearTotals`, otherTok, undefined, {
      year: '2026',
    });
    expect(totals.body.data.planned).toBe(0);
    const below = await t.call('GET', `${E}/trainingRecord/hoursBelow`, otherTok);
    expect(below.body.data.people.map((p: { userId: string }) => p.userId)).toEqual([other.admin.userId]);

    const reader = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'reader',
      menus: ['trainingRecord'],
    });
    const readTok = await t.login({ account: reader.account, password: reader.password });
    expect((await t.call('GET', `${E}/trainingRecord/hoursBelow`, readTok)).body.code).toBe(200);
    expect(
      (
        await t.call('POST', `${E}/trainingParticipant/batch`, readTok, {
          recordId: rec.body.data.id,
          userIds: [workerA],
        })
      ).status,
    ).toBe(403);
    expect((await t.call('GET', `${E}/investmentPlan/yearTotals`, readTok)).status).toBe(403);
    expect((await t.call('GET', `${E}/meetingRecord/followUps`, readTok)).status).toBe(403);
    const people = await t.call('GET', `${E}/userOptions`, readTok);
    expect(people.body.data).toContainEqual(
      expect.objectContaining({ id: workerA, account: 'edu_worker_a' }),
    );
    expect(people.body.data[0]).not.toHaveProperty('password');
    const otherPeople = await t.call('GET', `${E}/userOptions`, otherTok);
    expect(otherPeople.body.data.map((p: { id: string }) => p.id)).toEqual([other.admin.userId]);
  });
});
