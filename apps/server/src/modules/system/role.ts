import { DEFAULT_TENANT_ID } from '@dp/domain';
import { and, asc, eq, inArray, like, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import {
  contract,
  declareContracts,
  docOnly,
  doneEnvelope,
  envelope,
  treeOf as forestOf,
  getContract,
  idParams,
  idsBody,
  idsQuery,
  text,
  treeNode,
} from '../../core/contract';
import { badRequest, done, forbidden, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { together } from '../../core/together';
import { buildForest, toTreeNodes } from '../../core/tree';
import type { Db } from '../../db/client';
import { apiScope, dataScope, menu, role, roleMenu, roleScope } from '../../db/schema';
import { idsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { invalidatePermissions } from '../auth/permissions';
import { invalidateScopes, SCOPE_API, SCOPE_DATA } from '../auth/scopes';
import { invalidateRoles } from '../auth/session';
import { assertMayActOn, assertWithinCaller } from './grant-guard';
import { grantableIds } from './menu-routes';
import { packageMenuIds } from './packages';

const perm = (code: string | string[]) => ({ config: { access: { permission: code } } });
type RoleRow = typeof role.$inferSelect;

const idList = z.array(z.union([z.string(), z.number()]).transform(String)).default([]);
const grantBody = z.object({
  roleIds: idList,
  menuIds: idList,
  dataScopeIds: idList,
  apiScopeIds: idList,
});
const roleInput = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  parentId: z.union([z.string(), z.number()]).optional().nullable(),
  tenantId: z.string().optional().nullable(),
  roleName: z.string({ error: '请输入角色名称' }).trim().min(1, { error: '请输入角色名称' }).max(255),
  roleAlias: z.string({ error: '请输入角色别名' }).trim().min(1, { error: '请输入角色别名' }).max(255),
  sort: z.coerce.number().int().min(0).max(999999).optional().nullable(),
});

/** Roles the caller may see: their own tenant's; the platform administrator sees every tenant. */
export const roleScopeOf = (ctx: RequestContext): SQL | undefined =>
  and(eq(role.isDeleted, 0), scoped(ctx, role, { acrossTenants: true }));

/** Refuses a change to a role the caller may not configure (api-contract §6.2 guards). */
function guardAlias(ctx: RequestContext, alias: string) {
  if (alias === 'administrator' && !ctx.isAdministrator) throw forbidden('无权配置超管角色!');
  if (alias === 'admin' && !ctx.isAdmin) throw forbidden('无权配置管理员角色!');
}

async function rolesById(db: Db, ctx: RequestContext, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0 || !ids.every(isId)) throw badRequest('参数错误: roleIds 应为编号');
  const rows = await db
    .select()
    .from(role)
    .where(and(roleScopeOf(ctx), anyId(role.id, ids)));
  if (rows.length !== new Set(ids).size) throw notFound('角色不存在或已被删除');
  return rows;
}

const asTarget = (r: RoleRow) => ({ tenantId: r.tenantId, roleIds: [r.id] });

