import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, multipartFile, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { role, roleMenu, user } from '../../db/schema';

// Issue #38 item 1: a holder of user view/add/edit/grant/reset (no administrator role) demoted the
// platform administrator, reset its password and renamed it; a role granter stripped a stronger role.
// The sweep: every user- and role-changing route, a low-privilege granter, targets above it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let granterTok: string;
let granterRoleId: string;
let platformAdminId: string;
let administratorRoleId: string;
let deptId: string;
const T = '000000';
const U = '/api/calf-user';
const S = '/api/calf-system';

beforeAll(async () => {
  t = await createTestApp();
  const g = await createUser(t.db, { tenantId: T, roleAlias: 'granter', menus: pageCodes('user', 'role') });
  granterRoleId = g.roleId;
  granterTok = await t.login({ tenantId: T, account: g.account, password: g.password });
  const [admin] = await t.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, T), eq(user.account, 'admin')));
  platformAdminId = admin.id;
  administratorRoleId = admin.roleId;
  deptId = admin.deptId;
});
afterAll(() => t.close());

/** A user above the granter (a role with menus the granter lacks), below it, or the platform admin. */
async function target(kind: 'admin' | 'stronger' | 'weaker', pending = false) {
  if (kind === 'admin') {
    const [u] = await t.db.select().from(user).where(eq(user.id, platformAdminId));
    return u;
  }
  const menus = kind === 'stronger' ? pageCodes('user', 'role', 'param') : pageCodes('user');
  const u = await createUser(t.db, { tenantId: T, roleAlias: `r${kind}`, menus });
  if (pending) await t.db.update(user).set({ status: 0 }).where(eq(user.id, u.userId));
  const [row] = await t.db.select().from(user).where(eq(user.id, u.userId));
  return row;
}
type UserRow = Awaited<ReturnType<typeof target>>;

async function importCovering(account: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户数据');
  ws.addRow(['登录账号', '用户姓名', '手机号码']);
  ws.addRow([account, '被覆盖', '13900000000']);
  const f = multipartFile('users.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  const res = await t.app.inject({
    method: 'POST',
    url: `${U}/import-user?isCovered=1`,
    payload: f.payload,
    headers: { ...f.headers, 'calf-auth': `bearer ${granterTok}` },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
}

const userRoutes: { name: string; pending?: boolean; act: (u: UserRow) => Promise<{ status: number }> }[] = [
  {
    name: 'update (rename, e-mail, phone)',
    act: (u) =>
      t.call('POST', `${U}/update`, granterTok, {
        id: u.id,
        account: `${u.account}x`,
        realName: '改名',
        email: 'evil@example.com',
        phone: '13900000000',
      }),
  },
  {
    name: 'submit with id',
    act: (u) => t.call('POST', `${U}/submit`, granterTok, { id: u.id, account: u.account, realName: '改名' }),
  },
  {
    name: 'grant (replace roles)',
    act: (u) =>
      t.call('POST', `${U}/grant`, granterTok, undefined, { userIds: u.id, roleIds: granterRoleId }),
  },
  {
    name: 'reset-password',
    act: (u) => t.call('POST', `${U}/reset-password`, granterTok, undefined, { userIds: u.id }),
  },
  { name: 'unlock', act: (u) => t.call('POST', `${U}/unlock`, granterTok, undefined, { userIds: u.id }) },
  { name: 'remove', act: (u) => t.call('POST', `${U}/remove`, granterTok, undefined, { ids: u.id }) },
  {
    name: 'update-platform',
    act: (u) =>
      t.call('POST', `${U}/update-platform`, granterTok, { userId: u.id, userType: '1', userExt: '{}' }),
  },
  {
    name: 'audit-pass',
    pending: true,
    act: (u) =>
      t.call('POST', `${U}/audit-pass`, granterTok, undefined, {
        userIds: u.id,
        roleId: granterRoleId,
        deptId,
      }),
  },
  {
    name: 'audit-refuse',
    pending: true,
    act: (u) => t.call('POST', `${U}/audit-refuse`, granterTok, undefined, { userIds: u.id }),
  },
  { name: 'import-user covering the account', act: (u) => importCovering(u.account) },
];

describe('acting on users above the caller', () => {
  for (const r of userRoutes)
    for (const kind of ['admin', 'stronger'] as const) {
      if (r.pending && kind === 'admin') continue;
      it(`${r.name} on the ${kind === 'admin' ? 'platform administrator' : 'stronger user'} is refused and changes nothing`, async () => {
        const u = await target(kind, r.pending);
        const res = await r.act(u);
        expect(res.status, r.name).not.toBe(200);
        expect([400, 403]).toContain(res.status);
        const [after] = await t.db.select().from(user).where(eq(user.id, u.id));
        expect(after).toEqual(u);
      });
    }

  it('the refusal is a 403 with the rule, for the platform administrator in particular', async () => {
    const res = await t.call('POST', `${U}/reset-password`, granterTok, undefined, {
      userIds: platformAdminId,
    });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('无权操作超级管理员账号!');
    const stronger = await target('stronger');
    const grant = await t.call('POST', `${U}/grant`, granterTok, undefined, {
      userIds: stronger.id,
      roleIds: granterRoleId,
    });
    expect(grant.status).toBe(403);
    expect(grant.body.msg).toBe('无权操作权限高于自身的用户!');
  });

  for (const r of userRoutes)
    it(`${r.name} still works on a user within the caller's rights`, async () => {
      const u = await target('weaker', r.pending);
      const res = await r.act(u);
      expect(res.status, JSON.stringify((res as { body?: unknown }).body)).toBe(200);
    });

  it('the platform administrator still acts on everyone', async () => {
    const adminTok = await t.login({ tenantId: T, account: 'admin', password: 'admin' });
    const u = await target('stronger');
    const res = await t.call('POST', `${U}/reset-password`, adminTok, undefined, { userIds: u.id });
    expect(res.body.code).toBe(200);
  });
});

describe('acting on roles above the caller', () => {
  const roleRoutes: { name: string; act: (id: string) => Promise<{ status: number }> }[] = [
    {
      name: 'role/submit (rename)',
      act: (id) =>
        t.call('POST', `${S}/role/submit`, granterTok, { id, roleName: '改名', roleAlias: 'renamed' }),
    },
    {
      name: 'role/grant (strip every menu)',
      act: (id) => t.call('POST', `${S}/role/grant`, granterTok, { roleIds: [id], menuIds: [] }),
    },
    {
      name: 'role/remove',
      act: (id) => t.call('POST', `${S}/role/remove`, granterTok, undefined, { ids: id }),
    },
  ];
  const snapshot = async (id: string) => ({
    role: (await t.db.select().from(role).where(eq(role.id, id)))[0],
    menus: (await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, id))).map((m) => m.menuId).sort(),
  });

  for (const r of roleRoutes) {
    it(`${r.name} on the administrator role and on a stronger role is refused and changes nothing`, async () => {
      const stronger = await createRole(t.db, {
        tenantId: T,
        roleAlias: 'principal',
        menus: pageCodes('user', 'role', 'param'),
      });
      for (const id of [administratorRoleId, stronger.roleId]) {
        const before = await snapshot(id);
        const res = await r.act(id);
        expect(res.status, `${r.name} ${id}`).toBe(403);
        expect(await snapshot(id)).toEqual(before);
      }
    });
    it(`${r.name} still works on a role within the caller's rights`, async () => {
      const weaker = await createRole(t.db, { tenantId: T, roleAlias: 'weaker', menus: pageCodes('user') });
      const res = await r.act(weaker.roleId);
      expect(res.status).toBe(200);
    });
  }
});
