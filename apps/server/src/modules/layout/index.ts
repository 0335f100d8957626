import type { FastifyInstance } from 'fastify';
import { placeRoutes } from './place';
import { tenantLayoutRoutes } from './tenant-layout';

export { recomputePlaceRiskLevels } from './rollup';

/** 场所布局 (seed 001 §7 Layout): places and site plans for the four-colour map. */
export async function layoutRoutes(app: FastifyInstance) {
  await app.register(placeRoutes);
  await app.register(tenantLayoutRoutes);
}
