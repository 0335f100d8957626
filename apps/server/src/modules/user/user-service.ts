import { DEFAULT_TENANT_ID } from '@dp/domain';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { parseDateTime } from '../../core/dates';
import { badRequest, notFound } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, post, role, tenant, user, userDept } from '../../db/schema';
import { hashPlainPassword } from '../auth/passwords';
import { split } from '../auth/session';
import { dictItemsFor } from '../system/dict-service';
import { assertMayAssignRoles } from '../system/grant-guard';

export type UserRow = typeof user.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Users the caller manages: their tenant's; the platform administrator manages every tenant's. */
export const userScopeOf = (ctx: RequestContext): SQL | undefined =>
  and(eq(user.isDeleted, 0), ctx.isAdministrator ? undefined : eq(user.tenantId, ctx.tenantId));

export async function usersById(db: Db, ctx: RequestContext, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) throw badRequest('请至少选择一个用户');
  if (!ids.every(isId)) throw badRequest('参数错误: 用户编号不正确');
  const rows = await db
    .select()
    .from(user)
    .where(and(userScopeOf(ctx), anyId(user.id, ids)));
  if (rows.length !== new Set(ids).size) throw notFound('用户不存在或已被删除');
  return rows;
}

/** User VOs for a page of rows: names of roles, departments, posts, tenant and dict labels in a few batched queries. */
export async function userVOs(db: Db, tenantId: string, rows: UserRow[]) {
  const all = (pick: (u: UserRow) => string) => [
    ...new Set(rows.flatMap((u) => split(pick(u)).filter(isId))),
  ];
  const [roles, depts, posts, tenants, sexes, types, statuses] = await Promise.all([
    all((u) => u.roleId).length
      ? db
          .select({ id: role.id, n: role.roleName })
          .from(role)
          .where(
            inArray(
              role.id,
              all((u) => u.roleId),
            ),
          )
      : [],
    all((u) => u.deptId).length
      ? db
          .select({ id: sql<string>`${dept.id}::text`, n: sql<string>`${dept.deptName}` })
          .from(dept)
          .where(
            inArray(
              dept.id,
              all((u) => u.deptId),
            ),
          )
      : [],
    all((u) => u.postId).length
      ? db
          .select({ id: post.id, n: post.postName })
          .from(post)
          .where(
            inArray(
              post.id,
              all((u) => u.postId),
            ),
          )
      : [],
    db
      .select({ id: tenant.tenantId, n: tenant.tenantName })
      .from(tenant)
      .where(inArray(tenant.tenantId, [...new Set(rows.map((u) => u.tenantId)), DEFAULT_TENANT_ID])),
    dictItemsFor(db, tenantId, 'sex', false),
    dictItemsFor(db, tenantId, 'user_type', false),
    dictItemsFor(db, tenantId, 'user_status', false),
  ]);
  const map = (list: { id: string; n: string }[]) => new Map(list.map((r) => [r.id, r.n]));
  const [rn, dn, pn, tn] = [map(roles), map(depts), map(posts), map(tenants)];
  const names = (m: Map<string, string>, s: string) =>
    split(s)
      .map((id) => m.get(id) ?? '')
      .filter(Boolean)
      .join(',');
  const label = (items: { key: string; label: string }[], v: number) =>
    items.find((i) => i.key === String(v))?.label ?? '';
  return rows.map(({ password: _p, isDeleted: _d, ...u }) => ({
    ...u,
    tenantName: tn.get(u.tenantId) ?? '',
    roleName: names(rn, u.roleId),
    deptName: names(dn, u.deptId),
    postName: names(pn, u.postId),
    sexName: label(sexes, u.sex),
    userTypeName: label(types, u.userType),
    statusName: label(statuses, u.status),
  }));
}

const idCsv = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => (Array.isArray(v) ? v.map(String) : split(v)))
  .refine((ids) => ids.every(isId), { error: '编号格式不正确' });
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), { error: '手机号码格式不正确' });
export const userInput = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  tenantId: z.string().trim().optional().nullable(),
  account: z
    .string({ error: '请输入登录账号' })
    .trim()
    .min(1, { error: '请输入登录账号' })
    .max(45)
    .regex(/^[A-Za-z0-9_.@-]+$/, { error: '账号只能包含字母、数字和 _.@-' }),
  password: z.string().max(64).optional().nullable(),
  name: z.string().trim().max(50).optional().nullable(),
  realName: z.string({ error: '请输入用户姓名' }).trim().min(1, { error: '请输入用户姓名' }).max(50),
  code: z.string().trim().max(30).optional().nullable(),
  userType: z.coerce.number().int().min(1).max(9).optional().nullable(),
  email: z.string().trim().max(100).optional().nullable(),
  phone: phone.optional().nullable(),
  avatar: z.string().trim().max(1000).optional().nullable(),
  birthday: z.union([z.string(), z.date()]).optional().nullable(),
  sex: z.coerce.number().int().optional().nullable(),
  roleId: idCsv.optional().nullable(),
  deptId: idCsv.optional().nullable(),
  postId: idCsv.optional().nullable(),
});
export type UserInput = z.infer<typeof userInput>;

