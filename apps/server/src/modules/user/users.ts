import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { badRequest, done, forbidden, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, user, userDept, userExt } from '../../db/schema';
import { paging } from '../../resource/filters';
import { idsOf, paramsOf } from '../../resource/routes';
import { clearFailures } from '../auth/lockout';
import { assertPasswordPolicy, initialPassword } from '../auth/password-policy';
import { hashPlainPassword } from '../auth/passwords';
import { descendants } from '../auth/scopes';
import { split } from '../auth/session';
import { revokeSessions } from '../auth/tokens';
import {
  checkAccount,
  checkLinks,
  checkQuota,
  columnsOf,
  insertUser,
  parseUser,
  setUserDepts,
  userScopeOf,
  usersById,
  userVOs,
} from './user-service';

const perm = (code: string | string[]) => ({ config: { access: { permission: code } } });
export const USER_READ = perm(['user', 'user_view']);
type P = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The user page's conditions (api-contract §5.1): exact account/realName (or `_like`), deptId with descendants. */
export async function userFilters(db: Db, ctx: RequestContext, p: P): Promise<SQL[]> {
  const out: (SQL | undefined)[] = [userScopeOf(ctx)];
  if (ctx.isAdministrator && str(p.tenantId)) out.push(eq(user.tenantId, str(p.tenantId)));
  for (const f of ['account', 'realName'] as const) {
    if (str(p[f])) out.push(eq(user[f], str(p[f])));
    if (str(p[`${f}_like`]))
      out.push(like(user[f], `%${str(p[`${f}_like`]).replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  for (const f of ['userType', 'status'] as const) {
    if (str(p[f]) === '') continue;
    const n = Number(p[f]);
    if (!Number.isInteger(n)) throw badRequest(`参数错误: ${f} 应为整数`);
    out.push(eq(user[f], n));
  }
  const deptId = str(p.deptId);
  if (deptId) {
    if (!isId(deptId)) throw badRequest('参数错误: deptId 应为编号');
    const [d] = await db
      .select({ tenantId: dept.tenantId })
      .from(dept)
      .where(
        and(
          eq(dept.id, deptId),
          eq(dept.isDeleted, 0),
          ctx.isAdministrator ? undefined : eq(dept.tenantId, ctx.tenantId),
        ),
      );
    const ids = d ? await descendants(db, String(d.tenantId), [deptId]) : [];
    out.push(
      ids.length
        ? inArray(
            user.id,
            db.selectDistinct({ id: userDept.userId }).from(userDept).where(inArray(userDept.deptId, ids)),
          )
        : eq(user.id, '0'),
    );
  }
  return out.filter((c): c is SQL => c !== undefined);
}

export async function userPage(db: Db, ctx: RequestContext, p: P) {
  const { current, size } = paging(p);
  const where = and(...(await userFilters(db, ctx, p)));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(asc(user.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    records: await userVOs(db, ctx.tenantId, rows),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  };
}

export async function userRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const ctx = (req: FastifyRequest) => req.ctx!;
  const ids = (req: FastifyRequest, key: string) => {
    const p = paramsOf(req);
    return Array.isArray(p[key]) ? (p[key] as unknown[]).map(String) : split(str(p[key]));
  };

  const page = async (req: FastifyRequest) => ok(await userPage(db, ctx(req), paramsOf(req)));
  app.get('/calf-user/page', USER_READ, page);
  app.post('/calf-user/page', USER_READ, page);
  app.get('/calf-user/list', USER_READ, page);

  app.get('/calf-user/detail', USER_READ, async (req) => {
    const [u] = await usersById(db, ctx(req), [str((req.query as P).id)]);
    return ok((await userVOs(db, ctx(req).tenantId, [u]))[0]);
  });

  const update = async (req: FastifyRequest) => {
    const c = ctx(req);
    const input = parseUser(req.body);
    const [existing] = await usersById(db, c, [str(input.id)]);
    await checkAccount(db, existing.tenantId, input.account, existing.id);
    await checkLinks(db, c, existing.tenantId, input, {
      userId: existing.id,
      roleIds: split(existing.roleId),
    });
    const cols = columnsOf(input);
    await db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ ...cols, updateUser: c.userId, updateTime: new Date() })
        .where(eq(user.id, existing.id));
      await setUserDepts(tx, existing.id, input.deptId ?? []);
    });
    // New roles or departments take effect at once: the user's sessions end.
    if (cols.roleId !== existing.roleId || cols.deptId !== existing.deptId)
      await revokeSessions(db, { userId: existing.id });
    return ok({ id: existing.id }, '更新成功');
  };

  app.post('/calf-user/submit', perm(['user_add', 'user_edit']), async (req) => {
    const c = ctx(req);
    const body = (req.body ?? {}) as P;
    if (body.id) {
      if (!c.isAdministrator && !c.permissions.has('user_edit')) throw forbidden();
      return update(req);
    }
    if (!c.isAdministrator && !c.permissions.has('user_add')) throw forbidden();
    const input = parseUser(body);
    const password = str(input.password);
    const tenantId = c.isAdministrator && input.tenantId ? input.tenantId : c.tenantId;
    await assertPasswordPolicy(db, tenantId, password);
    await checkQuota(db, tenantId);
    await checkAccount(db, tenantId, input.account);
    await checkLinks(db, c, tenantId, input);
    const id = await db.transaction((tx) => insertUser(tx, c, tenantId, input, { password }));
    return ok({ id }, '新增成功');
  });

  app.post('/calf-user/update', perm('user_edit'), update);

  app.post('/calf-user/remove', perm('user_delete'), async (req) => {
    const c = ctx(req);
    const list = idsOf(req);
    if (list.includes(c.userId)) throw badRequest('不能删除本账号!');
    const rows = await usersById(db, c, list);
    const userIds = rows.map((r) => r.id);
    await db
      .update(user)
      .set({ isDeleted: 1, updateUser: c.userId, updateTime: new Date() })
      .where(anyId(user.id, userIds));
    await db.delete(userDept).where(anyId(userDept.userId, userIds));
    for (const id of userIds) await revokeSessions(db, { userId: id });
    return done('删除成功');
  });

  app.post('/calf-user/grant', perm('user_grant'), async (req) => {
    const c = ctx(req);
    const rows = await usersById(db, c, ids(req, 'userIds'));
    const roleIds = ids(req, 'roleIds');
    if (roleIds.length === 0 || !roleIds.every(isId)) throw badRequest('请选择角色');
    // One check per tenant; the caller's own row separately (nobody gains a role they lack).
    const self = rows.find((r) => r.id === c.userId);
    if (self)
      await checkLinks(
        db,
        c,
        self.tenantId,
        { roleId: roleIds },
        { userId: self.id, roleIds: split(self.roleId) },
      );
    for (const tenantId of new Set(rows.filter((r) => r !== self).map((r) => r.tenantId)))
      await checkLinks(db, c, tenantId, { roleId: roleIds });
    await db
      .update(user)
      .set({ roleId: roleIds.join(','), updateUser: c.userId, updateTime: new Date() })
      .where(
        anyId(
          user.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) await revokeSessions(db, { userId: r.id });
    return done('操作成功');
  });

  app.post('/calf-user/reset-password', perm('user_reset'), async (req) => {
    const c = ctx(req);
    const rows = await usersById(db, c, ids(req, 'userIds'));
    for (const r of rows) {
      const initial = await initialPassword(db, r.tenantId);
      await db
        .update(user)
        .set({
          password: await hashPlainPassword(initial),
          mustChangePassword: true,
          updateUser: c.userId,
          updateTime: new Date(),
        })
        .where(eq(user.id, r.id));
      await clearFailures(db, r.tenantId, r.account);
      await revokeSessions(db, { userId: r.id });
    }
    return done('重置密码成功');
  });

  app.get('/calf-user/platform-detail', USER_READ, async (req) => {
    const [u] = await usersById(db, ctx(req), [str((req.query as P).id)]);
    const [ext] = await db
      .select({ userExt: userExt.userExt })
      .from(userExt)
      .where(and(eq(userExt.userId, u.id), eq(userExt.userType, u.userType)));
    return ok({ ...(await userVOs(db, ctx(req).tenantId, [u]))[0], userExt: ext?.userExt ?? '' });
  });

  app.post('/calf-user/update-platform', perm('user_platform'), async (req) => {
    const p = paramsOf(req);
    const [u] = await usersById(db, ctx(req), [str(p.userId)]);
    const userType = Number(p.userType ?? u.userType);
    if (!Number.isInteger(userType) || userType < 1 || userType > 9)
      throw badRequest('参数错误: userType 应为整数');
    const ext = typeof p.userExt === 'string' ? p.userExt : JSON.stringify(p.userExt ?? {});
    if (ext.length > 10000) throw badRequest('参数错误: userExt 过长');
    try {
      if (ext.trim()) JSON.parse(ext);
    } catch {
      throw badRequest('参数错误: userExt 应为 JSON');
    }
    await db.transaction(async (tx) => {
      await tx.update(user).set({ userType, updateTime: new Date() }).where(eq(user.id, u.id));
      await tx
        .insert(userExt)
        .values({ userId: u.id, userType, userExt: ext, tenantId: u.tenantId })
        .onConflictDoUpdate({
          target: [userExt.userId, userExt.userType],
          set: { userExt: ext, updateTime: new Date() },
        });
    });
    return done('操作成功');
  });
}
