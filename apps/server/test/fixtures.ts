import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { nextId } from '../src/core/ids';
import type { Db } from '../src/db/client';
import { dept, menu, param, role, roleMenu, tenant, user, userDept } from '../src/db/schema';
import { hashPassword, md5Hex } from '../src/modules/auth/passwords';
import { seedBizDicts } from '../src/seed/index';

/** Lifts the forced first password change of a seeded account (the template already does so for admin). */
export async function unlockAdmin(db: Db, tenantId = '000000', account = 'admin'): Promise<void> {
  await db
    .update(user)
    .set({ mustChangePassword: false })
    .where(and(eq(user.tenantId, tenantId), eq(user.account, account)));
}

/** Sets a platform parameter (tenant 000000), adding it when the seed has none. */
export async function setPlatformParam(db: Db, key: string, value: string): Promise<void> {
  const done = await db
    .update(param)
    .set({ paramValue: value })
    .where(and(eq(param.tenantId, '000000'), eq(param.paramKey, key), eq(param.isDeleted, 0)))
    .returning({ id: param.id });
  if (done.length === 0)
    await db
      .insert(param)
      .values({ id: nextId(), tenantId: '000000', paramName: key, paramKey: key, paramValue: value });
}

/** A new tenant (random 6-digit code unless given), with its own copy of the business dictionaries. */
export async function createTenant(
  db: Db,
  opts: { tenantId?: string; tenantName?: string; bizDicts?: boolean; expireTime?: Date } = {},
): Promise<{ id: string; tenantId: string }> {
  const tenantId = opts.tenantId ?? String(randomInt(100000, 1000000));
  const id = nextId();
  await db.insert(tenant).values({
    id,
    tenantId,
    tenantName: opts.tenantName ?? `测试租户${tenantId}`,
    linkman: 'test',
    expireTime: opts.expireTime ?? null,
  });
  if (opts.bizDicts !== false) await seedBizDicts(db, tenantId);
  return { id, tenantId };
}

/** Menu codes of a page and all its buttons: `param`, `param_add`, `param_edit`, ... */
export const pageCodes =
  (...pages: string[]) =>
  (code: string): boolean =>
    pages.some((p) => code === p || code.startsWith(`${p}_`));

export type MenuSelector = string[] | ((code: string) => boolean);

/** Ids of the (live) menus selected by exact codes or a predicate on the code. */
export async function menuIds(db: Db, select: MenuSelector): Promise<string[]> {
  const rows = await db.select({ id: menu.id, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  const keep = Array.isArray(select) ? (c: string) => select.includes(c) : select;
  return rows.filter((r) => keep(String(r.code))).map((r) => String(r.id));
}

/** A role of the tenant granted the selected menus (calf_role_menu rows). */
export async function createRole(
  db: Db,
  opts: { tenantId: string; roleAlias?: string; roleName?: string; menus?: MenuSelector },
): Promise<{ roleId: string; menuIds: string[] }> {
  const roleId = nextId();
  await db.insert(role).values({
    id: roleId,
    tenantId: opts.tenantId,
    roleName: opts.roleName ?? opts.roleAlias ?? '测试角色',
    roleAlias: opts.roleAlias ?? `role_${roleId.slice(-6)}`,
  });
  const ids = opts.menus ? await menuIds(db, opts.menus) : [];
  if (ids.length) await db.insert(roleMenu).values(ids.map((menuId) => ({ roleId, menuId })));
  return { roleId, menuIds: ids };
}

/** Adds grants to an existing role (no-op for menus it already has). */
export async function grantMenus(db: Db, roleId: string, menus: MenuSelector): Promise<void> {
  const ids = await menuIds(db, menus);
  const have = new Set(
    (
      await db
        .select({ menuId: roleMenu.menuId })
        .from(roleMenu)
        .where(and(eq(roleMenu.roleId, roleId), inArray(roleMenu.menuId, ids.length ? ids : ['0'])))
    ).map((r) => r.menuId),
  );
  const add = ids.filter((i) => !have.has(i));
  if (add.length) await db.insert(roleMenu).values(add.map((menuId) => ({ roleId, menuId })));
}

export type TestUser = {
  userId: string;
  roleId: string;
  tenantId: string;
  account: string;
  password: string;
};

/**
 * A user of the tenant with a fresh role (alias `roleAlias`, default `admin`) granted `menus`,
 * ready to sign in (no forced password change) with `login({ tenantId, account, password })`.
 */
export async function createUser(
  db: Db,
  opts: {
    tenantId: string;
    account?: string;
    password?: string;
    roleAlias?: string;
    roleId?: string;
    menus?: MenuSelector;
    deptId?: string;
    mustChangePassword?: boolean;
  },
): Promise<TestUser> {
  const account = opts.account ?? `u${nextId().slice(-8)}`;
  const password = opts.password ?? 'Test@12345';
  const roleId =
    opts.roleId ??
    (
      await createRole(db, {
        tenantId: opts.tenantId,
        roleAlias: opts.roleAlias ?? 'admin',
        menus: opts.menus,
      })
    ).roleId;
  const userId = nextId();
  await db.insert(user).values({
    id: userId,
    tenantId: opts.tenantId,
    account,
    password: await hashPassword(md5Hex(password)),
    name: account,
    realName: account,
    roleId,
    deptId: opts.deptId ?? '',
    mustChangePassword: opts.mustChangePassword ?? false,
  });
  if (opts.deptId) await db.insert(userDept).values({ userId, deptId: opts.deptId });
  return { userId, roleId, tenantId: opts.tenantId, account, password };
}

/** A tenant with an `admin` user granted the given menus — the usual second-tenant setup. */
export async function createTenantWithAdmin(
  db: Db,
  menus: MenuSelector,
  tenantOpts: Parameters<typeof createTenant>[1] = {},
) {
  const t = await createTenant(db, tenantOpts);
  const admin = await createUser(db, { tenantId: t.tenantId, account: 'admin', roleAlias: 'admin', menus });
  return { ...t, admin };
}

/** A multipart/form-data body carrying one file, for `app.inject({ payload, headers })`. */
export function multipartFile(
  filename: string,
  data: Buffer | string,
  opts: { field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dptest${nextId()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(data) ? data : Buffer.from(data), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A department of the tenant (under `parentId`, with its ancestors chain). */
export async function createDept(
  db: Db,
  opts: { tenantId: string; deptName?: string; parentId?: string },
): Promise<string> {
  const id = nextId();
  let ancestors = '0';
  if (opts.parentId) {
    const [p] = await db.select({ ancestors: dept.ancestors }).from(dept).where(eq(dept.id, opts.parentId));
    ancestors = `${p.ancestors},${opts.parentId}`;
  }
  await db.insert(dept).values({
    id,
    tenantId: opts.tenantId,
    parentId: opts.parentId ?? '0',
    ancestors,
    deptName: opts.deptName ?? `部门${id.slice(-5)}`,
  });
  return id;
}
