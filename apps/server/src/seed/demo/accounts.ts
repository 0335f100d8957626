import type { BusinessRole } from '@dp/domain/seed';
import { and, eq, inArray } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, post, role, user, userDept } from '../../db/schema';
import { hashPlainPassword } from '../../modules/auth/passwords';

/** Password of every demo account (changed at first sign-in unless DEMO_MODE is on). */
export const DEMO_PASSWORD = 'Demo#2026';

/** Departments of the demo plant, under the tenant's root department. */
export const DEMO_DEPTS = ['安环部', '生产一车间', '生产二车间', '设备部', '仓储部', '综合办公室'] as const;
export type DemoDept = (typeof DEMO_DEPTS)[number] | 'root';

const POSTS = [
  ['operator', '操作工'],
  ['inspector', '巡检员'],
  ['leader', '班组长'],
  ['director', '车间主任'],
  ['fitter', '维修钳工'],
  ['engineer', '设备工程师'],
  ['safety', '安全管理员'],
  ['gm', '总经理'],
] as const;
type PostCode = (typeof POSTS)[number][0];

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
    dept: '生产一车间',
    post: 'operator',
    phone: '13800000001',
  },
  {
    account: 'checker',
    realName: '李强',
    role: 'CHECKER',
    dept: '安环部',
    post: 'inspector',
    phone: '13800000002',
  },
  {
    account: 'teamleader',
    realName: '王芳',
    role: 'TEAM_LEADER',
    dept: '生产一车间',
    post: 'leader',
    phone: '13800000003',
  },
  {
    account: 'depthead',
    realName: '赵磊',
    role: 'DEPT_HEAD',
    dept: '生产一车间',
    post: 'director',
    phone: '13800000004',
  },
  {
    account: 'rectifier',
    realName: '孙浩',
    role: 'RECTIFIER',
    dept: '生产一车间',
    post: 'fitter',
    phone: '13800000005',
  },
  {
    account: 'acceptor',
    realName: '周杰',
    role: 'ACCEPTOR',
    dept: '设备部',
    post: 'engineer',
    phone: '13800000006',
  },
  {
    account: 'safety',
    realName: '陈静',
    role: 'SAFETY_ADMIN',
    dept: '安环部',
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

async function ensurePosts(db: Db, tenantId: string): Promise<Record<PostCode, string>> {
  const rows = await db
    .select({ id: post.id, code: post.postCode })
    .from(post)
    .where(and(eq(post.tenantId, tenantId), eq(post.isDeleted, 0)));
  const out = {} as Record<PostCode, string>;
  for (const [i, [code, name]] of POSTS.entries()) {
    const found = rows.find((r) => r.code === code);
    if (found) {
      out[code] = found.id;
      continue;
    }
    const id = nextId();
    await db.insert(post).values({ id, tenantId, category: 1, postCode: code, postName: name, sort: i + 2 });
    out[code] = id;
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
    const posts = await ensurePosts(tx, tenantId);
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
