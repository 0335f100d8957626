import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayerApp } from '../../test/layer-fixture';
import { formatDate } from '../core/dates';
import { nextNumber } from './numbering';

const URL = '/api/test/widget';
let t: Awaited<ReturnType<typeof createLayerApp>>;

beforeAll(async () => {
  t = await createLayerApp();
});
afterAll(() => t.close());

describe('numbering', () => {
  it('gives 20 parallel inserts 20 distinct consecutive numbers of the day', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `${URL}/save`, t.tok, { title: `n${i}`, code: 'X' }),
      ),
    );
    for (const a of answers) expect(a.body.code, a.body.msg).toBe(200);
    const day = formatDate(new Date()).replace(/-/g, '');
    const codes = answers.map((a) => a.body.data.code as string).sort();
    expect(codes).toEqual(
      Array.from({ length: 20 }, (_, i) => `WD-${day}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('keeps a number on update (the client cannot change it)', async () => {
    const { id, version, code } = (await t.call('POST', `${URL}/save`, t.tok, { title: 'keep' })).body.data;
    const upd = await t.call('POST', `${URL}/update`, t.tok, { id, version, code: 'HACK' });
    expect(upd.body.data.code).toBe(code);
  });

  it('nextNumber: per tenant and key, restarting with the date part, dates in TZ_NAME', async () => {
    const at = new Date('2026-01-31T17:30:00Z'); // 2026-02-01 01:30 in Asia/Shanghai
    const n = (tenantId: string, key = 'k', now = at) =>
      nextNumber(t.db, { tenantId, key, pattern: 'YH-{yyyyMMdd}-{000}', now });
    expect(await n('000000')).toBe('YH-20260201-001');
    expect(await n('000000')).toBe('YH-20260201-002');
    expect(await n('111111')).toBe('YH-20260201-001');
    expect(await n('000000', 'other')).toBe('YH-20260201-001');
    expect(await n('000000', 'k', new Date('2026-02-01T16:00:00Z'))).toBe('YH-20260202-001');
    const plain = () => nextNumber(t.db, { tenantId: '000000', key: 'plain', pattern: 'P{00}' });
    expect([await plain(), await plain()]).toEqual(['P01', 'P02']);
    const year = await nextNumber(t.db, { tenantId: '000000', key: 'y', pattern: '{yyyy}-{0000}', now: at });
    expect(year).toBe('2026-0001');
  });
});
