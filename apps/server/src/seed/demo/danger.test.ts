import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoDangers } from './danger';
import { DEMO_STEPS } from './index';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo dangers', () => {
  it('come after the accounts and fill every state through the real transitions, some overdue, some MAJOR', async () => {
    expect(DEMO_STEPS.map((s) => s.name)).toEqual(['accounts', 'danger']);
    await seedDemoDangers(t.db, { tenantId: '000000', config: t.config });
    const { rows } = await t.db.execute(
      sql`select status, level, count(*)::int as n from danger_record where tenant_id = '000000' group by status, level`,
    );
    const by = (status: string) =>
      rows.filter((r) => r.status === status).reduce((s, r) => s + Number(r.n), 0);
    const total = rows.reduce((s, r) => s + Number(r.n), 0);
    expect(total).toBeGreaterThanOrEqual(55);
    for (const s of [
      'DRAFT',
      'PENDING_CONFIRM',
      'PENDING_PLAN',
      'PENDING_RECTIFY',
      'PENDING_ACCEPT',
      'CLOSED',
      'IGNORED',
      'REVOKED',
    ])
      expect(by(s), s).toBeGreaterThan(0);
    expect(
      rows.filter((r) => r.level === 'MAJOR').reduce((s, r) => s + Number(r.n), 0),
    ).toBeGreaterThanOrEqual(10);
    const overdue = await t.db.execute(
      sql`select count(*)::int as n from danger_record where status in ('PENDING_PLAN', 'PENDING_RECTIFY') and current_deadline < current_date`,
    );
    expect(Number(overdue.rows[0].n)).toBeGreaterThan(3);
    // every closed danger carries its whole history: submit, confirm, rectification, acceptance
    const history = await t.db.execute(sql`select d.id, count(l.id)::int as n from danger_record d
      join calf_flow_log l on l.record_id = d.id where d.status = 'CLOSED' group by d.id`);
    expect(history.rows.length).toBe(by('CLOSED'));
    for (const h of history.rows) expect(Number(h.n)).toBeGreaterThanOrEqual(4);
    const rejected = await t.db.execute(
      sql`select count(*)::int as n from calf_flow_log where action = 'ACCEPT_REJECT'`,
    );
    expect(Number(rejected.rows[0].n)).toBeGreaterThan(0);
  });
});
