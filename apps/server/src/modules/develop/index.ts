import type { FastifyInstance } from 'fastify';
import { codeRoutes } from './code';
import { datasourceRoutes } from './datasource';
import { modelRoutes } from './model';

/** Code generator area (`/calf-develop`): platform administrator only. */
export async function developRoutes(app: FastifyInstance) {
  const ds = datasourceRoutes(app);
  modelRoutes(app, ds);
  codeRoutes(app, ds);
}
