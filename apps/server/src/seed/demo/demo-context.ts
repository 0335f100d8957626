import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, user, userDept } from '../../db/schema';
import { hashPassword, md5Hex } from '../../modules/auth/passwords';

/** The demo tenant's admin as the author of demo rows written through the modules' services. */
export async function adminContext(db: Db, tenantId: string): Promise<RequestContext | null> {
  const [admin] = await db
    .select({ id: user.id, deptId: user.deptId })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, 'admin'), eq(user.isDeleted, 0)));
  if (!admin) return null;
  return {
    tenantId,
    userId: String(admin.id),
    account: 'admin',
    userName: '管理员',
    deptIds: String(admin.deptId).split(',').filter(Boolean),
    roleIds: [],
    roleAliases: ['admin'],
    postIds: [],
    clientId: 'demo',
    sessionId: 'demo',
    isAdministrator: false,
    isAdmin: true,
    permissions: new Set(),
    mustChangePassword: false,
  };
}

/** A department of the demo tenant by name (created under the root when missing). */
export async function demoDept(db: Db, tenantId: string, name: string): Promise<string> {
  const [found] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.deptName, name), eq(dept.isDeleted, 0)));
  if (found) return String(found.id);
  const [root] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.parentId, '0'), eq(dept.isDeleted, 0)))
    .limit(1);
  const id = nextId();
  await db.insert(dept).values({
    id,
    tenantId,
    parentId: root ? String(root.id) : '0',
    ancestors: root ? `0,${root.id}` : '0',
    deptName: name,
    fullName: name,
  });
  return id;
}

/**
 * A staff member of the demo tenant (found by account, else created). Staff accounts get a random
 * password nobody knows: they exist as certificate holders and trainees, not to sign in.
 */
export async function demoPerson(
  db: Db,
  tenantId: string,
  person: { account: string; realName: string; deptId: string; postId?: string },
): Promise<string> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, person.account), eq(user.isDeleted, 0)));
  if (found) return String(found.id);
  const id = nextId();
  await db.insert(user).values({
    id,
    tenantId,
    account: person.account,
    password: await hashPassword(md5Hex(randomBytes(24).toString('hex'))),
    name: person.realName,
    realName: person.realName,
    deptId: person.deptId,
    postId: person.postId ?? '',
  });
  await db.insert(userDept).values({ userId: id, deptId: person.deptId });
  return id;
}
