import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { place, riskPointType } from '../../db/schema';
import { seedCheckDemo } from './check';
import { seedLayoutDemo } from './layout';
import { seedRiskDemo } from './risk';
import { DEMO_POINTS } from './risk-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  process.env.DATA_DIR = t.config.dataDir;
});
afterAll(() => t.close());

/** Issue #32 item 7 (map): the first start's site plan shows red, orange, yellow and blue areas. */
describe('demo site plan', () => {
  it('places every risk point on the plan and paints all four colours', { timeout: 120_000 }, async () => {
    const tenantId = '000000';
    await seedRiskDemo(t.db, { tenantId });
    await seedCheckDemo(t.db, { tenantId });
    await seedLayoutDemo(t.db, { tenantId });
    const token = await t.login();
    const map = (await t.call('GET', '/api/shtmp-layout/tenantLayout/map', token)).body.data;
    const outlined = map.places.filter((p: { polygon: unknown }) => p.polygon);
    const colours = new Set(outlined.map((p: { riskLevel: string | null }) => p.riskLevel));
    for (const level of ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW']) expect(colours).toContain(level);
    const levelOf = (name: string) => outlined.find((p: { name: string }) => p.name === name)?.riskLevel;
    // 储罐区 holds 液氨储存区 (judged 重大) and 甲醇储罐区 (part of a 重大危险源 → 重大)
    expect(levelOf('储罐区')).toBe('MAJOR');
    expect(levelOf('合成车间')).toBe('SIGNIFICANT');
    expect(levelOf('空压站')).toBe('LOW');
    expect(levelOf('办公楼')).toBeNull();
    const [methanol] = await t.db
      .select()
      .from(riskPointType)
      .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.name, '甲醇储罐区')));
    expect(methanol).toMatchObject({ riskLevel: 'MAJOR', directMajorReasons: ['MAJOR_HAZARD_SOURCE'] });
    // every risk point is drawn, inside an outlined place
    const drawn = new Set(map.riskPoints.map((p: { name: string }) => p.name));
    expect([...drawn].sort()).toEqual(DEMO_POINTS.map((p) => p.name).sort());
    for (const rp of map.riskPoints) {
      const box = outlined.find((p: { id: string }) => p.id === rp.placeId).polygon as [number, number][];
      expect(rp.x).toBeGreaterThan(Math.min(...box.map((v) => v[0])));
      expect(rp.x).toBeLessThan(Math.max(...box.map((v) => v[0])));
    }
    const legend = Object.fromEntries(
      map.legend.map((e: { level: string | null; riskPoints: number }) => [e.level, e.riskPoints]),
    );
    expect(legend).toEqual({ MAJOR: 3, SIGNIFICANT: 1, GENERAL: 6, LOW: 2, null: 0 });
    // check points are on the plan, in places (the gate hydrant on the road)
    const placed = await t.db.$count(place, and(eq(place.tenantId, tenantId), isNotNull(place.riskLevel)));
    expect(placed).toBeGreaterThan(10);
    expect(map.points.length).toBeGreaterThanOrEqual(9);
  });
});
