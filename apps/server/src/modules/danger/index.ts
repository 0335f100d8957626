import type { FastifyInstance } from 'fastify';
import { dangerRecordRoutes, rectificationRecordRoutes } from './danger-routes';
import { delayRoutes } from './delay-apply';
import './danger-events';
import './major-report-events';
import './risk-feedback-events';
import './reminders';

/** Hidden-danger governance under /shtmp-danger (domain-model §7.1–7.3). */
export async function dangerRoutes(app: FastifyInstance) {
  await dangerRecordRoutes(app);
  await rectificationRecordRoutes(app);
  await delayRoutes(app);
}

export { dangerWorkflow } from './danger-service';
export { delayWorkflow } from './delay-apply';
export { dangerDraftFromCheck, raiseDangerFromCheck } from './from-check';
export { noticeLink } from './notice-link';
