import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { user } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './accounts';
import { DEMO_STEPS } from './index';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('run first among the demo steps, once per account even when repeated', async () => {
    expect(DEMO_STEPS[0].name).toBe('accounts');
    const first = await seedDemoAccounts(t.db, { tenantId: '000000' });
    const again = await seedDemoAccounts(t.db, { tenantId: '000000' });
    expect(again).toEqual(first);
    const rows = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.account, 'rectifier')));
    expect(rows).toHaveLength(1);
    expect(rows[0].deptId).toBe(first.depts['设备维修部']);
  });

  it('sign in with the business role of their row and its buttons', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toHaveLength(8);
    const tok = await t.login({ account: 'safety', password: DEMO_PASSWORD });
    const buttons = await t.call('GET', '/api/calf-system/menu/buttons', tok);
    expect(JSON.stringify(buttons.body.data)).toContain('dangerRectificationNotice_issue');
    const employee = await t.login({ account: 'employee', password: DEMO_PASSWORD });
    const denied = await t.call('POST', '/api/calf-system/param/page', employee, {});
    expect(denied.status).toBe(403);
  });
});
