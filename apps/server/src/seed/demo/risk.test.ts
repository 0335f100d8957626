import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import {
  riskControlMeasure,
  riskDeviceFacilityItem,
  riskJobActivityItem,
  riskPointType,
} from '../../db/schema';
import { seedRiskDemo } from './risk';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const total = async (table: typeof riskPointType) =>
  (
    await t.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.tenantId, '000000'), eq(table.isDeleted, 0)))
  )[0].n;

describe('risk demo step', () => {
  it('seeds a small plant with mixed levels, measures and controls, once', async () => {
    await seedRiskDemo(t.db, { tenantId: '000000' });
    await seedRiskDemo(t.db, { tenantId: '000000' });
    expect(await total(riskPointType)).toBe(12);
    const items =
      (await total(riskJobActivityItem as unknown as typeof riskPointType)) +
      (await total(riskDeviceFacilityItem as unknown as typeof riskPointType));
    expect(items).toBeGreaterThanOrEqual(40);
    expect(await total(riskControlMeasure as unknown as typeof riskPointType)).toBeGreaterThan(40);
    const levels = await t.db
      .select({ level: riskPointType.riskLevel, n: count() })
      .from(riskPointType)
      .groupBy(riskPointType.riskLevel);
    expect(levels.map((l) => l.level).sort()).toEqual(['GENERAL', 'LOW', 'MAJOR', 'SIGNIFICANT']);
  });
});
