import { DEFAULT_TENANT_ID, resources } from '@dp/domain';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { badRequest, notFound } from '../../core/envelope';
import { isId, nextId, split } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, post, role, tenant, user, userDept } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { subtreeCondition } from '../../resource/tree';
import { assertPasswordPolicy } from '../auth/password-policy';
import { hashPlainPassword } from '../auth/passwords';

import { revokeSessions } from '../auth/tokens';
import { assertMayActOn, assertMayAssignRoles } from '../system/grant-guard';

export type UserRow = typeof user.$inferSelect;

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The user page's own parameters (api-contract §5.1): exact account / realName (`_like` for a
 * part), `deptId` with its descendant departments (through calf_user_dept), `tenantId` for the
 * platform administrator only.
 */
function userQuery(ctx: RequestContext, p: Record<string, unknown>) {
  const params = { ...p };
  const where: SQL[] = [];
  for (const f of ['account', 'realName']) {
    if (str(params[f])) params[`${f}_equal`] = str(params[f]);
    delete params[f];
  }
  const tenantId = str(params.tenantId);
  delete params.tenantId;
  if (ctx.isAdministrator && tenantId) params.tenantId_equal = tenantId;
  const deptId = str(params.deptId);
  delete params.deptId;
  if (deptId) {
    if (!isId(deptId)) throw badRequest('参数错误: deptId 应为编号');
    const inTree = and(
      scoped(ctx, dept, { live: true, acrossTenants: true }),
      subtreeCondition(dept, deptId),
    );
    where.push(
      sql`${user.id} in (select ${userDept.userId} from ${userDept} inner join ${dept} on ${dept.id} = ${userDept.deptId} where ${inTree})`,
    );
  }
  return { params, where };
}

/** Names of the ids in the comma lists of a page of users: one query per kind for the whole page. */
async function addNames(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = (key: string) => [...new Set(rows.flatMap((u) => split(str(u[key])).filter(isId)))];
  const names = async (key: string, query: (list: string[]) => Promise<{ id: string; n: string }[]>) => {
    const list = ids(key);
    return new Map((list.length ? await query(list) : []).map((r) => [r.id, r.n]));
  };
  // together: in parallel on the pool, one after the other inside a write's transaction
  const [roles, depts, posts, tenants] = await together(
    db,
    () =>
      names('roleId', (l) =>
        db.select({ id: role.id, n: role.roleName }).from(role).where(inArray(role.id, l)),
      ),
    () =>
      names('deptId', (l) =>
        db
          .select({ id: sql<string>`${dept.id}::text`, n: sql<string>`${dept.deptName}` })
          .from(dept)
          .where(inArray(dept.id, l)),
      ),
    () =>
      names('postId', (l) =>
        db.select({ id: post.id, n: post.postName }).from(post).where(inArray(post.id, l)),
      ),
    async () =>
      db
        .select({ id: tenant.tenantId, n: tenant.tenantName })
        .from(tenant)
        .where(inArray(tenant.tenantId, [...new Set(rows.map((u) => str(u.tenantId))), DEFAULT_TENANT_ID])),
  );
  const tn = new Map(tenants.map((r) => [r.id, r.n]));
  const joined = (m: Map<string, string>, s: unknown) =>
    split(str(s))
      .map((id) => m.get(id) ?? '')
      .filter(Boolean)
      .join(',');
  return rows.map((u) => ({
    ...u,
    tenantName: tn.get(str(u.tenantId)) ?? '',
    roleName: joined(roles, u.roleId),
    deptName: joined(depts, u.deptId),
    postName: joined(posts, u.postId),
    // -1: not given (the column's default), not an item of the dictionary
    sexName: u.sex === -1 ? '' : u.sexName,
  }));
}

/**
 * Roles, departments and posts must exist in the user's tenant, and the roles newly given to the
 * user (`target`: who and what they hold now) must be ones the caller may assign (grant-guard.ts).
 */
export async function checkLinks(
  db: Db,
  ctx: RequestContext,
  tenantId: string,
  u: { roleId?: string[]; deptId?: string[]; postId?: string[] },
  target: { userId?: string; roleIds?: string[] } = {},
) {
  const check = async (
    ids: string[] | undefined,
    t: typeof role | typeof dept | typeof post,
    what: string,
  ) => {
    if (!ids?.length) return;
    if (!ids.every(isId)) throw badRequest('参数错误: 编号格式不正确');
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(inArray(t.id, ids), scoped(tenantId, t, { live: true })));
    if (rows.length !== new Set(ids).size) throw badRequest(`所选${what}不存在或不属于该租户`);
  };
  await check(u.roleId, role, '角色');
  await check(u.deptId, dept, '机构');
  await check(u.postId, post, '岗位');
  if (u.roleId?.length)
    await assertMayAssignRoles(db, ctx, tenantId, u.roleId, {
      toSelf: target.userId === ctx.userId,
      alreadyHeld: target.roleIds,
    });
}

export async function checkAccount(db: Db, tenantId: string, account: string, selfId?: string) {
  const [dup] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        scoped(tenantId, user),
        eq(user.account, account),
        eq(user.isDeleted, 0),
        selfId ? ne(user.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw badRequest(`当前用户 [${account}] 已存在!`);
}

export async function checkQuota(db: Db, tenantId: string, adding = 1) {
  const [t] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  if (!t) throw badRequest('租户信息错误!');
  if (t.accountNumber > 0) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(user)
      .where(scoped(tenantId, user, { live: true }));
    if (n + adding > t.accountNumber) throw badRequest('当前租户已到最大账号额度!');
  }
}

