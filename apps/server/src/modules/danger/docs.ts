import type { FastifyInstance } from 'fastify';
import { majorReportRoutes } from './major-report';
import { dangerNoticeRoutes } from './notice';
import { dangerPeopleRoutes } from './people-routes';
import { dangerReportRoutes } from './report';
import { dangerTodoRoutes } from './todo';

/**
 * What surrounds the danger loop: rectification notices (§7.4) and reports (§7.5), a MAJOR
 * danger's report to the authority (§20), each user's to-do list and the assignee picker.
 */
export async function dangerDocsRoutes(app: FastifyInstance) {
  await dangerNoticeRoutes(app);
  await dangerReportRoutes(app);
  await majorReportRoutes(app);
  await dangerTodoRoutes(app);
  await dangerPeopleRoutes(app);
}
