import { resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { dept, user, userDept } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { resourceService } from '../../resource/service';
import { parentNames, registerTreeResource } from '../../resource/tree-routes';
import { invalidateDeptTrees } from '../auth/scopes';

/** Departments on the layer's tree (api-contract §5.3): defaults of the old form, members guard. */
export const deptService = resourceService(resources.dept, dept, {
  beforeWrite: ({ row, existing }) => {
    if (!existing) {
      row.deptCategory ??= 1;
      row.sort ??= 1;
    }
    if (row.deptName && !row.fullName && !existing?.fullName) row.fullName = row.deptName;
  },
  beforeRemove: async ({ ids, db }) => {
    const [member] = await db
      .select({ id: user.id })
      .from(userDept)
      .innerJoin(user, eq(user.id, userDept.userId))
      .where(and(inArray(userDept.deptId, ids), eq(user.isDeleted, 0)))
      .limit(1);
    if (member) throw badRequest('该部门下存在用户,不能删除!');
  },
  // departments shape data scopes: their cached trees start over after every change
  afterCommit: invalidateDeptTrees,
  decorate: parentNames(resources.dept, dept),
});

export async function deptRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/dept/listLevel2Dept': getContract(
      {},
      envelope(z.array(resourceContracts(resources.dept).row)),
    ),
  });
  const { db } = app.deps;
  registerTreeResource(app, deptService, { openTree: true, searchAll: ['deptName', 'fullName'] });
  // The platform administrator reads another tenant's departments with `tenantId` (api-contract §5.3).
  app.addHook('preHandler', async (req) => {
    const asked = (req.query as Record<string, unknown> | undefined)?.tenantId;
    if (
      req.method === 'GET' &&
      req.ctx?.isAdministrator &&
      typeof asked === 'string' &&
      /^\d{6}$/.test(asked)
    )
      req.ctx = { ...req.ctx, tenantId: asked };
  });
  // The second level of the tenant's tree (the departments under the company), any signed-in user.
  app.get('/calf-system/dept/listLevel2Dept', async (req) => {
    const ctx = req.ctx!;
    const roots = (await deptService.list(db, ctx, { parentId: '0' })).map((r) => String(r.id));
    if (roots.length === 0) return ok([]);
    const rows = await db
      .select()
      .from(dept)
      .where(and(deptService.conditions(ctx, {}), inArray(dept.parentId, roots)))
      .orderBy(asc(dept.sort), asc(dept.id));
    return ok(await deptService.enrich(db, ctx, rows.map(deptService.output)));
  });
}
