import { createHmac, randomInt } from 'node:crypto';
import { DEFAULT_TENANT_ID, resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  doneEnvelope,
  envelope,
  getContract,
  list,
  postContract,
  text,
} from '../../core/contract';
import { parseDateTime } from '../../core/dates';
import { badRequest, done, forbidden, notFound, ok } from '../../core/envelope';
import { isId, nextId, split } from '../../core/ids';
import type { Db } from '../../db/client';
import {
  dept,
  menu,
  param,
  post,
  role,
  roleMenu,
  tenant,
  tenantPackage,
  user,
  userDept,
} from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { idsOf, paramsOf, registerResource } from '../../resource/routes';
import { validateInput } from '../../resource/schema';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { PLATFORM_MENUS, seedBizDicts } from '../../seed/index';
import { seedBusinessRoles } from '../../seed/roles';
import { assertPasswordPolicy } from '../auth/password-policy';
import { hashPlainPassword } from '../auth/passwords';
import { invalidatePermissions } from '../auth/permissions';
import { recordUsualLog } from '../log/usual-log';
import { seedNotifyRules } from '../notify/seed';
import { expand, invalidatePackages } from './packages';
import { getParam } from './params';
import { purgeRemovedTenant, removeTenantData } from './tenant-removal';

const ADMINISTRATOR = { config: { access: { administrator: true } } };

/** Tenants: the platform administrator sees all; anyone else holding the page only their own. */
export const tenantService = resourceService(resources.tenant, tenant, {
  rowFilter: (ctx) => (ctx.isAdministrator ? undefined : eq(tenant.tenantId, ctx.tenantId)),
  beforeRemove: async ({ ids, db }) => {
    const rows = await db.select({ code: tenant.tenantId }).from(tenant).where(inArray(tenant.id, ids));
    if (rows.some((r) => r.code === DEFAULT_TENANT_ID)) throw badRequest('不可删除管理租户!');
    // Everything the tenant owns goes with it: accounts, roles, departments, posts, files, records.
    await removeTenantData(
      db,
      rows.map((r) => r.code),
    );
  },
});

const randomCode = () => String(randomInt(100000, 1000000));

/** A code no live tenant holds (a removed tenant's code may come again: see purgeRemovedTenant). */
async function freeCode(db: Db, pick: () => string): Promise<string> {
  for (;;) {
    const code = pick();
    const [hit] = await db
      .select({ id: tenant.id })
      .from(tenant)
      .where(and(eq(tenant.tenantId, code), eq(tenant.isDeleted, 0)));
    if (!hit) return code;
  }
}

/** The menus a new tenant's admin role gets: param tenant.default.menuCode (with descendants), else all but platform menus. */
async function defaultMenus(db: Db): Promise<string[]> {
  const menus = (
    await db
      .select({ id: menu.id, parentId: menu.parentId, code: menu.code })
      .from(menu)
      .where(eq(menu.isDeleted, 0))
  ).map((m) => ({ id: String(m.id), parentId: String(m.parentId), code: String(m.code) }));
  const codes = split(await getParam(db, DEFAULT_TENANT_ID, 'tenant.default.menuCode', ''));
  if (codes.length) {
    const picked = expand(menus, new Set(menus.filter((m) => codes.includes(m.code)).map((m) => m.id)));
    return [...picked];
  }
  const platform = expand(
    menus,
    new Set(menus.filter((m) => PLATFORM_MENUS.includes(m.code)).map((m) => m.id)),
  );
  const areas = new Set(menus.filter((m) => m.parentId === '0').map((m) => m.id));
  return menus.filter((m) => !platform.has(m.id) || (areas.has(m.id) && m.code !== 'tool')).map((m) => m.id);
}

/**
 * Creates a tenant with its admin role, the business roles (within the admin's menus), root
 * department, post, `admin` account and business dictionaries.
 */
