import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { checkRecordItem, dangerRecord, notifyMessage, user } from '../../db/schema';
import { dangerWorkflow } from '../../modules/danger';
import { DEMO_STEPS } from './index';
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

  it('links the check history’s FAIL items to PLAN_CHECK dangers, and a demo danger transition rings the bell', async () => {
    const linked = await t.db
      .select({ source: dangerRecord.source, status: dangerRecord.status })
      .from(checkRecordItem)
      .innerJoin(dangerRecord, eq(dangerRecord.id, checkRecordItem.dangerRecordId))
      .where(and(eq(checkRecordItem.tenantId, '000000'), eq(checkRecordItem.result, 'FAIL')));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((d) => d.source === 'PLAN_CHECK' && d.status === 'PENDING_CONFIRM')).toBe(true);

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