export function parseUser(body: unknown): UserInput {
  const r = userInput.safeParse(body ?? {});
  if (!r.success)
    throw badRequest(`参数错误: ${r.error.issues[0].path.join('.')} ${r.error.issues[0].message}`);
  return r.data;
}

/**
 * Roles, departments and posts must exist in the user's tenant, and the roles newly given to the
 * user (`target`: who and what they hold now) must be ones the caller may assign (grant-guard.ts).
 */
export async function checkLinks(
  db: Db | Tx,
  ctx: RequestContext,
  tenantId: string,
  u: Partial<UserInput>,
  target: { userId?: string; roleIds?: string[] } = {},
) {
  const check = async (
    ids: string[] | null | undefined,
    t: typeof role | typeof dept | typeof post,
    what: string,
  ) => {
    if (!ids?.length) return;
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(inArray(t.id, ids), eq(t.tenantId, tenantId), eq(t.isDeleted, 0)));
    if (rows.length !== new Set(ids).size) throw badRequest(`所选${what}不存在或不属于该租户`);
  };
  await check(u.roleId, role, '角色');
  await check(u.deptId, dept, '机构');
  await check(u.postId, post, '岗位');
  if (u.roleId?.length)
    await assertMayAssignRoles(db as Db, ctx, tenantId, u.roleId, {
      toSelf: target.userId === ctx.userId,
      alreadyHeld: target.roleIds,
    });
}

export async function checkAccount(db: Db | Tx, tenantId: string, account: string, selfId?: string) {
  const [dup] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.tenantId, tenantId),
        eq(user.account, account),
        eq(user.isDeleted, 0),
        selfId ? ne(user.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw badRequest(`当前用户 [${account}] 已存在!`);
}

export async function checkQuota(db: Db | Tx, tenantId: string, adding = 1) {
  const [t] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  if (!t) throw badRequest('租户信息错误!');
  if (t.accountNumber > 0) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(user)
      .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0)));
    if (n + adding > t.accountNumber) throw badRequest('当前租户已到最大账号额度!');
  }
}

export function columnsOf(u: UserInput) {
  const birthday = u.birthday ? parseDateTime(u.birthday) : null;
  if (u.birthday && !birthday) throw badRequest('参数错误: birthday 日期格式应为 yyyy-MM-dd');
  return {
    account: u.account,
    name: u.name || u.account,
    realName: u.realName,
    code: u.code ?? '',
    userType: u.userType ?? 1,
    email: u.email ?? '',
    phone: u.phone ?? '',
    avatar: u.avatar ?? '',
    birthday,
    sex: u.sex ?? -1,
    roleId: (u.roleId ?? []).join(','),
    deptId: (u.deptId ?? []).join(','),
    postId: (u.postId ?? []).join(','),
  };
}

export async function setUserDepts(tx: Db | Tx, userId: string, deptIds: string[]) {
  await tx.delete(userDept).where(eq(userDept.userId, userId));
  if (deptIds.length)
    await tx.insert(userDept).values([...new Set(deptIds)].map((deptId) => ({ userId, deptId })));
}

/** Inserts a user (plain password hashed; changed at first sign-in unless `mustChange` is false). */
export async function insertUser(
  tx: Db | Tx,
  ctx: RequestContext | null,
  tenantId: string,
  u: UserInput,
  opts: { password: string; status?: number; mustChange?: boolean; oauthId?: string },
) {
  const id = nextId();
  const cols = columnsOf(u);
  await tx.insert(user).values({
    ...cols,
    id,
    tenantId,
    password: await hashPlainPassword(opts.password),
    status: opts.status ?? 1,
    mustChangePassword: opts.mustChange ?? true,
    oauthId: opts.oauthId ?? '',
    createUser: ctx?.userId ?? null,
    createDept: ctx?.deptIds[0] ?? null,
    updateUser: ctx?.userId ?? null,
  });
  await setUserDepts(tx, id, u.deptId ?? []);
  return id;
}
