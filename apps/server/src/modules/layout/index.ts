import type { FastifyInstance } from 'fastify';
import { syncPointRiskLevel } from '../check/points';
import { onRiskLevelChange } from '../risk';
import { placeRoutes } from './place';
import { tenantLayoutRoutes } from './tenant-layout';

export { recomputePlaceRiskLevels } from './rollup';

// The map colours follow risk re-evaluations: check points copy their risk point's level (the
// place roll-up then follows through the triggers of `layout_custom`).
onRiskLevelChange((db, change) => syncPointRiskLevel(db, change).then(() => undefined));

/** 场所布局 (seed 001 §7 Layout): places and site plans for the four-colour map. */
export async function layoutRoutes(app: FastifyInstance) {
  await app.register(placeRoutes);
  await app.register(tenantLayoutRoutes);
}
