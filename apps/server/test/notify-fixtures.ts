import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { notifyMessage } from '../src/db/schema';
import { createDept, createRole, createUser, type TestUser } from './fixtures';

/**
 * A plant in a tenant for notification tests: a workshop with its head (role DEPT_HEAD), a
 * rectifier and a bystander; a safety administrator (SAFETY_ADMIN), a principal (PRINCIPAL) and
 * an acceptor / approver, each a separate user.
 */
export async function notifyPlant(db: Db, tenantId = '000000') {
  const workshop = await createDept(db, { tenantId, deptName: '一车间' });
  const office = await createDept(db, { tenantId, deptName: '安环部' });
  const roles = {
    head: (await createRole(db, { tenantId, roleAlias: 'DEPT_HEAD', roleName: '部门负责人' })).roleId,
    safety: (await createRole(db, { tenantId, roleAlias: 'SAFETY_ADMIN', roleName: '安全管理员' })).roleId,
    principal: (await createRole(db, { tenantId, roleAlias: 'PRINCIPAL', roleName: '主要负责人' })).roleId,
    worker: (await createRole(db, { tenantId, roleAlias: 'EMPLOYEE', roleName: '员工' })).roleId,
  };
  const make = (account: string, roleId: string, deptId: string) =>
    createUser(db, { tenantId, account, roleId, deptId });
  const users: Record<'head' | 'rectifier' | 'bystander' | 'safety' | 'principal' | 'acceptor', TestUser> = {
    head: await make('head1', roles.head, workshop),
    rectifier: await make('rect1', roles.worker, workshop),
    bystander: await make('other1', roles.worker, workshop),
    safety: await make('safe1', roles.safety, office),
    principal: await make('boss1', roles.principal, office),
    acceptor: await make('acc1', roles.worker, office),
  };
  return { tenantId, workshop, office, roles, users };
}

/** Site messages of an event for a record: receiver ids, sorted. */
export async function receiversOf(db: Db, bizId: string, event?: string): Promise<string[]> {
  const rows = await db
    .select({ receiverId: notifyMessage.receiverId })
    .from(notifyMessage)
    .where(
      and(
        eq(notifyMessage.bizId, bizId),
        eq(notifyMessage.channel, 'SITE'),
        event ? eq(notifyMessage.event, event) : undefined,
      ),
    );
  return rows.map((r) => String(r.receiverId)).sort();
}
