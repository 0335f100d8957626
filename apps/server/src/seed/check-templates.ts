import { checkItemTemplates } from '@dp/domain/seed';
import { and, eq, isNull } from 'drizzle-orm';
import { nextId } from '../core/ids';
import type { Db } from '../db/client';
import { checkItem } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The fire-equipment check-item templates of a tenant (skipped when the tenant has any already). */
export async function seedCheckItemTemplates(tx: Tx | Db, tenantId: string): Promise<void> {
  const [any] = await tx
    .select({ id: checkItem.id })
    .from(checkItem)
    .where(and(eq(checkItem.tenantId, tenantId), isNull(checkItem.riskPointTypeId)))
    .limit(1);
  if (any) return;
  await tx.insert(checkItem).values(
    checkItemTemplates.map((t, index) => ({
      id: nextId(),
      tenantId,
      riskPointTypeId: null,
      pointKind: t.pointKind,
      content: t.content,
      resultType: t.resultType,
      unit: t.unit ?? null,
      minValue: t.minValue === undefined ? null : String(t.minValue),
      maxValue: t.maxValue === undefined ? null : String(t.maxValue),
      photoRequired: false,
      sort: index + 1,
      enabled: true,
    })),
  );
}
