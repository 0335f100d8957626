import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { countStatements } from '../../../test/statements';
import { dictBiz } from '../../db/schema';
import { riskSettings } from './settings';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('reads the grading settings once per tenant and again after a dictionary change', async () => {
  const first = await riskSettings(t.db, '000000');
  expect(first.controlLevels).toContain('WORKSHOP');
  const again = await countStatements(() => riskSettings(t.db, '000000'));
  expect(again.statements).toHaveLength(0);
  expect(again.result).toEqual(first);

  // the tenant has no workshops: it seals the level in its business dictionary (through the API)
  const [item] = await t.db
    .select()
    .from(dictBiz)
    .where(
      and(eq(dictBiz.tenantId, '000000'), eq(dictBiz.code, 'CONTROL_LEVEL'), eq(dictBiz.dictKey, 'WORKSHOP')),
    );
  const token = (await t.login()) as string;
  const sealed = await t.call('POST', '/api/calf-system/dict-biz/submit', token, {
    id: item.id,
    parentId: item.parentId,
    code: item.code,
    dictKey: item.dictKey,
    dictValue: item.dictValue,
    isSealed: 1,
  });
  expect(sealed.body.code).toBe(200);
  try {
    expect((await riskSettings(t.db, '000000')).controlLevels).not.toContain('WORKSHOP');
  } finally {
    await t.call('POST', '/api/calf-system/dict-biz/submit', token, {
      id: item.id,
      parentId: item.parentId,
      code: item.code,
      dictKey: item.dictKey,
      dictValue: item.dictValue,
      isSealed: 0,
    });
  }
  expect((await riskSettings(t.db, '000000')).controlLevels).toContain('WORKSHOP');
});
