import { notifyRuleSeeds } from '@dp/domain/seed';
import { and, eq, isNotNull } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { notifyNotice, notifyNoticeItem, tenant } from '../../db/schema';
import { scoped } from '../../resource/scoped';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The §10 default rules of a tenant, enabled on site messages: one per event the tenant has no
 * rule for yet (so it also fills in events added by a later release, and never duplicates).
 */
export async function seedNotifyRules(tx: Tx | Db, tenantId: string): Promise<number> {
  const present = new Set(
    (
      await tx
        .select({ event: notifyNotice.event })
        .from(notifyNotice)
        .where(and(scoped(tenantId, notifyNotice, { live: true }), isNotNull(notifyNotice.event)))
    ).map((r) => r.event),
  );
  const missing = notifyRuleSeeds.filter((r) => !present.has(r.event));
  if (missing.length === 0) return 0;
  const rules = missing.map((r) => ({ id: nextId(), seed: r }));
  await tx.insert(notifyNotice).values(
    rules.map(({ id, seed }) => ({
      id,
      tenantId,
      name: seed.name,
      noticeKind: 'RULE',
      event: seed.event,
      offsetValue: seed.offsetValue ?? null,
      offsetUnit: seed.offsetUnit ?? null,
      repeatEveryDays: seed.repeatEveryDays ?? null,
      escalationDays: seed.escalationDays ?? null,
      majorImmediate: seed.majorImmediate ?? false,
      channels: ['SITE'],
      titleTemplate: seed.titleTemplate,
      contentTemplate: seed.contentTemplate,
      enabled: true,
    })),
  );
  await tx.insert(notifyNoticeItem).values(
    rules.flatMap(({ id, seed }) =>
      seed.recipients.map((r) => ({
        id: nextId(),
        tenantId,
        noticeId: id,
        targetType: r.targetType,
        targetValue: r.targetValue,
        escalationStep: r.step,
      })),
    ),
  );
  return missing.length;
}

/** Fills in missing default rules for every tenant (start-up of an existing installation). */
export async function syncNotifyRules(db: Db): Promise<void> {
  const tenants = await db.select({ tenantId: tenant.tenantId }).from(tenant).where(eq(tenant.isDeleted, 0));
  for (const t of tenants) await seedNotifyRules(db, t.tenantId);
}
