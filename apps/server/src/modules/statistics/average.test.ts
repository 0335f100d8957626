import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { cst, insertPoint, insertRecord } from './test-fixtures';

// Issue #33: the demo's average check duration was −7,010.8 min (records started after their
// submission). The mean is of sane spans only, from the check's own start to its submission.
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenantWithAdmin(t.db, (c) => c.startsWith('statistics'));
  tok = await t.login({ tenantId: tenant.tenantId, account: 'admin', password: tenant.admin.password });
  const tid = tenant.tenantId;
  const deptId = await createDept(t.db, { tenantId: tid, deptName: '合成车间' });
  const checkerId = (await createUser(t.db, { tenantId: tid, account: 'c1', roleAlias: 'c' })).userId;
  const checkRiskPointId = await insertPoint(t.db, tid, { deptId });
  const rec = (submit: string, startMinutesBefore: number) =>
    insertRecord(t.db, tid, {
      checkRiskPointId,
      checkerId,
      submitTime: cst(submit),
      startTime: new Date(cst(submit).getTime() - startMinutesBefore * 60_000),
    });
  await rec('2025-04-01 10:00', 20);
  await rec('2025-04-02 10:00', 40);
  await rec('2025-04-03 10:00', -7000); // "started" five days after it was submitted
});
afterAll(() => t.close());

describe('average check duration', () => {
  it('is the mean of the checks’ own spans, never negative: a record ending before its start is left out', async () => {
    const res = await t.call('POST', '/api/shtmp-statistics/check/average', tok, {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(res.status).toBe(200);
    const [dept] = res.body.data.byDept;
    expect(dept).toMatchObject({ records: 3, avgDurationMin: 30 });
    expect(res.body.data.byChecker[0].avgDurationMin).toBe(30);
  });
});
