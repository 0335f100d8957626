import { and, eq } from 'drizzle-orm';
import { nextId } from '../../../core/ids';
import type { Db } from '../../../db/client';
import { riskSafetyLogo, tenant } from '../../../db/schema';
import { scoped } from '../../../resource/scoped';
import { BUILT_IN_SIGNS } from './catalogue';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The built-in signs a tenant lacks (by code), inserted read-only: run for every new tenant and,
 * at start, for every existing one, so signs added by a later release arrive too.
 */
export async function seedSafetyLogos(tx: Tx | Db, tenantId: string): Promise<number> {
  const present = new Set(
    (
      await tx
        .select({ code: riskSafetyLogo.code })
        .from(riskSafetyLogo)
        .where(and(scoped(tenantId, riskSafetyLogo), eq(riskSafetyLogo.isDeleted, 0)))
    ).map((r) => r.code),
  );
  const missing = BUILT_IN_SIGNS.filter((s) => !present.has(s.code));
  if (missing.length === 0) return 0;
  const now = new Date();
  await tx.insert(riskSafetyLogo).values(
    missing.map((s) => ({
      id: nextId(),
      tenantId,
      code: s.code,
      name: s.name,
      category: s.category,
      description: s.description,
      builtIn: true,
      enabled: true,
      sort: BUILT_IN_SIGNS.indexOf(s) + 1,
      createTime: now,
      updateTime: now,
    })),
  );
  return missing.length;
}

export async function syncSafetyLogos(db: Db): Promise<void> {
  const tenants = await db.select({ tenantId: tenant.tenantId }).from(tenant).where(eq(tenant.isDeleted, 0));
  for (const t of tenants) await seedSafetyLogos(db, t.tenantId);
}
