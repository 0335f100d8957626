import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { user } from '../../db/schema';

// Issue #9: DEMO_MODE skipped the forced password change of every account, new tenant admins too.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

describe('demo mode', () => {
  it('skips the forced change only for the seeded demo accounts', async () => {
    await t.db
      .update(user)
      .set({ mustChangePassword: true })
      .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
    const seeded = await t.token();
    expect(seeded.body.must_change_password).toBe(false);
    const tok = seeded.body.access_token;
    const created = await t.call('POST', '/api/calf-system/tenant/submit', tok, {
      tenantName: '演示新租户',
      linkman: '李四',
      adminPassword: 'Initial#2026',
    });
    expect(created.body.code).toBe(200);
    const tenantId = created.body.data.tenantId as string;
    const fresh = await t.token({ tenantId, account: 'admin', password: 'Initial#2026' });
    expect(fresh.body.must_change_password).toBe(true);
    const page = await t.call('POST', '/api/calf-system/param/page', fresh.body.access_token, {});
    expect(page.status).toBe(403);
  });
});
