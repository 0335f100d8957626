import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDept,
  createTenantWithAdmin,
  createUser,
  multipartFile,
  pageCodes,
} from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { param, user, userDept } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let aTok: string;
let b: Awaited<ReturnType<typeof createTenantWithAdmin>>;
let root: string;
let child: string;
const U = '/api/calf-user';

beforeAll(async () => {
  t = await createTestApp();

  a = await createTenantWithAdmin(t.db, pageCodes('user', 'dept', 'role'));
  b = await createTenantWithAdmin(t.db, pageCodes('user'));
  aTok = await t.login({ tenantId: a.tenantId, account: 'admin', password: a.admin.password });
  root = await createDept(t.db, { tenantId: a.tenantId, deptName: '总部' });
  child = await createDept(t.db, { tenantId: a.tenantId, deptName: '车间', parentId: root });
});
afterAll(() => t.close());

async function workbook(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户数据');
  ws.addRow(['登录账号', '用户姓名', '手机号码', '所属机构', '所属角色']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = async (token: string, data: Buffer) => {
  const f = multipartFile('users.xlsx', data);
  const res = await t.app.inject({
    method: 'POST',
    url: `${U}/import-user`,
    payload: f.payload,
    headers: { ...f.headers, 'calf-auth': `bearer ${token}` },
  });
  return res.json() as { code: number; msg: string };
};

describe('user import and export', () => {
  it('rejects bad rows with their row numbers and changes nothing', async () => {
    const before = (await t.db.select().from(user)).length;
    const res = await upload(
      aTok,
      await workbook([
        ['imp1', '导入一', '', '车间', ''],
        ['', '无账号', '', '', ''],
        ['imp3', '导入三', '123', '', ''],
        ['imp4', '导入四', '', '不存在的部门', ''],
        ['imp1', '重复', '', '', ''],
      ]),
    );
    expect(res.code).toBe(400);
    for (const n of [3, 4, 5, 6]) expect(res.msg).toContain(`第${n}行`);
    expect(res.msg).not.toContain('第2行');
    expect((await t.db.select().from(user)).length).toBe(before);
  });

  it('imports valid rows with the initial password and department links; exports them', async () => {
    const res = await upload(aTok, await workbook([['imp1', '导入一', '13800000000', '车间', '']]));
    expect(res.code).toBe(200);
    const [u] = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.account, 'imp1')));
    expect(u).toMatchObject({ realName: '导入一', deptId: child, mustChangePassword: true });
    expect((await t.db.select().from(userDept).where(eq(userDept.userId, u.id))).length).toBe(1);
    const out = await t.call('GET', `${U}/export-user`, null, undefined, {
      'calf-Auth': aTok,
      account: 'imp1',
    });
    expect(out.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(out.raw.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).getCell(1).text).toBe('imp1');
    expect(wb.worksheets[0].rowCount).toBe(2);
    const tpl = await t.call('GET', `${U}/export-template`, aTok);
    expect(tpl.status).toBe(200);
  });
});

