import { resources } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { param } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';
import { registerDict } from './dict';
import { menuRoutes } from './menu-routes';

export const paramService = resourceService(resources.param, param);

export async function systemRoutes(app: FastifyInstance) {
  registerResource(app, paramService);
  registerDict(app, { path: '/calf-system/dict', biz: false, permission: 'dict' });
  registerDict(app, { path: '/calf-system/dict-biz', biz: true, permission: 'dictBiz' });
  await app.register(menuRoutes);
}
