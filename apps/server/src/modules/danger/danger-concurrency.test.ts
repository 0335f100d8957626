import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBody, DANGER_URL, type DangerTenant, dangerTenant } from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';
import { flowLog } from '../../db/schema';
import { STALE_MESSAGE } from '../../resource/versioned';

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

describe('two people acting on one danger at once', () => {
  it('two parallel CONFIRMs of the same version: one wins, the other is told it changed', async () => {
    const id = await d.makeDanger('PENDING_CONFIRM');
    const body = { id, version: 0, action: 'CONFIRM' };
    const [a, b] = await Promise.all([
      t.call('POST', `${DANGER_URL}/process`, d.tokens.safetyAdmin, { ...body, ...confirmBody(d) }),
      t.call('POST', `${DANGER_URL}/process`, d.tokens.deptHead, { ...body, ...confirmBody(d) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.msg).toBe(STALE_MESSAGE);
    expect(await d.row(id)).toMatchObject({ status: 'PENDING_RECTIFY', version: 1 });
    const logs = await t.db
      .select()
      .from(flowLog)
      .where(and(eq(flowLog.resource, 'dangerRecord'), eq(flowLog.recordId, id)));
    expect(logs).toHaveLength(1);
  });

  it('an edit with a stale version is refused after a transition', async () => {
    const id = await d.makeDanger('PENDING_CONFIRM');
    await t.call('POST', `${DANGER_URL}/process`, d.tokens.safetyAdmin, {
      id,
      version: 0,
      action: 'CONFIRM',
      ...confirmBody(d),
    });
    const stale = await t.call('POST', `${DANGER_URL}/update`, d.tokens.safetyAdmin, {
      id,
      version: 0,
      title: 'x',
    });
    expect(stale.status).toBe(409);
  });
});

describe('numbering', () => {
  it('20 parallel reports get 20 distinct numbers of the day', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `${DANGER_URL}/save`, d.tokens.reporter, {
          title: `巡检发现隐患${i + 1}`,
          description: '消防通道被占用',
          source: 'DAILY_PATROL',
          placeId: d.placeId,
          foundTime: '2026-11-20 10:00:00',
          photoIds: [d.files.photo],
          rectifyMode: 'DEADLINE',
        }),
      ),
    );
    for (const r of results) expect(r.body, r.body.msg).toMatchObject({ code: 200 });
    const numbers = results.map((r) => r.body.data.dangerNo as string);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^YH-\d{8}-\d{4}$/);
  });
});
