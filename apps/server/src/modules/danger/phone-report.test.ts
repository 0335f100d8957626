import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGER_URL, type DangerTenant, dangerTenant } from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';
import { dangerRecord } from '../../db/schema';

/**
 * A danger reported from a phone (随手拍, #37 item 3): saved and submitted in one call, as a phone
 * sends a report it made without a signal; the same report sent again is written once.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;
beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

const body = (title: string) => ({
  title,
  description: '泵房地面油污，易滑倒',
  source: 'EMPLOYEE_REPORT',
  placeId: d.placeId,
  foundTime: '2026-11-20 09:30:00',
  photoIds: [d.files.photo],
  rectifyMode: 'DEADLINE',
});
const report = (row: Record<string, unknown>, key?: string, token = d.tokens.reporter) =>
  t.call('POST', `${DANGER_URL}/report`, token, row, undefined, key ? { 'idempotency-key': key } : {});
const titled = async (title: string) => t.db.select().from(dangerRecord).where(eq(dangerRecord.title, title));

describe('POST dangerRecord/report', () => {
  it('saves and submits at once: the danger waits for confirmation, reported by the caller', async () => {
    const res = await report(body('泵房油污-1'));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PENDING_CONFIRM', reporterId: d.id('reporter') });
    const [row] = await titled('泵房油污-1');
    expect(row.status).toBe('PENDING_CONFIRM');
  });

  it('sent again under its key: one danger, the same answer', async () => {
    const first = await report(body('泵房油污-2'), 'phone-danger-key-2');
    const again = await Promise.all([
      report(body('泵房油污-2'), 'phone-danger-key-2'),
      report(body('泵房油污-2'), 'phone-danger-key-2'),
    ]);
    expect(first.body.code, first.body.msg).toBe(200);
    for (const r of again) expect(r.body.data.id).toBe(first.body.data.id);
    expect(await titled('泵房油污-2')).toHaveLength(1);
  });

  it('a bad report is refused whole: no draft is left behind, and its key stays free', async () => {
    const bad = await report({ ...body('泵房油污-3'), placeId: '123' }, 'phone-danger-key-3');
    expect(bad.body.code).toBe(400);
    expect(await titled('泵房油污-3')).toHaveLength(0);
    const fixed = await report(body('泵房油污-3'), 'phone-danger-key-3');
    expect(fixed.body.code, fixed.body.msg).toBe(200);
    const noId = await report({ ...body('泵房油污-4'), id: '1' });
    expect(noId.body).toMatchObject({ code: 400, msg: '参数错误: 新增数据不能指定 id' });
  });
});
