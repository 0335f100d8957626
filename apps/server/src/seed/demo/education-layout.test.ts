import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import {
  checkRiskPoint,
  dangerRecord,
  meetingRecord,
  place,
  tenantLayout,
  trainingParticipant,
} from '../../db/schema';
import { seedEducationDemo } from './education';
import { seedLayoutDemo } from './layout';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  process.env.DATA_DIR = t.config.dataDir;
});
afterAll(() => t.close());

describe('education and layout demo steps', () => {
  it('fill the demo tenant once, with expiring certificates and a coloured site plan', async () => {
    const pointId = nextId();
    await t.db.insert(checkRiskPoint).values({
      id: pointId,
      tenantId: '000000',
      name: '演示点位',
      number: 'JCD-9001',
      pointKind: 'NORMAL',
      riskLevel: 'SIGNIFICANT',
      enableStatus: 'ENABLED',
    });
    // a danger the check history registered at that point before it had a place
    const dangerId = nextId();
    await t.db.insert(dangerRecord).values({
      id: dangerId,
      tenantId: '000000',
      title: '演示隐患',
      description: '演示',
      status: 'PENDING_CONFIRM',
      checkRiskPointId: pointId,
    } as typeof dangerRecord.$inferInsert);
    for (let i = 0; i < 2; i++) {
      await seedEducationDemo(t.db, { tenantId: '000000' });
      await seedLayoutDemo(t.db, { tenantId: '000000' });
    }
    const token = await t.login();
    const certs = await t.call('POST', '/api/shtmp-education/qualificationRecord/page', token, { size: 50 });
    expect(certs.body.data.total).toBe(6);
    const statuses = certs.body.data.records.map((r: { certStatus: string }) => r.certStatus).sort();
    expect(statuses).toEqual(['EXPIRED', 'EXPIRING', 'EXPIRING', 'VALID', 'VALID', 'VALID']);
    expect(await t.db.$count(meetingRecord, eq(meetingRecord.tenantId, '000000'))).toBe(2);
    expect(
      await t.db.$count(
        trainingParticipant,
        and(eq(trainingParticipant.tenantId, '000000'), isNotNull(trainingParticipant.score)),
      ),
    ).toBeGreaterThan(0);
    const totals = await t.call('GET', '/api/shtmp-education/investmentPlan/yearTotals', token);
    expect(totals.body.data.categories.length).toBeGreaterThan(5);
    expect(await t.db.$count(tenantLayout, eq(tenantLayout.tenantId, '000000'))).toBe(1);
    const map = await t.call('GET', '/api/shtmp-layout/tenantLayout/map', token);
    expect(map.body.data.layout).toMatchObject({ widthPx: 1200, heightPx: 800, isDefault: true });
    expect(map.body.data.places.filter((p: { polygon: unknown }) => p.polygon)).toHaveLength(10);
    const [withPoint] = await t.db.select().from(place).where(eq(place.name, '合成车间'));
    expect(withPoint.riskLevel).toBe('SIGNIFICANT');
    const [site] = await t.db.select().from(place).where(eq(place.name, '一号厂区'));
    expect(site.riskLevel).toBe('SIGNIFICANT');
    expect(map.body.data.points).toContainEqual(
      expect.objectContaining({ id: pointId, riskLevel: 'SIGNIFICANT' }),
    );
    const [danger] = await t.db.select().from(dangerRecord).where(eq(dangerRecord.id, dangerId));
    const [spot] = await t.db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, pointId));
    expect(spot.placeId).toBeTruthy();
    expect(danger.placeId).toBe(spot.placeId);
    const image = await t.app.inject({ method: 'GET', url: map.body.data.layout.imageUrl });
    expect(image.body).toContain('合成车间');
  });
});
