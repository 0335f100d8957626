import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SHELL_ROUTE } from '../../core/context';
import {
  contract,
  declareContracts,
  docOnly,
  doneEnvelope,
  envelope,
  getContract,
  list,
  postContract,
} from '../../core/contract';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId, split } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, post, role, user } from '../../db/schema';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { clearFailures } from '../auth/lockout';
import { assertNotWeakEncoded } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/tokens';
import { usersById } from './user-service';

type UserRow = typeof user.$inferSelect;

/** A user as the client sees it (never the password hash), with department/role/post names. */
export async function userVO(db: Db, u: UserRow) {
  const { password: _p, isDeleted: _d, ...rest } = u;
  const ids = (s: string) => split(s).filter(isId);
  const [roles, depts, posts] = await together(
    db,
    async () =>
      ids(u.roleId).length
        ? db
            .select({ id: role.id, n: role.roleName })
            .from(role)
            .where(inArray(role.id, ids(u.roleId)))
        : [],
    async () =>
      ids(u.deptId).length
        ? db
            .select({ id: sql<string>`${dept.id}::text`, n: sql<string>`${dept.deptName}` })
            .from(dept)
            .where(inArray(dept.id, ids(u.deptId)))
        : [],
    async () =>
      ids(u.postId).length
        ? db
            .select({ id: post.id, n: post.postName })
            .from(post)
            .where(inArray(post.id, ids(u.postId)))
        : [],
  );
  const names = (rows: { n: string }[]) => rows.map((r) => r.n).join(',');
  return { ...rest, roleName: names(roles), deptName: names(depts), postName: names(posts) };
}

const md5 = z.string().regex(/^[0-9a-fA-F]{32}$/, { error: '密码格式不正确' });
const passwordChange = z.object({
  oldPassword: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).pipe(md5),
  newPassword: z.string({ error: '请输入新密码' }).min(1, { error: '请输入新密码' }).pipe(md5),
  newPassword1: z.string({ error: '请输入确认密码' }).min(1, { error: '请输入确认密码' }).pipe(md5),
});

const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length === 11, { error: '手机号码长度不为11位' })
  .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), { error: '手机号码格式不正确' });
const profile = z.object({
  avatar: z.string().trim().max(1000).optional(),
  realName: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
  phone: phone.optional(),
  email: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: '邮箱格式不正确' })
    .optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const i = r.error.issues[0];
    throw badRequest(`参数错误: ${i.path.join('.') || 'body'} ${i.message}`);
  }
  return r.data;
}

async function me(db: Db, req: FastifyRequest): Promise<UserRow> {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, req.ctx!.userId), scoped(req.ctx!, user, { live: true })));
  if (!u) throw notFound('用户不存在');
  return u;
}

export async function profileRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-user/info': getContract({}, envelope(z.looseObject({ id: z.string(), account: z.string() }))),
    'POST /calf-user/update-info': contract({
      body: docOnly(profile.nullish()),
      response: doneEnvelope,
      summary: 'own profile (checked with the spec messages)',
    }),
    'POST /calf-user/update-password': postContract(
      { oldPassword: z.string(), newPassword: z.string(), newPassword1: z.string() },
      doneEnvelope,
    ),
    'POST /calf-user/unlock': postContract({ userIds: list }, doneEnvelope),
    'GET /calf-system/dept/select': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), deptName: z.string() }))),
    ),
    'GET /calf-system/role/select': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), roleName: z.string() }))),
    ),
  });
  const { db } = app.deps;

  app.get('/calf-user/info', SHELL_ROUTE, async (req) => ok(await userVO(db, await me(db, req))));

  app.post('/calf-user/update-info', async (req) => {
    const body = parse(profile, req.body ?? {});
    const u = await me(db, req);
    await db
      .update(user)
      .set({ ...body, updateUser: u.id, updateTime: new Date() })
      .where(eq(user.id, u.id));
    return done('更新成功');
  });

  app.post('/calf-user/update-password', SHELL_ROUTE, async (req) => {
    const p = parse(passwordChange, paramsOf(req));
    const u = await me(db, req);
    if (p.newPassword.toLowerCase() !== p.newPassword1.toLowerCase())
      throw badRequest('请输入正确的确认密码!');
    if (!(await verifyPassword(u.password, p.oldPassword))) throw badRequest('原密码不正确!');
    if (p.newPassword.toLowerCase() === p.oldPassword.toLowerCase())
      throw badRequest('新密码不能与原密码相同!');
    assertNotWeakEncoded(p.newPassword, u.account);
    await db
      .update(user)
      .set({ password: await hashPassword(p.newPassword), mustChangePassword: false, updateTime: new Date() })
      .where(eq(user.id, u.id));
    // Every other session of this user ends; the one that changed the password continues.
    await revokeSessions(db, { userId: u.id, keep: req.ctx!.sessionId });
    return done('修改密码成功');
  });

  app.post('/calf-user/unlock', { config: { access: { permission: 'user_unlock' } } }, async (req) => {
    const ids = split(String((req.query as Record<string, unknown>).userIds ?? paramsOf(req).userIds ?? ''));
    for (const r of await usersById(db, req.ctx!, ids)) await clearFailures(db, r.tenantId, r.account);
    return done('解锁成功');
  });

  // Department and role choices of the caller (switch dialog).
  app.get('/calf-system/dept/select', async (req) => {
    const u = await me(db, req);
    const ids = split(u.deptId).filter(isId);
    if (!ids.length) return ok([]);
    return ok(
      await db
        .select({ id: dept.id, deptName: dept.deptName })
        .from(dept)
        .where(and(inArray(dept.id, ids), scoped(u.tenantId, dept, { live: true }))),
    );
  });
  app.get('/calf-system/role/select', async (req) => {
    const u = await me(db, req);
    const ids = split(u.roleId).filter(isId);
    if (!ids.length) return ok([]);
    return ok(
      await db
        .select({ id: role.id, roleName: role.roleName })
        .from(role)
        .where(and(inArray(role.id, ids), scoped(u.tenantId, role, { live: true }))),
    );
  });
}
