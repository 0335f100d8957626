import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { checkPlanItem, checkRecord, checkRiskPoint } from '../../db/schema';
import { seedCheckDemo } from './check';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('check demo step', () => {
  it('creates fire-equipment points and a daily plan with done, late and overdue history, once', async () => {
    await seedCheckDemo(t.db, { tenantId: '000000' });
    await seedCheckDemo(t.db, { tenantId: '000000' });
    const points = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.tenantId, '000000'));
    expect(points.filter((p) => p.pointKind === 'EXTINGUISHER')).toHaveLength(4);
    expect(points.filter((p) => p.pointKind === 'HYDRANT')).toHaveLength(2);
    const tasks = await t.db.select().from(checkPlanItem).where(eq(checkPlanItem.tenantId, '000000'));
    const count = (s: string) => tasks.filter((x) => x.taskStatus === s).length;
    expect(count('DONE')).toBe(4 * 6);
    expect(count('DONE_LATE')).toBe(6);
    expect(count('OVERDUE')).toBe(2 * 6);
    expect(count('PENDING')).toBe(2 * 6);
    const abnormal = await t.db
      .select()
      .from(checkRecord)
      .where(and(eq(checkRecord.tenantId, '000000'), eq(checkRecord.result, 'ABNORMAL')));
    expect(abnormal).toHaveLength(4);
  });
});
