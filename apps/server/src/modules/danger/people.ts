import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { dept, role, user, userDept } from '../../db/schema';

/**
 * Checks that the users and departments a transition assigns belong to the caller's tenant;
 * answers the refusal message or undefined.
 */
export async function assigneesRefusal(
  db: Db,
  ctx: RequestContext,
  users: Record<string, unknown>,
  depts: Record<string, unknown> = {},
): Promise<string | undefined> {
  const userIds = Object.values(users).filter(Boolean).map(String);
  const deptIds = Object.values(depts).filter(Boolean).map(String);
  const foundUsers = new Set(
    userIds.length
      ? (
          await db
            .select({ id: user.id })
            .from(user)
            .where(and(eq(user.tenantId, ctx.tenantId), eq(user.isDeleted, 0), inArray(user.id, userIds)))
        ).map((r) => r.id)
      : [],
  );
  for (const [label, id] of Object.entries(users)) {
    if (id && !foundUsers.has(String(id))) return `${label}不存在或不属于本单位`;
  }
  const foundDepts = new Set(
    deptIds.length
      ? (
          await db
            .select({ id: dept.id })
            .from(dept)
            .where(and(eq(dept.tenantId, ctx.tenantId), eq(dept.isDeleted, 0), inArray(dept.id, deptIds)))
        ).map((r) => r.id)
      : [],
  );
  for (const [label, id] of Object.entries(depts)) {
    if (id && !foundDepts.has(String(id))) return `${label}不存在或不属于本单位`;
  }
  return undefined;
}

/** A department head (role alias DEPT_HEAD) of the department, other than `except`; null if none. */
export async function deptHeadIn(
  db: Db,
  ctx: RequestContext,
  deptId: string | null,
  except: string,
): Promise<string | null> {
  if (!deptId) return null;
  const heads = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, ctx.tenantId), eq(role.isDeleted, 0), eq(role.roleAlias, 'DEPT_HEAD')));
  if (!heads.length) return null;
  const headRoles = new Set(heads.map((h) => h.id));
  const members = await db
    .select({ id: user.id, roleId: user.roleId })
    .from(userDept)
    .innerJoin(user, eq(user.id, userDept.userId))
    .where(and(eq(userDept.deptId, deptId), eq(user.tenantId, ctx.tenantId), eq(user.isDeleted, 0)));
  const head = members.find((m) => m.id !== except && m.roleId.split(',').some((r) => headRoles.has(r)));
  return head?.id ?? null;
}
