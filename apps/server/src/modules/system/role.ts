import { DEFAULT_TENANT_ID, resources } from '@dp/domain';
import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  contract,
  declareContracts,
  docOnly,
  doneEnvelope,
  envelope,
  treeOf as forestOf,
  getContract,
  text,
  treeNode,
} from '../../core/contract';
import { badRequest, done, ok } from '../../core/envelope';
import { toTreeNodes } from '../../core/tree';
import { role, roleMenu, roleScope } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { parentNames, registerTreeResource } from '../../resource/tree-routes';
import { assertMayActOn } from './grant-guard';
import { asTarget, grantBody, grantRoles, guardAlias, invalidateRoleCaches, rolesById } from './role-grant';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * Roles on the layer's tree (api-contract §5.2): list (the forest, with `parentName`), detail, get,
 * submit and remove come from the definition; these hooks add the platform administrator's reach
 * over every tenant, the tenant a new role takes (its parent's), the alias guards, acting only on
 * roles within the caller's rights, and the grants a removed role leaves behind.
 */
export const roleService = resourceService(resources.role, role, {
  // the caller's tenant; the platform administrator manages every tenant's roles
  rowFilter: (ctx) => scoped(ctx, role, { acrossTenants: true }),
  // the platform administrator narrows the list to one tenant with `tenantId`
  query: (ctx, { tenantId, ...params }) => ({
    params,
    where: [tenantId && ctx.isAdministrator ? scoped(String(tenantId), role) : undefined],
  }),
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (row.sort === null) delete row.sort;
    const parentId = str(row.parentId ?? existing?.parentId ?? '0');
    const parent = parentId !== '0' ? (await rolesById(db, ctx, [parentId]))[0] : undefined;
    let tenantId: string;
    if (existing) {
      guardAlias(ctx, str(existing.roleAlias));
      // a role holding more than the caller is not the caller's to rename or move
      await assertMayActOn(db, ctx, [asTarget(existing as typeof role.$inferSelect)], 'role');
      tenantId = str(existing.tenantId);
      if (parent && parent.tenantId !== tenantId) throw badRequest('上级角色须属于同一租户');
      delete row.tenantId;
    } else {
      tenantId =
        parent?.tenantId ?? (ctx.isAdministrator && str(row.tenantId) ? str(row.tenantId) : ctx.tenantId);
      row.tenantId = tenantId;
    }
    const alias = str(row.roleAlias ?? existing?.roleAlias);
    guardAlias(ctx, alias);
    if (alias === 'administrator' && tenantId !== DEFAULT_TENANT_ID)
      throw badRequest('超管角色只能属于管理租户');
  },
  beforeRemove: async ({ ctx, ids, db }) => {
    const rows = await rolesById(db, ctx, ids);
    for (const r of rows) guardAlias(ctx, r.roleAlias);
    await assertMayActOn(db, ctx, rows.map(asTarget), 'role');
  },
  afterWrite: async ({ action, rows, db }) => {
    if (action !== 'remove') return;
    const ids = rows.map((r: Row) => str(r.id));
    await db.delete(roleMenu).where(inArray(roleMenu.roleId, ids));
    await db.delete(roleScope).where(inArray(roleScope.roleId, ids));
  },
  afterCommit: invalidateRoleCaches,
  decorate: parentNames(resources.role, role),
});

export async function roleRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/role/tree': getContract({ tenantId: z.string() }, envelope(forestOf(treeNode))),
    'GET /calf-system/role/tree-by-id': getContract({ roleId: text }, envelope(forestOf(treeNode))),
    'POST /calf-system/role/grant': contract({
      body: docOnly(grantBody.loose().nullish()),
      response: doneEnvelope,
    }),
  });
  const { db } = app.deps;
  registerTreeResource(app, roleService, { ownTree: true, searchAll: ['roleName', 'roleAlias'] });

  /** The roles a picker offers: the tenant's, without the administrators' the caller is not. */
  const treeOf = async (c: RequestContext, tenantId: string) => {
    const rows = await db
      .select()
      .from(role)
      .where(and(scoped(tenantId, role, { live: true })))
      .orderBy(asc(role.sort), asc(role.id));
    const visible = rows.filter(
      (r) => (c.isAdmin || r.roleAlias !== 'admin') && (c.isAdministrator || r.roleAlias !== 'administrator'),
    );
    return toTreeNodes(visible, (r) => r.roleName);
  };
  const q = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
  app.get('/calf-system/role/tree', async (req) => {
    const asked = q(req).tenantId;
    const c = req.ctx!;
    return ok(await treeOf(c, asked && c.isAdministrator ? asked : c.tenantId));
  });
  app.get('/calf-system/role/tree-by-id', async (req) => {
    const [r] = await rolesById(db, req.ctx!, [q(req).roleId ?? '']);
    return ok(await treeOf(req.ctx!, r.tenantId));
  });

  app.post('/calf-system/role/grant', { config: { access: { permission: 'role_grant' } } }, async (req) => {
    const parsed = grantBody.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest('参数错误: 授权数据格式不正确');
    if (parsed.data.roleIds.length === 0) throw badRequest('请选择角色');
    await grantRoles(db, req.ctx!, parsed.data);
    return done('操作成功');
  });
}
