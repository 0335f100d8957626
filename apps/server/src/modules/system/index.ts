import { resources } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { param } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';
import { clientRoutes } from './client';
import { deptRoutes } from './dept';
import { dictBizService, dictSystemService, registerDict } from './dict';
import { menuAdminRoutes } from './menu';
import { menuRoutes } from './menu-routes';
import { postRoutes } from './post';
import { roleRoutes } from './role';
import { scopeRoutes } from './scopes';
import { tenantRoutes } from './tenant';
import { tenantPackageRoutes } from './tenant-package';
import { topMenuRoutes } from './top-menu';

export const paramService = resourceService(resources.param, param);

export async function systemRoutes(app: FastifyInstance) {
  registerResource(app, paramService);
  registerDict(app, dictSystemService);
  registerDict(app, dictBizService);
  await app.register(menuRoutes);
  await app.register(menuAdminRoutes);
  await app.register(roleRoutes);
  await app.register(deptRoutes);
  await app.register(postRoutes);
  await app.register(topMenuRoutes);
  await app.register(clientRoutes);
  await app.register(scopeRoutes);
  await app.register(tenantRoutes);
  await app.register(tenantPackageRoutes);
}