/** Replace-all grant of menus and scopes; a child role never keeps what its parent lost. */
async function grant(db: Db, ctx: RequestContext, body: z.infer<typeof grantBody>) {
  const roles = await rolesById(db, ctx, body.roleIds);
  for (const r of roles) guardAlias(ctx, r.roleAlias);
  await assertMayActOn(db, ctx, roles.map(asTarget), 'role');
  const menuIds = [...new Set(body.menuIds)];
  const allMenuIds = [...menuIds, ...body.dataScopeIds, ...body.apiScopeIds];
  if (!allMenuIds.every(isId)) throw badRequest('参数错误: 编号格式不正确');
  const liveMenus = menuIds.length
    ? await db
        .select({ id: menu.id })
        .from(menu)
        .where(and(anyId(menu.id, menuIds), eq(menu.isDeleted, 0)))
    : [];
  if (liveMenus.length !== menuIds.length) throw badRequest('所选菜单不存在或已被删除');
  const scopeMenus = async (t: typeof dataScope | typeof apiScope, ids: string[]) => {
    const rows = ids.length
      ? await db
          .select({ id: t.id, menuId: t.menuId })
          .from(t)
          .where(and(anyId(t.id, ids), eq(t.isDeleted, 0)))
      : [];
    if (rows.length !== new Set(ids).size) throw badRequest('所选权限不存在或已被删除');
    return rows.map((r) => String(r.menuId));
  };
  const [dataMenus, apiMenus] = await together(
    db,
    () => scopeMenus(dataScope, body.dataScopeIds),
    () => scopeMenus(apiScope, body.apiScopeIds),
  );
  const allowed = await grantableIds(db, ctx);
  if (allowed && [...menuIds, ...dataMenus, ...apiMenus].some((id) => !allowed.has(id)))
    throw forbidden('无权授予超出自身权限的菜单!');
  await assertWithinCaller(db, ctx, {
    menuIds,
    dataScopeIds: [...new Set(body.dataScopeIds)],
    apiScopeIds: [...new Set(body.apiScopeIds)],
  });
  for (const tenantId of new Set(roles.map((r) => r.tenantId))) {
    const pkg = await packageMenuIds(db, tenantId);
    if (pkg && menuIds.some((id) => !pkg.has(id))) throw badRequest('所选菜单超出租户产品包范围!');
  }
  const roleIds = roles.map((r) => r.id);
  await db.transaction(async (tx) => {
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
    await tx.delete(roleScope).where(inArray(roleScope.roleId, roleIds));
    const menuRows = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId })));
    if (menuRows.length) await tx.insert(roleMenu).values(menuRows);
    const scopeRows = roleIds.flatMap((roleId) => [
      ...[...new Set(body.dataScopeIds)].map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_DATA })),
      ...[...new Set(body.apiScopeIds)].map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_API })),
    ]);
    if (scopeRows.length) await tx.insert(roleScope).values(scopeRows);
    // Walk down: each child keeps only what its parent holds.
    let parents = roleIds;
    while (parents.length) {
      const children = await tx
        .select({ id: role.id, parentId: role.parentId })
        .from(role)
        .where(and(inArray(role.parentId, parents), eq(role.isDeleted, 0)));
      for (const c of children) {
        const keepMenus = tx
          .select({ id: roleMenu.menuId })
          .from(roleMenu)
          .where(eq(roleMenu.roleId, c.parentId));
        await tx
          .delete(roleMenu)
          .where(and(eq(roleMenu.roleId, c.id), notInArray(roleMenu.menuId, keepMenus)));
        const keepScopes = tx
          .select({ id: roleScope.scopeId })
          .from(roleScope)
          .where(eq(roleScope.roleId, c.parentId));
        await tx
          .delete(roleScope)
          .where(and(eq(roleScope.roleId, c.id), notInArray(roleScope.scopeId, keepScopes)));
      }
      parents = children.map((c) => c.id);
    }
  });
  invalidatePermissions();
  invalidateScopes();
  invalidateRoles();
}

/** A role as the role screens read it, with its parent's name. */
const roleRow = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  roleName: z.string(),
  roleAlias: z.string(),
  parentName: z.string().optional(),
});

