import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { role, user, userDept } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/** Alias of the role whose members are "the head" of their department (domain-model §3). */
export const DEPT_HEAD_ROLE = 'DEPT_HEAD';

export type Target = { targetType: string; targetValue: string };
export type Recipient = { id: string; realName: string; phone: string };

/** A record field's value as ids: one id, a comma list or an array. */
function idsIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return list.map((s) => s.trim()).filter(isId);
}

/** Role ids of the tenant for role aliases or ids. */
async function roleIds(db: Db, tenantId: string, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const ids = values.filter(isId);
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        scoped(tenantId, role, { live: true }),
        or(inArray(role.roleAlias, values), ids.length ? inArray(role.id, ids) : undefined),
      ),
    );
  return rows.map((r) => r.id);
}

const hasAnyRole = (ids: string[]) =>
  sql`string_to_array(${user.roleId}, ',') && ${sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`}`;

/**
 * The active users of the tenant a rule's targets name for one record: ROLE (alias or id), DEPT
 * (members), USER, RECORD_FIELD (`field` = user ids held by the record, `field.head` = members of
 * the named department holding the DEPT_HEAD role). Each user once.
 */
export async function resolveRecipients(
  db: Db,
  tenantId: string,
  targets: Target[],
  record: Record<string, unknown>,
): Promise<Recipient[]> {
  const userIds = new Set<string>();
  const deptIds = new Set<string>();
  const headDeptIds = new Set<string>();
  const roleValues: string[] = [];
  for (const t of targets) {
    const v = t.targetValue.trim();
    if (t.targetType === 'USER') for (const id of idsIn(v)) userIds.add(id);
    else if (t.targetType === 'DEPT') for (const id of idsIn(v)) deptIds.add(id);
    else if (t.targetType === 'ROLE') roleValues.push(v);
    else if (t.targetType === 'RECORD_FIELD') {
      if (v.endsWith('.head')) for (const id of idsIn(record[v.slice(0, -5)])) headDeptIds.add(id);
      else for (const id of idsIn(record[v])) userIds.add(id);
    }
  }
  const [roles, headRoles] = await together(
    db,
    () => roleIds(db, tenantId, roleValues),
    () => (headDeptIds.size ? roleIds(db, tenantId, [DEPT_HEAD_ROLE]) : []),
  );
  const inDepts = (ids: Set<string>) =>
    inArray(
      user.id,
      db
        .select({ id: userDept.userId })
        .from(userDept)
        .where(inArray(userDept.deptId, [...ids])),
    );
  const anyOf = [
    userIds.size ? inArray(user.id, [...userIds]) : undefined,
    deptIds.size ? inDepts(deptIds) : undefined,
    roles.length ? hasAnyRole(roles) : undefined,
    headDeptIds.size && headRoles.length ? and(inDepts(headDeptIds), hasAnyRole(headRoles)) : undefined,
  ].filter(Boolean);
  if (anyOf.length === 0) return [];
  return db
    .select({ id: user.id, realName: user.realName, phone: user.phone })
    .from(user)
    .where(and(scoped(tenantId, user, { live: true }), eq(user.status, 1), or(...anyOf)))
    .orderBy(user.id);
}

/** Every active user of the tenant (announcements without recipients). */
export async function tenantUsers(db: Db, tenantId: string): Promise<Recipient[]> {
  return db
    .select({ id: user.id, realName: user.realName, phone: user.phone })
    .from(user)
    .where(and(scoped(tenantId, user, { live: true }), eq(user.status, 1)))
    .orderBy(user.id);
}
