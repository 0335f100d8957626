import type { FastifyInstance } from 'fastify';
import { dangerRecordRoutes, rectificationRecordRoutes } from './danger-routes';
import { delayRoutes } from './delay-apply';

/** Hidden-danger governance under /shtmp-danger (domain-model §7.1–7.3). */
export async function dangerRoutes(app: FastifyInstance) {
  await dangerRecordRoutes(app);
  await rectificationRecordRoutes(app);
  await delayRoutes(app);
}

export { raiseDangerFromCheck } from './from-check';
export { noticeLink } from './notice-link';
