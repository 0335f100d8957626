import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { role, user, userDept } from '../../db/schema';
import { scoped } from '../../resource/scoped';

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
    .where(and(scoped(ctx, role, { live: true }), eq(role.roleAlias, 'DEPT_HEAD')));
  if (!heads.length) return null;
  const headRoles = new Set(heads.map((h) => h.id));
  const members = await db
    .select({ id: user.id, roleId: user.roleId })
    .from(userDept)
    .innerJoin(user, eq(user.id, userDept.userId))
    .where(and(eq(userDept.deptId, deptId), scoped(ctx, user, { live: true })));
  const head = members.find((m) => m.id !== except && m.roleId.split(',').some((r) => headRoles.has(r)));
  return head?.id ?? null;
}
