import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { migrationsFolder } from '../../db/client';
import { dictBiz, notifyNotice, notifyNoticeItem } from '../../db/schema';
import { seedNotifyRules } from './seed';

const NEW_EVENTS = ['DANGER_CONFIRMED', 'DANGER_MAJOR_CONFIRMED', 'DANGER_IGNORED'];

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of the hand-written migration, run again on data shaped as an older release left it. */
async function migrate0022() {
  const text = readFileSync(join(migrationsFolder, '0022_notify_events_reporter_principal.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('migration 0022 (issue #33): installations seeded before the reporter and principal events', () => {
  it('takes the principal off the seeded DANGER_ASSIGNED rule and labels the new events', async () => {
    const { tenantId } = await createTenant(t.db);
    await seedNotifyRules(t.db, tenantId);
    // as the old seed made it: the principal at step 1, at once for a major danger; no new labels
    const [assigned] = await t.db
      .select({ id: notifyNotice.id })
      .from(notifyNotice)
      .where(and(eq(notifyNotice.tenantId, tenantId), eq(notifyNotice.event, 'DANGER_ASSIGNED')));
    await t.db.update(notifyNotice).set({ majorImmediate: true }).where(eq(notifyNotice.id, assigned.id));
    await t.db.insert(notifyNoticeItem).values({
      id: nextId(),
      tenantId,
      noticeId: assigned.id,
      targetType: 'ROLE',
      targetValue: 'PRINCIPAL',
      escalationStep: 1,
    });
    await t.db
      .delete(dictBiz)
      .where(and(eq(dictBiz.tenantId, tenantId), inArray(dictBiz.dictKey, NEW_EVENTS)));

    await migrate0022();
    await migrate0022(); // a second run changes nothing more

    const items = await t.db
      .select({ value: notifyNoticeItem.targetValue, deleted: notifyNoticeItem.isDeleted })
      .from(notifyNoticeItem)
      .where(eq(notifyNoticeItem.noticeId, assigned.id));
    expect(items.filter((i) => i.deleted === 0).map((i) => i.value)).toEqual(['rectifyUserId']);
    const [rule] = await t.db.select().from(notifyNotice).where(eq(notifyNotice.id, assigned.id));
    expect(rule.majorImmediate).toBe(false);
    const labels = await t.db
      .select({ key: dictBiz.dictKey, label: dictBiz.dictValue, code: dictBiz.code })
      .from(dictBiz)
      .where(and(eq(dictBiz.tenantId, tenantId), inArray(dictBiz.dictKey, NEW_EVENTS)));
    expect(labels.map((l) => `${l.code}:${l.key}`).sort()).toEqual(
      NEW_EVENTS.map((e) => `NOTIFY_EVENT:${e}`).sort(),
    );
  });
});