export async function createTenant(db: Db, ctx: RequestContext, body: Row, pick = randomCode) {
  const password = typeof body.adminPassword === 'string' ? body.adminPassword : '';
  await assertPasswordPolicy(db, DEFAULT_TENANT_ID, password, 'adminPassword');
  const row = validateInput(resources.tenant, body, false);
  const code = await freeCode(db, pick);
  const quota = Number(await getParam(db, DEFAULT_TENANT_ID, 'tenant.default.accountNumber', '-1'));
  const menuIds = await defaultMenus(db);
  const hashed = await hashPlainPassword(password);
  const now = new Date();
  const tenantRowId = nextId();
  await db.transaction(async (tx) => {
    await purgeRemovedTenant(tx as unknown as Db, code);
    await tx.insert(tenant).values({
      ...(row as object),
      id: tenantRowId,
      tenantId: code,
      tenantName: String(row.tenantName),
      accountNumber: Number.isInteger(quota) ? quota : -1,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createTime: now,
      updateTime: now,
    });
    const roleId = nextId();
    await tx
      .insert(role)
      .values({ id: roleId, tenantId: code, roleName: '管理员', roleAlias: 'admin', sort: 1 });
    if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
    const deptId = nextId();
    const name = String(row.tenantName);
    await tx.insert(dept).values({
      id: deptId,
      tenantId: code,
      deptName: name.slice(0, 45),
      fullName: name.slice(0, 45),
      deptCategory: 1,
      sort: 1,
    });
    const postId = nextId();
    await tx
      .insert(post)
      .values({ id: postId, tenantId: code, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 });
    const userId = nextId();
    await tx.insert(user).values({
      id: userId,
      tenantId: code,
      account: 'admin',
      password: hashed,
      name: 'admin',
      realName: '管理员',
      roleId,
      deptId,
      postId,
      mustChangePassword: true,
      createUser: ctx.userId,
    });
    await tx.insert(userDept).values({ userId, deptId });
    // Self-registration starts closed in a new tenant (the platform's own switch is not inherited).
    await tx.insert(param).values({
      id: nextId(),
      tenantId: code,
      paramName: '是否开放注册',
      paramKey: 'account.registerUser',
      paramValue: 'false',
      remark: '第三方登录用户是否可以提交注册申请',
    });
    await seedBizDicts(tx, code);
    await seedNotifyRules(tx, code);
    await seedBusinessRoles(tx, code, new Set(menuIds));
  });
  const [saved] = await db.select().from(tenant).where(eq(tenant.id, tenantRowId));
  void recordUsualLog(db, ctx, {
    logId: 'tenant.create',
    logData: { tenantId: code, tenantName: String(row.tenantName) },
  });
  return tenantService.output(saved);
}

