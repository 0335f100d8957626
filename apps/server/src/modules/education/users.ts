import { and, asc, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/** The live users of the tenant among `ids`, with their first department; refuses unknown ids. */
export async function tenantUsers(
  db: Db,
  tenantId: string,
  ids: string[],
  label: string,
): Promise<Map<string, { deptId: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, deptId: user.deptId })
    .from(user)
    .where(and(scoped(tenantId, user, { live: true }), inArray(user.id, unique)));
  if (rows.length !== unique.length) throw badRequest(`参数错误: ${label}不存在或不属于本租户`);
  return new Map(rows.map((r) => [r.id, { deptId: r.deptId.split(',').find(Boolean) ?? null }]));
}

/** The tenant's active people as picker options, by name. */
export async function userOptions(db: Db, tenantId: string) {
  return db
    .select({ id: user.id, realName: user.realName, account: user.account })
    .from(user)
    .where(and(scoped(tenantId, user, { live: true }), eq(user.status, 1)))
    .orderBy(asc(user.realName))
    .limit(5000);
}