export async function roleRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/role/list': getContract(
      { roleName: z.string(), roleAlias: z.string(), tenantId: z.string() },
      envelope(forestOf(roleRow)),
    ),
    'GET /calf-system/role/detail': getContract({ id: text }, envelope(roleRow)),
    'GET /calf-system/role/get/:id': getContract({}, envelope(roleRow), { params: idParams }),
    'GET /calf-system/role/tree': getContract({ tenantId: z.string() }, envelope(forestOf(treeNode))),
    'GET /calf-system/role/tree-by-id': getContract({ roleId: text }, envelope(forestOf(treeNode))),
    'POST /calf-system/role/submit': contract({
      // checked in the handler with the spec's messages (请输入角色名称 …)
      body: docOnly(roleInput.loose()),
      response: envelope(z.looseObject({ id: z.string(), roleName: z.string(), roleAlias: z.string() })),
    }),
    'POST /calf-system/role/remove': contract({
      querystring: idsQuery,
      body: idsBody.nullish(),
      response: doneEnvelope,
    }),
    'POST /calf-system/role/grant': contract({
      body: docOnly(grantBody.loose().nullish()),
      response: doneEnvelope,
    }),
  });
  const { db } = app.deps;
  const q = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
  const ctx = (req: FastifyRequest) => req.ctx!;
  const tenantOf = (req: FastifyRequest): string => {
    const asked = q(req).tenantId;
    return asked && ctx(req).isAdministrator ? asked : ctx(req).tenantId;
  };
  const withParentName = async (rows: RoleRow[]) => {
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
    const parents = parentIds.length
      ? await db.select({ id: role.id, n: role.roleName }).from(role).where(inArray(role.id, parentIds))
      : [];
    const names = new Map(parents.map((p) => [p.id, p.n]));
    return rows.map(({ isDeleted: _d, ...r }) => ({
      ...r,
      parentName: r.parentId === '0' ? '顶级' : (names.get(r.parentId) ?? ''),
    }));
  };

  app.get('/calf-system/role/list', perm(['role', 'role_view']), async (req) => {
    const { roleName, roleAlias, tenantId } = q(req);
    const rows = await db
      .select()
      .from(role)
      .where(
        and(
          roleScopeOf(ctx(req)),
          roleName ? like(role.roleName, `%${roleName}%`) : undefined,
          roleAlias ? like(role.roleAlias, `%${roleAlias}%`) : undefined,
          tenantId && ctx(req).isAdministrator ? scoped(tenantId, role) : undefined,
        ),
      )
      .orderBy(asc(role.sort), asc(role.id));
    return ok(buildForest(await withParentName(rows)));
  });

  const detail = async (req: FastifyRequest, id: string | undefined) => {
    if (!isId(id)) throw badRequest('参数错误: id 应为编号');
    const rows = await db
      .select()
      .from(role)
      .where(and(roleScopeOf(ctx(req)), eq(role.id, id)));
    if (!rows[0]) throw notFound('数据不存在或已被删除');
    return ok((await withParentName(rows))[0]);
  };
  app.get('/calf-system/role/detail', perm(['role', 'role_view']), (req) => detail(req, q(req).id));
  app.get<{ Params: { id: string } }>('/calf-system/role/get/:id', perm(['role', 'role_view']), (req) =>
    detail(req, req.params.id),
  );

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
  app.get('/calf-system/role/tree', async (req) => ok(await treeOf(ctx(req), tenantOf(req))));
  app.get('/calf-system/role/tree-by-id', async (req) => {
    const [r] = await rolesById(db, ctx(req), [q(req).roleId ?? '']);
    return ok(await treeOf(ctx(req), r.tenantId));
  });

  app.post('/calf-system/role/submit', perm(['role_add', 'role_edit']), async (req) => {
    const c = ctx(req);
    const parsed = roleInput.safeParse(req.body);
    if (!parsed.success)
      throw badRequest(
        `参数错误: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`,
      );
    const b = parsed.data;
    const id = b.id ? String(b.id) : undefined;
    if (!c.permissions.has(id ? 'role_edit' : 'role_add') && !c.isAdministrator) throw forbidden();
    const parentId = b.parentId && String(b.parentId) !== '' ? String(b.parentId) : '0';
    if ((id && !isId(id)) || !isId(parentId)) throw badRequest('参数错误: id 应为编号');
    if (id && id === parentId) throw badRequest('父节点不可选择自身!');
    guardAlias(c, b.roleAlias);
    const existing = id ? (await rolesById(db, c, [id]))[0] : undefined;
    if (existing) {
      guardAlias(c, existing.roleAlias);
      // A role holding more than the caller is not the caller's to rename or move.
      await assertMayActOn(db, c, [asTarget(existing)], 'role');
    }
    let tenantId = existing?.tenantId ?? (c.isAdministrator && b.tenantId ? b.tenantId : c.tenantId);
    if (parentId !== '0') {
      const [parent] = await rolesById(db, c, [parentId]).catch(() => {
        throw badRequest('上级角色不存在');
      });
      if (existing && parent.tenantId !== existing.tenantId) throw badRequest('上级角色须属于同一租户');
      tenantId = parent.tenantId;
      // Not under its own subtree.
      for (let p: RoleRow | undefined = parent; p && p.parentId !== '0'; ) {
        if (p.parentId === id) throw badRequest('父节点不可选择自身或子节点!');
        [p] = await db.select().from(role).where(eq(role.id, p.parentId));
      }
    }
    if (b.roleAlias === 'administrator' && tenantId !== DEFAULT_TENANT_ID)
      throw badRequest('超管角色只能属于管理租户');
    const values = { parentId, roleName: b.roleName, roleAlias: b.roleAlias, sort: b.sort ?? 1, tenantId };
    const newId = id ?? nextId();
    if (id) await db.update(role).set(values).where(eq(role.id, id));
    else await db.insert(role).values({ ...values, id: newId });
    invalidateRoles();
    return ok({ id: newId, ...values }, id ? '更新成功' : '新增成功');
  });

  app.post('/calf-system/role/remove', perm('role_delete'), async (req) => {
    const c = ctx(req);
    const rows = await rolesById(db, c, idsOf(req));
    for (const r of rows) guardAlias(c, r.roleAlias);
    await assertMayActOn(db, c, rows.map(asTarget), 'role');
    const ids = rows.map((r) => r.id);
    const [child] = await db
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.parentId, ids), eq(role.isDeleted, 0), notInArray(role.id, ids)))
      .limit(1);
    if (child) throw badRequest('请先删除子节点!');
    await db.update(role).set({ isDeleted: 1 }).where(inArray(role.id, ids));
    await db.delete(roleMenu).where(inArray(roleMenu.roleId, ids));
    await db.delete(roleScope).where(inArray(roleScope.roleId, ids));
    invalidateRoles();
    invalidatePermissions();
    invalidateScopes();
    return done('删除成功');
  });

  app.post('/calf-system/role/grant', perm('role_grant'), async (req) => {
    const parsed = grantBody.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest('参数错误: 授权数据格式不正确');
    if (parsed.data.roleIds.length === 0) throw badRequest('请选择角色');
    await grant(db, ctx(req), parsed.data);
    return done('操作成功');
  });
}
