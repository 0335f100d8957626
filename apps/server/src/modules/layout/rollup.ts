import { sql } from 'drizzle-orm';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { place } from '../../db/schema';

/**
 * Stores the rolled-up level (§2.4) of every place of the tenant; only changed rows are written.
 * Triggers of the custom migration `layout_custom` already do this on every point or place
 * change; call this after writing points or places without them (e.g. a raw bulk load), and the
 * nightly job repeats it for every tenant.
 */
export async function recomputePlaceRiskLevels(db: Db, tenantId: string): Promise<number> {
  const level = sql`shtmp_place_subtree_level(${place.tenantId}, ${place.id})`;
  const res = await db
    .update(place)
    .set({ riskLevel: level })
    .where(
      sql`${place.tenantId} = ${tenantId} and ${place.isDeleted} = 0 and ${place.riskLevel} is distinct from ${level}`,
    );
  return res.rowCount ?? 0;
}

export const placeLevelJob: Job = {
  name: 'place-risk-level',
  everyMs: 24 * 3600_000,
  firstDelayMs: 3 * 60_000,
  run: async (db) => {
    const tenants = await db.selectDistinct({ tenantId: place.tenantId }).from(place);
    for (const t of tenants) await recomputePlaceRiskLevels(db, String(t.tenantId));
  },
};
