import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayerApp, widget } from '../../test/layer-fixture';
import { clientRecordKey } from '../db/schema';

/**
 * A record sent again under its Idempotency-Key is written once (#37 item 3): every resource's
 * `save` honours the header, as the phone's check submission does (modules/check/offline-check.test.ts).
 */
let t: Awaited<ReturnType<typeof createLayerApp>>;
beforeAll(async () => {
  t = await createLayerApp();
});
afterAll(() => t.close());

const save = (url: string, body: Record<string, unknown>, key?: string) =>
  t.call('POST', `/api/test/${url}/save`, t.tok, body, undefined, key ? { 'idempotency-key': key } : {});
const named = async (title: string) => t.db.select().from(widget).where(eq(widget.title, title));

describe('save with an Idempotency-Key', () => {
  it('sent twice: one row, the second answer the first answer', async () => {
    const first = await save('widget', { title: 'ik-once' }, 'key-ik-once-1');
    const second = await save('widget', { title: 'ik-once' }, 'key-ik-once-1');
    expect(first.body.code, first.body.msg).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await named('ik-once')).toHaveLength(1);
  });

  it('sent twice at the same moment: one row, both answers the same', async () => {
    const both = await Promise.all([
      save('widget', { title: 'ik-race' }, 'key-ik-race-1'),
      save('widget', { title: 'ik-race' }, 'key-ik-race-1'),
    ]);
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);
    expect(both[1].body.data.id).toBe(both[0].body.data.id);
    expect(await named('ik-race')).toHaveLength(1);
  });

  it('without a key, or under another key, each sending is its own record', async () => {
    await save('widget', { title: 'ik-plain' });
    await save('widget', { title: 'ik-plain' });
    await save('widget', { title: 'ik-plain' }, 'key-ik-plain-1');
    await save('widget', { title: 'ik-plain' }, 'key-ik-plain-2');
    expect(await named('ik-plain')).toHaveLength(4);
  });

  it('a refused record leaves its key free; a key of one kind of record is refused for another', async () => {
    const refused = await save('widget', {}, 'key-ik-fix-1');
    expect(refused.body.code).toBe(400);
    expect(
      await t.db.select().from(clientRecordKey).where(eq(clientRecordKey.clientKey, 'key-ik-fix-1')),
    ).toEqual([]);
    expect((await save('widget', { title: 'ik-fixed' }, 'key-ik-fix-1')).body.code).toBe(200);
    const other = await save('node', { nodeName: 'ik-node' }, 'key-ik-fix-1');
    expect(other.body).toMatchObject({ code: 400, msg: '参数错误: Idempotency-Key 已用于另一条记录' });
    expect((await save('widget', { title: 'ik-bad' }, 'bad key')).body.msg).toContain('Idempotency-Key 应为');
  });
});
