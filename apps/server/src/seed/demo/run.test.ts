import { and, count, eq, getTableName, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import {
  checkRecordItem,
  dangerNotice,
  dangerRecord,
  dangerRectificationDelayApply,
  dangerReport,
  dept,
  notifyMessage,
  post,
  riskJobActivityPosts,
  riskManualReview,
  riskNoticeBoard,
  riskPointType,
  user,
} from '../../db/schema';
import { dangerWorkflow } from '../../modules/danger';
import { DANGER_STATES } from '../../modules/danger/danger-flow';
import { riskList } from '../../modules/home/risk-widgets';
import { DEMO_DEPTS } from './accounts';
import { adminContext } from './demo-context';
import { DEMO_STEPS } from './index';
import { DEMO_POSTS } from './posts';
import { runDemoSteps } from './run';

describe('demo data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies every registered demo step once, then nothing on a second start', async () => {
    expect(await runDemoSteps(t.db, t.config)).toEqual(DEMO_STEPS.map((s) => s.name));
    expect(await runDemoSteps(t.db, t.config)).toEqual([]);
  }, 120_000);

  it('staffs the plant with its own departments and posts: everyone on a plant post, nobody twice', async () => {
    const staff = await t.db
      .select({ account: user.account, realName: user.realName, deptId: user.deptId, postId: user.postId })
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.isDeleted, 0), ne(user.account, 'admin')));
    const posts = new Map(
      (
        await t.db.select({ id: post.id, code: post.postCode }).from(post).where(eq(post.tenantId, '000000'))
      ).map((p) => [p.id, p.code]),
    );
    const depts = new Map(
      (
        await t.db.select({ id: dept.id, name: dept.deptName }).from(dept).where(eq(dept.tenantId, '000000'))
      ).map((d) => [String(d.id), d.name]),
    );
    const plantPosts = new Set<string>(DEMO_POSTS.map(([code]) => code));
    const plantDepts = new Set<string>(DEMO_DEPTS);
    expect(staff.length).toBeGreaterThan(10);
    for (const u of staff) {
      expect(plantPosts.has(posts.get(u.postId) ?? ''), `${u.realName}'s post`).toBe(true);
      const d = String(depts.get(u.deptId) ?? '');
      expect(plantDepts.has(d) || u.account === 'principal', `${u.realName} in ${d}`).toBe(true);
    }
    expect(new Set(staff.map((u) => u.realName)).size).toBe(staff.length);
    // the business rows name plant posts and people: no job, card or risk point on a default post or on admin
    const jobPosts = await t.db.select({ postId: riskJobActivityPosts.refId }).from(riskJobActivityPosts);
    expect(jobPosts.length).toBeGreaterThan(0);
    for (const j of jobPosts)
      expect(plantPosts.has(posts.get(String(j.postId)) ?? ''), 'job post').toBe(true);
    const cards = await t.db
      .select({ postId: riskNoticeBoard.postId })
      .from(riskNoticeBoard)
      .where(eq(riskNoticeBoard.boardType, 'POST_CARD'));
    for (const c of cards) expect(plantPosts.has(posts.get(String(c.postId)) ?? ''), 'card post').toBe(true);
    const [admin] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
    const points = await t.db
      .select({ name: riskPointType.name, responsible: riskPointType.responsibleUserId })
      .from(riskPointType)
      .where(eq(riskPointType.tenantId, '000000'));
    expect(points.filter((p) => p.responsible === admin.id).map((p) => p.name)).toEqual([]);
  });

  it('links every demo danger to a risk point; notices, delays, reports and a manual review are there; the risk list sees them', async () => {
    const T = '000000';
    const dangers = await t.db.select().from(dangerRecord).where(eq(dangerRecord.tenantId, T));
    expect(dangers.length).toBeGreaterThan(60);
    expect(dangers.filter((d) => !d.riskPointTypeId).map((d) => d.title)).toEqual([]);
    const states = new Set(dangers.map((d) => d.status));
    for (const s of Object.keys(DANGER_STATES)) expect(states, s).toContain(s);
    expect(dangers.some((d) => d.checkRecordId)).toBe(true);
    expect(dangers.some((d) => d.source === 'EMPLOYEE_REPORT')).toBe(true);
    expect(dangers.some((d) => d.isRepeat)).toBe(true);
    for (const table of [dangerNotice, dangerRectificationDelayApply, dangerReport, riskManualReview]) {
      const [{ n }] = await t.db.select({ n: count() }).from(table).where(eq(table.tenantId, T));
      expect(n, getTableName(table)).toBeGreaterThan(0);
    }
    const statuses = async (table: typeof dangerNotice) =>
      new Set((await t.db.select({ s: table.status }).from(table)).map((r) => r.s));
    expect(await statuses(dangerNotice)).toEqual(new Set(['ISSUED', 'SIGNED', 'COMPLETED']));
    expect(await statuses(dangerRectificationDelayApply as unknown as typeof dangerNotice)).toEqual(
      new Set(['APPROVED', 'PENDING', 'REJECTED']),
    );
    expect(await statuses(dangerReport as unknown as typeof dangerNotice)).toEqual(
      new Set(['SUBMITTED', 'CONFIRMED']),
    );
    // 液氨储存区: its MAJOR danger is overdue — out of control, and its open dangers counted
    const [ammonia] = await t.db
      .select()
      .from(riskPointType)
      .where(and(eq(riskPointType.tenantId, T), eq(riskPointType.name, '液氨储存区')));
    const open = dangers.filter(
      (d) =>
        d.riskPointTypeId === ammonia.id &&
        ['PENDING_CONFIRM', 'PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT'].includes(String(d.status)),
    ).length;
    expect(open).toBeGreaterThan(0);
    expect(ammonia).toMatchObject({ outOfControl: true, openDangerCount: open });
    const list = await riskList(t.db, (await adminContext(t.db, T))!, 50);
    expect(list.find((r) => r.id === ammonia.id)).toMatchObject({
      outOfControl: true,
      openDangerCount: open,
    });
    // the stored values and the home list agree on every point
    const points = await t.db.select().from(riskPointType).where(eq(riskPointType.tenantId, T));
    for (const p of points) {
      const row = list.find((r) => r.id === p.id);
      if (row)
        expect([row.outOfControl, row.openDangerCount], p.name as string).toEqual([
          p.outOfControl,
          p.openDangerCount,
        ]);
    }
  });

  it('links the check history’s FAIL items to PLAN_CHECK dangers, and a demo danger transition rings the bell', async () => {
    const linked = await t.db
      .select({ source: dangerRecord.source, status: dangerRecord.status })
      .from(checkRecordItem)
      .innerJoin(dangerRecord, eq(dangerRecord.id, checkRecordItem.dangerRecordId))
      .where(and(eq(checkRecordItem.tenantId, '000000'), eq(checkRecordItem.result, 'FAIL')));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((d) => d.source === 'PLAN_CHECK')).toBe(true);
    // the older ones worked through the loop, the last days' ones waiting for confirmation
    const states = new Set(linked.map((d) => String(d.status)));
    expect(
      [...states].every((s) =>
        ['PENDING_CONFIRM', 'PENDING_RECTIFY', 'PENDING_ACCEPT', 'CLOSED'].includes(s),
      ),
    ).toBe(true);
    expect(states.has('PENDING_CONFIRM') && states.has('CLOSED')).toBe(true);

    const people = await t.db
      .select({ id: user.id, account: user.account, deptId: user.deptId, roleId: user.roleId })
      .from(user)
      .where(and(eq(user.tenantId, '000000'), inArray(user.account, ['employee', 'safety', 'depthead'])));
    const who = (a: string) => people.find((p) => p.account === a)!;
    const employee = who('employee');
    const [draft] = await t.db
      .select()
      .from(dangerRecord)
      .where(
        and(
          eq(dangerRecord.tenantId, '000000'),
          eq(dangerRecord.status, 'DRAFT'),
          eq(dangerRecord.reporterId, employee.id),
        ),
      )
      .limit(1);
    const ctx = {
      tenantId: '000000',
      userId: employee.id,
      account: 'employee',
      userName: '张伟',
      deptIds: employee.deptId.split(','),
      roleIds: employee.roleId.split(','),
      roleAliases: ['EMPLOYEE'],
      postIds: [],
      clientId: 'web',
      sessionId: 'demo',
      isAdministrator: false,
      isAdmin: false,
      permissions: new Set<string>(),
      mustChangePassword: false,
    };
    await dangerWorkflow.run(t.db, ctx, {
      id: String(draft.id),
      action: 'SUBMIT',
      version: Number(draft.version),
      payload: {},
    });
    const bell = await t.db
      .select({ receiverId: notifyMessage.receiverId, url: notifyMessage.url })
      .from(notifyMessage)
      .where(and(eq(notifyMessage.bizId, String(draft.id)), eq(notifyMessage.event, 'DANGER_SUBMITTED')));
    expect(bell.map((m) => m.receiverId).sort()).toEqual([who('safety').id, who('depthead').id].sort());
    expect(bell[0].url).toBe(`/danger/detail?id=${draft.id}`);
  });

  it('rolls back a failing step together with its record', async () => {
    const failing = {
      name: 'failing',
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runDemoSteps(t.db, t.config, [failing])).rejects.toThrow('boom');
    let ran = false;
    const later = {
      name: 'failing',
      run: async () => {
        ran = true;
      },
    };
    expect(await runDemoSteps(t.db, t.config, [later])).toEqual(['failing']);
    expect(ran).toBe(true);
  });
});
