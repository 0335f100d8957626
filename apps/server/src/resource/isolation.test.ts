import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, pageCodes, unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { param } from '../db/schema';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let platformTok: string;
let otherTok: string;
let otherTenant: string;
let mine: { id: string; paramKey: string; paramValue: string };

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  platformTok = await t.login();
  mine = (
    await t.call('POST', `${URL}/submit`, platformTok, {
      paramName: '平台参数',
      paramKey: 'iso.shared',
      paramValue: 'platform',
    })
  ).body.data;
  const other = await createTenantWithAdmin(t.db, pageCodes('param'));
  otherTenant = other.tenantId;
  otherTok = await t.login({
    tenantId: other.tenantId,
    account: other.admin.account,
    password: other.admin.password,
  });
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(param).where(eq(param.id, id)))[0];

describe('tenant isolation', () => {
  it('a new tenant sees none of the platform rows', async () => {
    const list = await t.call('GET', `${URL}/list`, otherTok);
    expect(list.body.code).toBe(200);
    expect(list.body.data).toMatchObject({ total: 0, records: [] });
    const page = await t.call('POST', `${URL}/page`, otherTok, { paramKey: 'iso' });
    expect(page.body.data.total).toBe(0);
  });

  it('cannot read a row of another tenant by id, nor widen the filter to another tenant', async () => {
    const get = await t.call('GET', `${URL}/get/${mine.id}`, otherTok);
    expect(get.status).toBe(404);
    expect(get.body.msg).toBe('数据不存在或已被删除');
    const detail = await t.call('GET', `${URL}/detail`, otherTok, undefined, { id: mine.id });
    expect(detail.body.code).toBe(404);
    const byId = await t.call('GET', `${URL}/list`, otherTok, undefined, { id: mine.id });
    expect(byId.body.data.total).toBe(0);
    const byTenant = await t.call('GET', `${URL}/list`, otherTok, undefined, {
      tenantId: '000000',
      tenantId_equal: '000000',
    });
    expect(byTenant.body.data.total).toBe(0);
  });

  it('cannot update or delete a row of another tenant by id', async () => {
    const sub = await t.call('POST', `${URL}/submit`, otherTok, { id: mine.id, paramValue: 'hacked' });
    expect(sub.body.code).toBe(404);
    const upd = await t.call('POST', `${URL}/update`, otherTok, {
      id: mine.id,
      paramValue: 'hacked',
      tenantId: otherTenant,
    });
    expect(upd.body.code).toBe(404);
    const rm = await t.call('POST', `${URL}/remove`, otherTok, undefined, { ids: mine.id });
    expect(rm.body.code).toBe(404);
    expect(await rowOf(mine.id)).toMatchObject({ paramValue: 'platform', tenantId: '000000', isDeleted: 0 });
  });

  it('keeps its own rows, with the same key allowed in both tenants', async () => {
    const own = await t.call('POST', `${URL}/submit`, otherTok, {
      paramName: '租户参数',
      paramKey: 'iso.shared',
      paramValue: 'tenant',
    });
    expect(own.body.code).toBe(200);
    expect(own.body.data.tenantId).toBe(otherTenant);
    const list = await t.call('GET', `${URL}/list`, otherTok);
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toEqual([own.body.data.id]);
    // and the platform does not see the tenant's row either
    const platform = await t.call('GET', `${URL}/list`, platformTok, undefined, {
      paramKey_equal: 'iso.shared',
    });
    expect(platform.body.data.records.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect((await t.call('GET', `${URL}/get/${own.body.data.id}`, platformTok)).body.code).toBe(404);
    // a mixed id list removes only the caller's own rows
    const rm = await t.call('POST', `${URL}/remove`, otherTok, undefined, {
      ids: `${mine.id},${own.body.data.id}`,
    });
    expect(rm.body.code).toBe(200);
    expect((await rowOf(own.body.data.id)).isDeleted).toBe(1);
    expect((await rowOf(mine.id)).isDeleted).toBe(0);
  });

  it('exports only its own rows (a tenant admin holds param_export)', async () => {
    await t.call('POST', `${URL}/submit`, otherTok, {
      paramName: '导出',
      paramKey: 'iso.export',
      paramValue: 'x',
    });
    const { default: ExcelJS } = await import('exceljs');
    const exported = async (tok: string) => {
      const res = await t.call('GET', `${URL}/exportExcel`, tok, undefined, { paramKey_likeright: 'iso.' });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
      const keys: string[] = [];
      wb.worksheets[0].eachRow((r, n) => {
        if (n > 1) keys.push(String(r.getCell(2).value));
      });
      return keys;
    };
    expect(await exported(platformTok)).toEqual(['iso.shared']);
    expect(await exported(otherTok)).toEqual(['iso.export']);
    expect((await t.call('GET', `${URL}/template`, otherTok)).status).toBe(200);
  });
});

describe('permission codes', () => {
  /** A user of the platform tenant whose role holds exactly these menu codes. */
  async function userWith(codes: string[]) {
    const u = await createUser(t.db, { tenantId: '000000', roleAlias: 'staff', menus: codes });
    return t.login({ account: u.account, password: u.password });
  }
  const newRow = async () =>
    (
      await t.call('POST', `${URL}/submit`, platformTok, {
        paramName: 'p',
        paramKey: `iso.perm.${Date.now()}${Math.random()}`,
        paramValue: 'v',
      })
    ).body.data.id as string;

  it('remove without param_delete is 403 (not 401) and deletes nothing', async () => {
    const tok = await userWith(['param', 'param_add', 'param_edit', 'param_view']);
    const id = await newRow();
    const res = await t.call('POST', `${URL}/remove`, tok, undefined, { ids: id });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, success: false, msg: '没有权限访问该资源' });
    expect((await rowOf(id)).isDeleted).toBe(0);
    // the same user can still read and edit
    expect((await t.call('GET', `${URL}/get/${id}`, tok)).body.code).toBe(200);
    expect((await t.call('POST', `${URL}/submit`, tok, { id, paramValue: 'edited' })).body.code).toBe(200);
  });

  it('submit without id needs param_add; submit with id needs param_edit', async () => {
    const editOnly = await userWith(['param', 'param_edit']);
    const addOnly = await userWith(['param', 'param_add']);
    const id = await newRow();
    const add = await t.call('POST', `${URL}/submit`, editOnly, {
      paramName: 'x',
      paramKey: 'iso.noadd',
      paramValue: 'v',
    });
    expect(add.status).toBe(403);
    expect(add.body.code).toBe(403);
    expect((await t.db.select().from(param).where(eq(param.paramKey, 'iso.noadd'))).length).toBe(0);
    expect((await t.call('POST', `${URL}/submit`, editOnly, { id, paramValue: 'by editor' })).body.code).toBe(
      200,
    );
    expect(
      (
        await t.call('POST', `${URL}/save`, editOnly, {
          paramName: 'x',
          paramKey: 'iso.noadd',
          paramValue: 'v',
        })
      ).status,
    ).toBe(403);

    const edit = await t.call('POST', `${URL}/submit`, addOnly, { id, paramValue: 'by adder' });
    expect(edit.status).toBe(403);
    expect((await rowOf(id)).paramValue).toBe('by editor');
    expect((await t.call('POST', `${URL}/update`, addOnly, { id, paramValue: 'by adder' })).status).toBe(403);
    expect(
      (
        await t.call('POST', `${URL}/submit`, addOnly, {
          paramName: 'x',
          paramKey: 'iso.add',
          paramValue: 'v',
        })
      ).body.code,
    ).toBe(200);
  });

  it('reading needs param or param_view; none of the param codes means 403 everywhere', async () => {
    const viewOnly = await userWith(['param_view']);
    expect((await t.call('GET', `${URL}/list`, viewOnly)).body.code).toBe(200);
    expect(
      (
        await t.call('POST', `${URL}/submit`, viewOnly, {
          paramName: 'x',
          paramKey: 'iso.v',
          paramValue: 'v',
        })
      ).status,
    ).toBe(403);
    const nothing = await userWith(['dict']);
    for (const [method, path] of [
      ['GET', '/list'],
      ['POST', '/page'],
      ['GET', '/exportExcel'],
      ['GET', '/template'],
    ] as const) {
      const res = await t.call(method, `${URL}${path}`, nothing);
      expect(res.status, path).toBe(403);
    }
    expect((await t.call('GET', `${URL}/list`, null)).status).toBe(401);
  });
});
