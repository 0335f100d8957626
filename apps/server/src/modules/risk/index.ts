import type { FastifyInstance } from 'fastify';
import { analysisRoutes } from './analysis';
import { riskByPlaceRoutes } from './by-place';
import { cardRoutes } from './card';
import { riskPointControlRoutes } from './control';
import { factorRoutes, peopleRoutes } from './factors';
import { ledgerRoutes } from './ledger';
import { manualRoutes } from './manual';
import { riskControlMeasureRoutes } from './measure';
import { mergeRoutes } from './merge';
import { noticeBoardRoutes } from './notice-board';
import { registerRoutes } from './registers';
import { reviewRoutes } from './review';
import { riskPointRoutes } from './risk-point';
import { safetyLogoRoutes } from './safety-logo';

export { onMeasuresMerged } from './merge';
export { onRiskPointRemove } from './risk-point';
export { onRiskLevelChange, readRiskPointLevel } from './rollup';
export { seedSafetyLogos, syncSafetyLogos } from './signs/seed';

/** Risk grading and control (/shtmp-risk, domain-model §5). */
export async function riskRoutes(app: FastifyInstance) {
  await app.register(riskPointRoutes);
  await app.register(riskByPlaceRoutes);
  await app.register(riskPointControlRoutes);
  await app.register(analysisRoutes);
  await app.register(riskControlMeasureRoutes);
  await app.register(mergeRoutes);
  await app.register(reviewRoutes);
  await app.register(factorRoutes);
  await app.register(peopleRoutes);
  await app.register(cardRoutes);
  await app.register(ledgerRoutes);
  await app.register(registerRoutes);
  await app.register(safetyLogoRoutes);
  await app.register(noticeBoardRoutes);
  await app.register(manualRoutes);
}