describe('guest registration', () => {
  it('register-guest → pending (cannot sign in) → approve → sign in; refuse disables', async () => {
    const reg = (account: string) =>
      t.call('POST', `${U}/register-guest`, null, undefined, {
        tenantId: a.tenantId,
        name: '访客',
        account,
        password: 'Guest#2026',
        oauthId: 'x',
      });
    expect((await reg('guest1')).body.code).toBe(200);
    const pending = await t.token({ tenantId: a.tenantId, account: 'guest1', password: 'Guest#2026' });
    expect(pending.body.error_description).toBe('账号待审核,请联系管理员');
    const list = await t.call('GET', `${U}/page`, aTok, undefined, { status: '0' });
    const rec = list.body.data.records.find((r: { account: string }) => r.account === 'guest1');
    expect(rec).toBeDefined();
    const approver = await createUser(t.db, {
      tenantId: a.tenantId,
      roleAlias: 'approver',
      menus: ['user', 'user_approve'],
    });
    const apTok = await t.login({
      tenantId: a.tenantId,
      account: approver.account,
      password: approver.password,
    });
    expect((await t.call('POST', `${U}/audit-pass`, apTok, undefined, { userIds: rec.id })).body.msg).toBe(
      '请先为用户分配角色和机构',
    );
    // The approver holds less than the admin role: it may not hand it out (issue #9).
    const over = await t.call('POST', `${U}/audit-pass`, apTok, undefined, {
      userIds: rec.id,
      roleId: a.admin.roleId,
      deptId: child,
    });
    expect(over.status).toBe(403);
    const pass = await t.call('POST', `${U}/audit-pass`, apTok, undefined, {
      userIds: rec.id,
      roleId: approver.roleId,
      deptId: child,
    });
    expect(pass.body.code).toBe(200);
    expect((await t.token({ tenantId: a.tenantId, account: 'guest1', password: 'Guest#2026' })).status).toBe(
      200,
    );

    await reg('guest2');
    const [g2] = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, a.tenantId), eq(user.account, 'guest2')));
    await t.call('POST', `${U}/audit-refuse`, apTok, undefined, { userIds: g2.id });
    expect(
      (await t.token({ tenantId: a.tenantId, account: 'guest2', password: 'Guest#2026' })).body
        .error_description,
    ).toBe('账号已停用,请联系管理员');
  });

  it('is closed when account.registerUser is not true, and rate limited', async () => {
    await t.db.insert(param).values({
      id: `${String(Date.now())}1`,
      tenantId: b.tenantId,
      paramName: 'r',
      paramKey: 'account.registerUser',
      paramValue: 'false',
    });
    const closed = await t.call('POST', `${U}/register-guest`, null, undefined, {
      tenantId: b.tenantId,
      account: 'g',
      password: 'Guest#2026',
    });
    expect(closed.body.msg).toBe('当前系统未开放注册');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.call('POST', `${U}/register-guest`, null, undefined, {
            tenantId: b.tenantId,
            account: `g${i}`,
            password: 'x',
          })
        ).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

// Issue #38 item 6 (an app of its own: register-guest allows 5 calls a minute from one address).
describe('registration does not tell accounts apart', () => {
  let r: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    r = await createTestApp();
  });
  afterAll(() => r.close());

  // Issue #38 item 6: "当前用户 [admin] 已存在!" told anyone which accounts exist.
  it('answers the same for an existing account and a new one, and leaves the existing one as it was', async () => {
    const reg = (account: string) =>
      r.call('POST', `${U}/register-guest`, null, undefined, {
        tenantId: '000000',
        account,
        password: 'Other#2026x',
      });
    const rowsOf = (account: string) =>
      r.db
        .select()
        .from(user)
        .where(and(eq(user.tenantId, '000000'), eq(user.account, account), eq(user.isDeleted, 0)));
    const [before] = await rowsOf('admin');
    const existing = await reg('admin');
    const fresh = await reg('newcomer');
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(fresh.body);
    expect(existing.body.msg).toBe('注册申请已提交,请等待管理员审核');
    const after = await rowsOf('admin');
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(before);
    expect((await rowsOf('newcomer'))[0].status).toBe(0);
    // the admin still signs in with its own password, not the one registered
    expect((await r.token({ tenantId: '000000', account: 'admin', password: 'admin' })).status).toBe(200);
  });

  it('is closed in a tenant created through the platform, until its administrator opens it', async () => {
    const created = await r.call('POST', '/api/calf-system/tenant/submit', await r.login(), {
      tenantName: '注册关闭企业',
      linkman: 'x',
      adminPassword: 'Initial#2026',
    });
    const code = created.body.data.tenantId as string;
    const reg = () =>
      r.call('POST', `${U}/register-guest`, null, undefined, {
        tenantId: code,
        account: 'visitor',
        password: 'Guest#2026',
      });
    expect((await reg()).body.msg).toBe('当前系统未开放注册');
    await r.db
      .update(param)
      .set({ paramValue: 'true' })
      .where(and(eq(param.tenantId, code), eq(param.paramKey, 'account.registerUser')));
    expect((await reg()).body.code).toBe(200);
  });

  it('needs the captcha when the captcha is on, as the sign-in does', async () => {
    const cap = await createTestApp({ CAPTCHA_ENABLED: 'true' });
    try {
      const reg = (headers: Record<string, string>) =>
        cap.app.inject({
          method: 'POST',
          url: `${U}/register-guest`,
          query: { tenantId: '000000', account: 'capguest', password: 'Guest#2026' },
          headers,
        });
      const rows = () => cap.db.select().from(user).where(eq(user.account, 'capguest'));
      const none = await reg({});
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toBe('验证码不正确');
      const c = (await cap.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
      const wrong = await reg({ 'captcha-key': c.key, 'captcha-code': 'zzzz' });
      expect(wrong.json().msg).toBe('验证码不正确');
      expect(await rows()).toHaveLength(0);
      // the wrong answer burnt that captcha: a new one
      const c2 = (await cap.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
      const right = await reg({ 'captcha-key': c2.key, 'captcha-code': c2.text });
      expect(right.json()).toMatchObject({ code: 200 });
      expect(await rows()).toHaveLength(1);
    } finally {
      await cap.close();
    }
  });
});
