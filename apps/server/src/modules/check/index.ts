import type { FastifyInstance } from 'fastify';
import { checkExecuteRoutes } from './execute';
import { checkItemRoutes } from './items';
import { offlineBundleRoutes } from './offline-bundle';
import { checkOptionRoutes } from './options';
import { checkPlanRoutes } from './plans';
import { checkRiskPointRoutes } from './points';
import { raiseDangerRoutes } from './raise-danger';
import { checkRecordRoutes } from './records';
import { checkPlanItemRoutes } from './tasks';

/** Hidden-danger investigation: items, points, plans, tasks, records and scan-to-check (§6). */
export async function checkRoutes(app: FastifyInstance) {
  await app.register(checkItemRoutes);
  await app.register(checkRiskPointRoutes);
  await app.register(checkPlanRoutes);
  await app.register(checkPlanItemRoutes);
  await app.register(checkRecordRoutes);
  await app.register(checkExecuteRoutes);
  await app.register(offlineBundleRoutes);
  await app.register(raiseDangerRoutes);
  await app.register(checkOptionRoutes);
}

// generated plans follow the risk points' control rows (registers its listener)
import './control-plans';
