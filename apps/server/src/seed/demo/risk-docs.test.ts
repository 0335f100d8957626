import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText } from '../../../test/docx';
import { unlockAdmin } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { seedRiskDemo } from './risk';
import { seedRiskDocsDemo } from './risk-docs';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  token = await t.login();
});
afterAll(() => t.close());

const page = async (path: string, body: object = {}) =>
  (await t.call('POST', `/api/shtmp-risk/${path}/page`, token, { size: 100, ...body })).body.data
    .records as Record<string, unknown>[];

describe('risk documents demo step', () => {
  it('adds published boards, a post card, an approved manual and laws/policies with one expiring, once', async () => {
    await seedRiskDemo(t.db, { tenantId: '000000' });
    await seedRiskDocsDemo(t.db, { tenantId: '000000', config: t.config });
    await seedRiskDocsDemo(t.db, { tenantId: '000000', config: t.config });
    const boards = await page('riskNoticeBoard');
    expect(boards.filter((b) => b.status === 'PUBLISHED')).toHaveLength(3);
    expect(boards.filter((b) => b.boardType === 'POST_CARD')).toHaveLength(1);
    const laws = await page('riskLawRegulation');
    expect(laws).toHaveLength(5);
    expect(laws.filter((l) => l.expiring)).toHaveLength(1);
    expect((await page('riskSafetyManagePolicy')).filter((p) => p.expiring)).toHaveLength(1);
    expect(await page('riskStakeholder')).toHaveLength(2);
    const [manual] = await page('riskManual');
    expect(manual).toMatchObject({ status: 'PUBLISHED' });
    const doc = await t.call('GET', `/api/shtmp-risk/riskManual/download/${manual.id}`, token);
    expect(await docxText(doc.raw.rawPayload)).toContain('合成车间反应釜区');
    const law = await t.call('POST', '/api/calf-resource/oss/endpoint/download', token, {
      attachId: laws[0].fileId,
    });
    expect(law.status).toBe(200);
  });
});
