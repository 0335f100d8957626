import { resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { apiScope, dataScope, menu, roleScope } from '../../db/schema';
import { checkCustomRule } from '../../resource/data-scope';
import { registerResource } from '../../resource/routes';
import { type ResourceHooks, type Row, resourceService } from '../../resource/service';
import { invalidateScopes } from '../auth/scopes';

async function checkMenu(db: Db, row: Row) {
  if (row.menuId === undefined) return;
  const [m] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.id, String(row.menuId)), eq(menu.isDeleted, 0)));
  if (!m) throw badRequest('所属菜单不存在');
}

const hooks = (kind: 'data' | 'api'): ResourceHooks => ({
  beforeWrite: async ({ row, existing, db }) => {
    await checkMenu(db, row);
    if (kind === 'data') {
      const type = Number(row.scopeType ?? existing?.scopeType);
      const column = row.scopeColumn ?? existing?.scopeColumn;
      if (column && !/^[A-Za-z][A-Za-z0-9]*$/.test(String(column)))
        throw badRequest('权限字段应为字段名(如 createDept)');
      if (type === 5) {
        const err = checkCustomRule(row.scopeValue ?? existing?.scopeValue);
        if (err) throw badRequest(err);
      }
    }
    if (kind === 'api' && typeof row.scopeMethod === 'string')
      row.scopeMethod = row.scopeMethod.toUpperCase();
    invalidateScopes();
  },
  beforeRemove: async ({ ids, db }) => {
    await db.delete(roleScope).where(inArray(roleScope.scopeId, ids));
    invalidateScopes();
  },
});

/**
 * Data and API scope definitions are platform-wide (they hang on the shared menu tree): anyone
 * holding the page may read them, only the platform administrator may change them. Which roles
 * get them is decided per tenant through role/grant.
 */
export const dataScopeService = resourceService(resources.dataScope, dataScope, hooks('data'));
export const apiScopeService = resourceService(resources.apiScope, apiScope, hooks('api'));

export async function scopeRoutes(app: FastifyInstance) {
  registerResource(app, dataScopeService, { administrator: 'write' });
  registerResource(app, apiScopeService, { administrator: 'write' });
}
