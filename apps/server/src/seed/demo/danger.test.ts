import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { dangerRecord, flowLog } from '../../db/schema';
import { seedDangerDemo } from './danger';

const TENANT = '000000';
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const menus = pageCodes('dangerRecord', 'dangerRectificationRecord', 'dangerRectificationDelayApply');
  const shop = await createDept(t.db, { tenantId: TENANT, deptName: '生产一车间' });
  const equipment = await createDept(t.db, { tenantId: TENANT, deptName: '设备部' });
  const accounts: [string, string, string][] = [
    ['employee', 'EMPLOYEE', shop],
    ['checker', 'CHECKER', shop],
    ['depthead', 'DEPT_HEAD', shop],
    ['rectifier', 'RECTIFIER', equipment],
    ['acceptor', 'ACCEPTOR', equipment],
    ['safety', 'SAFETY_ADMIN', shop],
    ['principal', 'PRINCIPAL', shop],
  ];
  for (const [account, roleAlias, deptId] of accounts) {
    const u = await createUser(t.db, { tenantId: TENANT, account, roleAlias, menus, deptId });
    tokens[account] = await t.login({ tenantId: TENANT, account, password: u.password });
  }
});
afterAll(() => t.close());

describe('demo step: danger ledger', () => {
  it('writes about 60 dangers in every status, with history, once', async () => {
    await seedDangerDemo(t.db, { tenantId: TENANT });
    await seedDangerDemo(t.db, { tenantId: TENANT });
    const rows = await t.db.select().from(dangerRecord).where(eq(dangerRecord.tenantId, TENANT));
    expect(rows).toHaveLength(60);
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of [
      'DRAFT',
      'PENDING_CONFIRM',
      'PENDING_PLAN',
      'PENDING_RECTIFY',
      'PENDING_ACCEPT',
      'CLOSED',
      'IGNORED',
      'REVOKED',
    ]) {
      expect(statuses, s).toContain(s);
    }
    expect(rows.filter((r) => r.level === 'MAJOR').length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.dangerNo)).size).toBe(60);
    const open = await t.call('POST', '/api/shtmp-danger/dangerRecord/pageWithoutPass', tokens.safety, {
      size: 100,
    });
    const overdue = open.body.data.records.filter((r: { overdue: boolean }) => r.overdue);
    expect(overdue.length).toBeGreaterThanOrEqual(5);
  });

  it('demo dangers carry a consistent timeline and continue through the workflow', async () => {
    const [closed] = await t.db
      .select()
      .from(dangerRecord)
      .where(
        and(
          eq(dangerRecord.tenantId, TENANT),
          eq(dangerRecord.status, 'CLOSED'),
          eq(dangerRecord.level, 'GENERAL'),
        ),
      )
      .limit(1);
    const detail = await t.call('GET', `/api/shtmp-danger/dangerRecord/get/${closed.id}`, tokens.safety);
    expect(detail.body.data.flowLogs.map((l: { action: string }) => l.action)).toEqual([
      'SUBMIT',
      'CONFIRM',
      'SUBMIT_RECTIFICATION',
      'ACCEPT_PASS',
    ]);
    expect(detail.body.data.rectificationRecords).toHaveLength(1);
    expect(detail.body.data.version).toBe(4);

    const [waiting] = await t.db
      .select()
      .from(dangerRecord)
      .where(and(eq(dangerRecord.tenantId, TENANT), eq(dangerRecord.status, 'PENDING_ACCEPT')))
      .limit(1);
    const res = await t.call('POST', '/api/shtmp-danger/dangerRecord/process', tokens.acceptor, {
      id: waiting.id,
      version: waiting.version,
      action: 'ACCEPT_PASS',
      opinion: '合格',
    });
    expect(res.body.data.status).toBe('CLOSED');
    const logs = await t.db
      .select()
      .from(flowLog)
      .where(eq(flowLog.recordId, String(waiting.id)));
    expect(logs.map((l) => l.action).at(-1)).toBe('ACCEPT_PASS');
  });
});