/** calf_user_dept mirrors the comma list `deptId` (indexed for the department filter). */
export async function setUserDepts(tx: Db, userId: string, deptIds: string[]) {
  await tx.delete(userDept).where(eq(userDept.userId, userId));
  if (deptIds.length)
    await tx.insert(userDept).values([...new Set(deptIds)].map((deptId) => ({ userId, deptId })));
}

/** The links a written row sends, as id lists (absent keys stay absent: a partial update keeps them). */
const linksOf = (row: Row) => {
  const out: { roleId?: string[]; deptId?: string[]; postId?: string[] } = {};
  for (const k of ['roleId', 'deptId', 'postId'] as const) if (k in row) out[k] = split(str(row[k]));
  return out;
};

/**
 * Users on the generic layer: page, list, detail, submit, update and remove come from the
 * definition; these hooks add what is particular to accounts — the tenant chosen by the platform
 * administrator, the password (policy, argon2, changed at first sign-in), account uniqueness per
 * tenant, the quota, roles only within the caller's own rights, the department links, and the end
 * of the user's sessions when roles or departments change or the user is removed.
 */
export const userService = resourceService(resources.user, user, {
  // the caller's tenant; the platform administrator manages every tenant's users
  rowFilter: (ctx) => scoped(ctx, user, { acrossTenants: true }),
  query: userQuery,
  beforeWrite: async ({ ctx, row, existing, db }) => {
    const links = linksOf(row);
    if (!existing) {
      const tenantId = ctx.isAdministrator && str(row.tenantId) ? str(row.tenantId) : ctx.tenantId;
      const password = str(row.password);
      await assertPasswordPolicy(db, tenantId, password);
      await checkQuota(db, tenantId);
      await checkAccount(db, tenantId, str(row.account));
      await checkLinks(db, ctx, tenantId, links);
      Object.assign(row, {
        tenantId,
        name: str(row.name) || row.account,
        password: await hashPlainPassword(password),
        mustChangePassword: true,
        status: 1,
      });
      return;
    }
    const tenantId = str(existing.tenantId);
    const userId = str(existing.id);
    await assertMayActOn(db, ctx, [{ tenantId, roleIds: split(str(existing.roleId)) }], 'user');
    delete row.password;
    delete row.tenantId;
    if ('account' in row) await checkAccount(db, tenantId, str(row.account), userId);
    if ('name' in row && !str(row.name)) row.name = row.account ?? existing.account;
    await checkLinks(db, ctx, tenantId, links, { userId, roleIds: split(str(existing.roleId)) });
    if (links.deptId) await setUserDepts(db, userId, links.deptId);
    // New roles or departments take effect at once: the user's sessions end.
    const changed = (k: 'roleId' | 'deptId') => k in row && str(row[k]) !== str(existing[k]);
    if (changed('roleId') || changed('deptId')) await revokeSessions(db, { userId });
  },
  afterInsert: async ({ row, saved, db }) => {
    await setUserDepts(db, str(saved.id), split(str(row.deptId)));
    return saved;
  },
  beforeRemove: async ({ ctx, ids, db }) => {
    if (ids.includes(ctx.userId)) throw badRequest('不能删除本账号!');
    const rows = await usersById(db, ctx, ids);
    await db.delete(userDept).where(
      anyId(
        userDept.userId,
        rows.map((r) => r.id),
      ),
    );
    for (const r of rows) await revokeSessions(db, { userId: r.id });
  },
  decorate: ({ rows, db }) => addNames(db, rows),
});

/**
 * The live users the caller manages among `ids` and may act on (grant-guard's `assertMayActOn`: no
 * acting on a user holding rights the caller lacks): all of them, or a 404 / 403.
 */
export async function usersById(db: Db, ctx: RequestContext, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) throw badRequest('请至少选择一个用户');
  if (!ids.every(isId)) throw badRequest('参数错误: 用户编号不正确');
  const rows = await db
    .select()
    .from(user)
    .where(and(userService.scope(ctx), anyId(user.id, ids)));
  if (rows.length !== new Set(ids).size) throw notFound('用户不存在或已被删除');
  await assertMayActOn(
    db,
    ctx,
    rows.map((r) => ({ tenantId: r.tenantId, roleIds: split(r.roleId) })),
    'user',
  );
  return rows;
}

/**
 * A self-registered user (register-guest): no caller, so outside the layer's insert; pending
 * (status 0), without roles, departments or posts until approved.
 */
export async function insertGuest(
  db: Db,
  tenantId: string,
  u: { account: string; realName: string; password: string; oauthId: string },
) {
  // An existing live account (calf_user_account_uq) keeps its row: nothing is written, nothing said.
  await db
    .insert(user)
    .values({
      id: nextId(),
      tenantId,
      account: u.account,
      name: u.realName,
      realName: u.realName,
      password: await hashPlainPassword(u.password),
      status: 0,
      mustChangePassword: false,
      oauthId: u.oauthId,
    })
    .onConflictDoNothing();
}
