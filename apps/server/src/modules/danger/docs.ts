import type { FastifyInstance } from 'fastify';
import { dangerNoticeRoutes } from './notice';
import { dangerReportRoutes } from './report';

/** The danger loop's documents: rectification notices (§7.4) and reports (§7.5). */
export async function dangerDocsRoutes(app: FastifyInstance) {
  await dangerNoticeRoutes(app);
  await dangerReportRoutes(app);
}
