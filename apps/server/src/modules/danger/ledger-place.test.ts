import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGER_URL, type DangerTenant, dangerTenant } from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

const report = (placeId: string) =>
  t.call('POST', `${DANGER_URL}/save`, d.tokens.reporter, {
    title: '一号厂房消防通道堵塞',
    description: '通道内堆放托盘',
    source: 'EMPLOYEE_REPORT',
    placeId,
    foundTime: '2026-11-20 09:30:00',
    photoIds: [d.files.photo],
    rectifyMode: 'DEADLINE',
  });

describe('the place of a danger (区域)', () => {
  it('the ledger row names its place', async () => {
    const saved = await report(d.placeId);
    expect(saved.body.code, saved.body.msg).toBe(200);
    const made = await d.makeDanger('PENDING_RECTIFY');
    const page = await t.call('POST', `${DANGER_URL}/page`, d.tokens.safetyAdmin, { size: 100 });
    expect(page.body.code, page.body.msg).toBe(200);
    const rows = page.body.data.records as Record<string, unknown>[];
    for (const id of [saved.body.data.id, made]) {
      expect(rows.find((r) => r.id === id)).toMatchObject({ placeId: d.placeId, placeIdName: '一号厂房' });
    }
  });

  it('a danger is not reported at a place the tenant does not have', async () => {
    const res = await report('1');
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('区域');
  });
});
