import type { BusinessRole } from '@dp/domain/seed';
import { and, eq, inArray } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, role, user, userDept } from '../../db/schema';
import { hashPlainPassword } from '../../modules/auth/passwords';
import { type DemoPostCode, ensureDemoPosts } from './posts';

/** Password of every demo account (changed at first sign-in unless DEMO_MODE is on). */
export const DEMO_PASSWORD = 'Demo#2026';

/** Departments of the demo plant (a fine-chemicals works), under the tenant's root department. */
export const DEMO_DEPTS = [
  '安全环保部',
  '合成车间',
  '精馏车间',
  '储运车间',
  '公用工程车间',
  '设备维修部',
  '综合办公室',
] as const;
export type DemoDept = (typeof DEMO_DEPTS)[number] | 'root';
type PostCode = DemoPostCode;

type DemoAccount = {
  account: string;
  realName: string;
  role: BusinessRole;
  dept: DemoDept;
  post: PostCode;
  phone: string;
};

/** One account per business role, so a newcomer can walk the danger loop by switching accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'employee',
    realName: '张伟',
    role: 'EMPLOYEE',
    dept: '合成车间',
    post: 'operator',
    phone: '13800000001',
  },
  {
    account: 'checker',
    realName: '李强',
    role: 'CHECKER',
    dept: '安全环保部',
    post: 'officer',
    phone: '13800000002',
  },
  {
    account: 'teamleader',
    realName: '王芳',
    role: 'TEAM_LEADER',
    dept: '合成车间',
    post: 'leader',
    phone: '13800000003',
  },
  {
    account: 'depthead',
    realName: '赵磊',
    role: 'DEPT_HEAD',
    dept: '合成车间',
    post: 'director',
    phone: '13800000004',
  },
  {
    account: 'rectifier',
    realName: '孙浩',
    role: 'RECTIFIER',
    dept: '设备维修部',
    post: 'fitter',
    phone: '13800000005',
  },
  {
    account: 'acceptor',
    realName: '周杰',
    role: 'ACCEPTOR',
    dept: '设备维修部',
    post: 'engineer',
    phone: '13800000006',
  },
  {
    account: 'safety',
    realName: '陈静',
    role: 'SAFETY_ADMIN',
    dept: '安全环保部',
    post: 'safety',
    phone: '13800000007',
  },
  {
    account: 'principal',
    realName: '刘洋',
    role: 'PRINCIPAL',
    dept: 'root',
    post: 'gm',
    phone: '13800000008',
  },
];

export type DemoPeople = {
  /** Department ids by name ('root' = the company). */
  depts: Record<DemoDept, string>;
  /** User ids by account. */
  users: Record<string, string>;
};

/** The demo plant's departments, creating the missing ones under the root department. */
async function ensureDepts(db: Db, tenantId: string): Promise<Record<DemoDept, string>> {
  const rows = await db
    .select({ id: dept.id, name: dept.deptName, parentId: dept.parentId })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.isDeleted, 0)));
  const root = rows.find((r) => r.parentId === '0');
  if (!root) throw new Error(`tenant ${tenantId} has no root department`);
  const out = { root: String(root.id) } as Record<DemoDept, string>;
  for (const [i, name] of DEMO_DEPTS.entries()) {
    const found = rows.find((r) => r.name === name && r.parentId === root.id);
    if (found) {
      out[name] = String(found.id);
      continue;
    }
    const id = nextId();
    await db.insert(dept).values({
      id,
      tenantId,
      parentId: root.id,
      ancestors: `0,${root.id}`,
      deptName: name,
      fullName: name,
      deptCategory: 2,
      sort: i + 1,
    });
    out[name] = id;
  }
  return out;
}

/**
 * Demo step: the plant's departments and posts and one account per business role (password
 * DEMO_PASSWORD). Accounts that already exist are kept as they are.
 */
export async function seedDemoAccounts(db: Db, { tenantId }: { tenantId: string }): Promise<DemoPeople> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const depts = await ensureDepts(tx, tenantId);
    const posts = await ensureDemoPosts(tx, tenantId);
    const roles = await tx
      .select({ id: role.id, alias: role.roleAlias })
      .from(role)
      .where(and(eq(role.tenantId, tenantId), eq(role.isDeleted, 0)));
    const roleId = new Map(roles.map((r) => [r.alias, r.id]));
    const existing = await tx
      .select({ id: user.id, account: user.account })
      .from(user)
      .where(
        and(
          eq(user.tenantId, tenantId),
          eq(user.isDeleted, 0),
          inArray(
            user.account,
            DEMO_ACCOUNTS.map((a) => a.account),
          ),
        ),
      );
    const users: Record<string, string> = Object.fromEntries(existing.map((u) => [u.account, u.id]));
    const password = await hashPlainPassword(DEMO_PASSWORD);
    for (const a of DEMO_ACCOUNTS) {
      if (users[a.account]) continue;
      const rid = roleId.get(a.role);
      if (!rid) throw new Error(`tenant ${tenantId} has no role ${a.role}`);
      const id = nextId();
      await tx.insert(user).values({
        id,
        tenantId,
        account: a.account,
        password,
        name: a.realName,
        realName: a.realName,
        phone: a.phone,
        roleId: rid,
        deptId: depts[a.dept],
        postId: posts[a.post],
        mustChangePassword: true,
      });
      await tx.insert(userDept).values({ userId: id, deptId: depts[a.dept] });
      users[a.account] = id;
    }
    return { depts, users };
  });
}