export async function tenantRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /calf-system/tenant/submit': contract({
      // the tenant's fields are checked by its validation; a new tenant also takes its administrator's password
      body: resourceContracts(resources.tenant).writeBody,
      response: envelope(resourceContracts(resources.tenant).row),
    }),
    'POST /calf-system/tenant/setting': postContract(
      { ids: list, accountNumber: text, expireTime: z.string() },
      doneEnvelope,
    ),
    'POST /calf-system/tenant/datasource': postContract(
      { tenantId: z.string(), datasourceId: text },
      doneEnvelope,
    ),
    'GET /calf-system/tenant/package-detail': getContract(
      { tenantId: z.string() },
      envelope(anyObject.nullable()),
    ),
    'POST /calf-system/tenant/package-setting': postContract(
      { tenantId: z.string(), packageId: text },
      doneEnvelope,
    ),
    'GET /calf-system/tenant/select': getContract(
      {},
      envelope(z.array(z.looseObject({ tenantId: z.string(), tenantName: z.string() }))),
    ),
    'GET /calf-system/tenant/info': getContract({ domain: z.string() }, envelope(anyObject)),
    'GET /calf-system/tenant/currentTenant': getContract(
      {},
      envelope(z.looseObject({ id: z.string(), tenantId: z.string(), tenantName: z.string() }).nullable()),
    ),
  });
  const { db, config } = app.deps;
  const ctx = (req: FastifyRequest) => req.ctx!;
  registerResource(app, tenantService, { administrator: 'write' });

  app.post('/calf-system/tenant/submit', ADMINISTRATOR, async (req) => {
    const body = (req.body ?? {}) as Row;
    if (!body.id) return ok(await createTenant(db, ctx(req), body), '新增成功');
    const { adminPassword: _p, tenantId: _c, ...rest } = body;
    const saved = await tenantService.update(db, ctx(req), rest);
    invalidatePackages();
    return ok(saved, '更新成功');
  });

  app.post('/calf-system/tenant/setting', ADMINISTRATOR, async (req) => {
    const p = paramsOf(req);
    const ids = idsOf(req);
    if (ids.length === 0 || !ids.every(isId)) throw badRequest('请选择租户');
    const accountNumber =
      p.accountNumber === undefined || p.accountNumber === '' ? -1 : Number(p.accountNumber);
    if (!Number.isInteger(accountNumber) || accountNumber < -1)
      throw badRequest('参数错误: accountNumber 应为整数');
    const expireTime = p.expireTime ? parseDateTime(p.expireTime) : null;
    if (p.expireTime && !expireTime)
      throw badRequest('参数错误: expireTime 日期格式应为 yyyy-MM-dd HH:mm:ss');
    for (const id of ids) {
      const license = JSON.stringify({ accountNumber, expireTime: expireTime?.toISOString() ?? null, id });
      const mac = createHmac('sha256', config.jwtSecret).update(license).digest('hex');
      await db
        .update(tenant)
        .set({
          accountNumber,
          expireTime,
          licenseKey: `${Buffer.from(license).toString('hex')}.${mac}`,
          updateTime: new Date(),
        })
        .where(and(eq(tenant.id, id), eq(tenant.isDeleted, 0)));
    }
    return done('配置成功');
  });

  app.post('/calf-system/tenant/datasource', ADMINISTRATOR, async (req) => {
    const p = paramsOf(req);
    const datasourceId = p.datasourceId ? String(p.datasourceId) : null;
    if (datasourceId && !isId(datasourceId)) throw badRequest('参数错误: datasourceId 应为编号');
    const r = await db
      .update(tenant)
      .set({ datasourceId })
      .where(and(eq(tenant.tenantId, String(p.tenantId ?? '')), eq(tenant.isDeleted, 0)))
      .returning({ id: tenant.id });
    if (!r.length) throw notFound('租户不存在');
    return done('配置成功');
  });

  app.get<{ Querystring: { tenantId?: string } }>(
    '/calf-system/tenant/package-detail',
    ADMINISTRATOR,
    async (req) => {
      const id = req.query.tenantId;
      if (!isId(id)) throw badRequest('参数错误: tenantId 应为编号');
      const [t] = await db
        .select({ packageId: tenant.packageId })
        .from(tenant)
        .where(and(eq(tenant.id, id), eq(tenant.isDeleted, 0)));
      if (!t) throw notFound('租户不存在');
      if (!t.packageId) return ok(null);
      const [p] = await db
        .select()
        .from(tenantPackage)
        .where(and(eq(tenantPackage.id, t.packageId), eq(tenantPackage.isDeleted, 0)));
      return ok(p ? { ...p, isDeleted: undefined } : null);
    },
  );

  app.post('/calf-system/tenant/package-setting', ADMINISTRATOR, async (req) => {
    const p = paramsOf(req);
    const packageId = p.packageId ? String(p.packageId) : null;
    if (packageId) {
      if (!isId(packageId)) throw badRequest('参数错误: packageId 应为编号');
      const [pk] = await db
        .select({ id: tenantPackage.id })
        .from(tenantPackage)
        .where(and(eq(tenantPackage.id, packageId), eq(tenantPackage.isDeleted, 0)));
      if (!pk) throw notFound('产品包不存在');
    }
    const code = String(p.tenantId ?? '');
    if (code === DEFAULT_TENANT_ID) throw badRequest('管理租户不能设置产品包');
    const r = await db
      .update(tenant)
      .set({ packageId })
      .where(and(eq(tenant.tenantId, code), eq(tenant.isDeleted, 0)))
      .returning({ id: tenant.id });
    if (!r.length) throw notFound('租户不存在');
    invalidatePackages();
    invalidatePermissions();
    return done('配置成功');
  });

  app.get('/calf-system/tenant/select', async (req) => {
    const c = ctx(req);
    if (!c.isAdmin) throw forbidden();
    const rows = await db
      .select({ id: tenant.id, tenantId: tenant.tenantId, tenantName: tenant.tenantName })
      .from(tenant)
      .where(and(eq(tenant.isDeleted, 0), scoped(c, tenant, { acrossTenants: true })))
      .orderBy(asc(tenant.createTime));
    return ok(rows);
  });

  // The sign-in page asks which tenant a domain belongs to (public; only harmless fields).
  app.get<{ Querystring: { domain?: string } }>(
    '/calf-system/tenant/info',
    { config: { access: { public: true } } },
    async (req) => {
      const domain = (req.query.domain ?? '').trim();
      if (!domain) return ok({});
      const rows = await db
        .select({ tenantId: tenant.tenantId, domain: tenant.domainUrl, backgroundUrl: tenant.backgroundUrl })
        .from(tenant)
        .where(and(eq(tenant.isDeleted, 0), eq(tenant.domainUrl, domain)))
        .limit(1);
      return ok(rows[0] ?? {});
    },
  );

  app.get('/calf-system/tenant/currentTenant', async (req) => {
    const [t] = await db
      .select({
        id: tenant.id,
        tenantId: tenant.tenantId,
        tenantName: tenant.tenantName,
        domainUrl: tenant.domainUrl,
        backgroundUrl: tenant.backgroundUrl,
        accountNumber: tenant.accountNumber,
        expireTime: tenant.expireTime,
      })
      .from(tenant)
      .where(and(eq(tenant.tenantId, ctx(req).tenantId), eq(tenant.isDeleted, 0)));
    return ok(t ?? null);
  });
}
