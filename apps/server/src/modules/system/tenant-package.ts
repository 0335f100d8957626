import { resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { split } from '../../core/ids';
import { menu, tenantPackage } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';
import { invalidatePermissions } from '../auth/permissions';
import { invalidatePackages } from './packages';

const changed = () => {
  invalidatePackages();
  invalidatePermissions();
};

/** Product packages (platform administrator only); `menuId` is a comma list of live menu ids. */
export const tenantPackageService = resourceService(resources.tenantPackage, tenantPackage, {
  beforeWrite: async ({ row, db }) => {
    if (typeof row.menuId === 'string') {
      const ids = [...new Set(split(row.menuId))];
      const live = await db
        .select({ id: menu.id })
        .from(menu)
        .where(and(inArray(menu.id, ids), eq(menu.isDeleted, 0)));
      if (live.length !== ids.length) throw badRequest('所选菜单不存在或已被删除');
      row.menuId = ids.join(',');
    }
    changed();
  },
  beforeRemove: () => changed(),
});

export async function tenantPackageRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/tenant-package/select': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), packageName: z.string() }))),
    ),
  });
  const { db } = app.deps;
  registerResource(app, tenantPackageService, { administrator: 'all' });
  app.get('/calf-system/tenant-package/select', { config: { access: { administrator: true } } }, async () =>
    ok(
      await db
        .select({ id: tenantPackage.id, packageName: tenantPackage.packageName })
        .from(tenantPackage)
        .where(eq(tenantPackage.isDeleted, 0))
        .orderBy(asc(tenantPackage.createTime)),
    ),
  );
}
