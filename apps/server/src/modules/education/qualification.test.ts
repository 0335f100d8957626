import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, multipartFile, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { dateInZone } from '../../core/dates';
import { nextId } from '../../core/ids';
import { param, qualificationRecord, user } from '../../db/schema';
import { refreshCertificateStatus } from './qualification';

const URL = '/api/shtmp-education/qualificationRecord';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let holderId: string;

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function setParam(key: string, value: string) {
  await t.db.delete(param).where(and(eq(param.tenantId, '000000'), eq(param.paramKey, key)));
  await t.db
    .insert(param)
    .values({ id: nextId(), tenantId: '000000', paramName: key, paramKey: key, paramValue: value });
}

const cert = (over: Record<string, unknown> = {}) => ({
  userId: holderId,
  certType: 'SPECIAL_OPERATION',
  operationCategory: 'ELECTRICIAN',
  certNo: `T${nextId().slice(-10)}`,
  issueDate: '2020-01-01',
  expiryDate: '2030-01-01',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [admin] = await t.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  holderId = admin.id;
});
afterAll(() => t.close());

describe('qualification records', () => {
  it('saves, reads, updates and removes a certificate through the standard calls', async () => {
    const saved = await t.call('POST', `${URL}/save`, token, cert({ certNo: 'DG-001' }));
    expect(saved.body.code).toBe(200);
    const id = saved.body.data.id;
    const got = await t.call('GET', `${URL}/get/${id}`, token);
    expect(got.body.data).toMatchObject({ certNo: 'DG-001', certStatus: 'VALID', userId: holderId });
    const detail = await t.call('GET', `${URL}/detail`, token, undefined, { id });
    expect(detail.body.data.id).toBe(id);
    const upd = await t.call('POST', `${URL}/update`, token, { id, issuingAuthority: '市应急管理局' });
    expect(upd.body.code).toBe(200);
    const sub = await t.call('POST', `${URL}/submit`, token, { id, reviewDate: '2023-01-01' });
    expect(sub.body.code).toBe(200);
    const page = await t.call('POST', `${URL}/page`, token, { certNo: 'DG-00' });
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const list = await t.call('GET', `${URL}/list`, token, undefined, { certType: 'SPECIAL_OPERATION' });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect((await t.call('POST', `${URL}/remove`, token, undefined, { ids: id })).body.code).toBe(200);
    expect((await t.call('GET', `${URL}/get/${id}`, token)).status).toBe(404);
  });

  it('refuses an expiry date before the issue date, also on a partial update, and keeps the row', async () => {
    const bad = await t.call(
      'POST',
      `${URL}/submit`,
      token,
      cert({ issueDate: '2024-05-01', expiryDate: '2024-04-30' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('有效期至不能早于初领日期');
    const ok = await t.call(
      'POST',
      `${URL}/submit`,
      token,
      cert({ issueDate: '2024-05-01', expiryDate: '2028-05-01' }),
    );
    const upd = await t.call('POST', `${URL}/update`, token, {
      id: ok.body.data.id,
      expiryDate: '2024-01-01',
    });
    expect(upd.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(qualificationRecord)
      .where(eq(qualificationRecord.id, ok.body.data.id));
    expect(row.expiryDate).toBe('2028-05-01');
  });

  it('asks for the operation category of a special operation certificate and refuses duplicates', async () => {
    const noCat = await t.call('POST', `${URL}/submit`, token, cert({ operationCategory: '' }));
    expect(noCat.body.msg).toContain('作业类别');
    const first = await t.call('POST', `${URL}/submit`, token, cert({ certNo: 'DUP-1' }));
    expect(first.body.code).toBe(200);
    const again = await t.call('POST', `${URL}/submit`, token, cert({ certNo: 'DUP-1' }));
    expect(again.status).toBe(400);
    const stranger = await t.call('POST', `${URL}/submit`, token, cert({ userId: nextId() }));
    expect(stranger.body.msg).toContain('持证人');
    expect(stranger.status).toBe(400);
  });

  it('flags a certificate at the edges of the warning window in the tenant time zone', async () => {
    // UTC+14 and UTC−11 are on different calendar days most of the time; the tenant's zone decides.
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await setParam('tenant.timeZone', tz);
      await setParam('education.cert.warnDays', '10');
      const today = dateInZone(new Date(), tz);
      const cases: [number, string][] = [
        [11, 'VALID'],
        [10, 'EXPIRING'],
        [0, 'EXPIRING'],
        [-1, 'EXPIRED'],
      ];
      for (const [days, status] of cases) {
        const res = await t.call('POST', `${URL}/submit`, token, cert({ expiryDate: addDays(today, days) }));
        expect(res.body.data.certStatus, `${tz} ${days}`).toBe(status);
        const got = await t.call('GET', `${URL}/get/${res.body.data.id}`, token);
        expect(got.body.data.certStatus, `${tz} ${days}`).toBe(status);
      }
    }
  });

  it('refreshes the stored status when the window moves, so the list can be filtered by it', async () => {
    await setParam('tenant.timeZone', 'Asia/Shanghai');
    await setParam('education.cert.warnDays', '30');
    const today = dateInZone(new Date(), 'Asia/Shanghai');
    const res = await t.call(
      'POST',
      `${URL}/submit`,
      token,
      cert({ certNo: 'MOVE-1', expiryDate: addDays(today, 20) }),
    );
    expect(res.body.data.certStatus).toBe('EXPIRING');
    await setParam('education.cert.warnDays', '5');
    await refreshCertificateStatus(t.db);
    const valid = await t.call('POST', `${URL}/page`, token, { certNo: 'MOVE-1', certStatus: 'VALID' });
    expect(valid.body.data.total).toBe(1);
    const inAWeek = new Date(Date.now() + 16 * 86_400_000);
    await refreshCertificateStatus(t.db, inAWeek);
    const expiring = await t.call('POST', `${URL}/page`, token, { certNo: 'MOVE-1', certStatus: 'EXPIRING' });
    expect(expiring.body.data.total).toBe(1);
  });

  it('exports to Excel and imports rows, all or nothing', async () => {
    const exp = await t.call('GET', `${URL}/exportExcel`, token);
    expect(exp.status).toBe(200);
    expect(String(exp.raw.headers['content-type'])).toContain('spreadsheetml');
    expect((await t.call('GET', `${URL}/template`, token)).status).toBe(200);
    const head = ['持证人', '证书类型', '作业类别', '证书编号', '初领日期', '有效期至'];
    const good = [holderId, '特种作业操作证', '电工作业', 'IMP-1', '2021-03-01', '2027-03-01'];
    const bad = [holderId, '特种作业操作证', '电工作业', 'IMP-2', '2021-03-01', '2020-03-01'];
    const upload = async (rows: string[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('资格证书');
      for (const r of [head, ...rows]) ws.addRow(r);
      const file = multipartFile('q.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
      return t.app.inject({
        method: 'POST',
        url: `${URL}/import`,
        payload: file.payload,
        headers: { ...file.headers, 'calf-auth': `bearer ${token}` },
      });
    };
    const refused = await upload([good, bad]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('有效期至不能早于初领日期');
    expect((await t.call('POST', `${URL}/page`, token, { certNo: 'IMP-' })).body.data.total).toBe(0);
    const accepted = await upload([good]);
    expect(accepted.statusCode).toBe(200);
    const page = await t.call('POST', `${URL}/page`, token, { certNo: 'IMP-' });
    expect(page.body.data.records[0]).toMatchObject({
      certType: 'SPECIAL_OPERATION',
      operationCategory: 'ELECTRICIAN',
    });
  });

  it('keeps tenants apart and checks permissions on every call', async () => {
    const mine = await t.call('POST', `${URL}/submit`, token, cert({ certNo: 'ISO-1' }));
    const other = await createTenantWithAdmin(t.db, pageCodes('qualificationRecord'));
    const otherTok = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    expect((await t.call('POST', `${URL}/page`, otherTok, {})).body.data.total).toBe(0);
    expect((await t.call('GET', `${URL}/get/${mine.body.data.id}`, otherTok)).status).toBe(404);
    const hijack = await t.call('POST', `${URL}/update`, otherTok, { id: mine.body.data.id, certNo: 'X' });
    expect(hijack.status).toBe(404);
    // a holder of another tenant cannot be named
    const foreign = await t.call('POST', `${URL}/submit`, otherTok, cert());
    expect(foreign.status).toBe(400);

    const reader = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'reader',
      menus: ['qualificationRecord'],
    });
    const readTok = await t.login({ account: reader.account, password: reader.password });
    expect((await t.call('POST', `${URL}/page`, readTok, {})).body.code).toBe(200);
    expect((await t.call('POST', `${URL}/submit`, readTok, cert())).status).toBe(403);
    expect(
      (await t.call('POST', `${URL}/remove`, readTok, undefined, { ids: mine.body.data.id })).status,
    ).toBe(403);
    expect((await t.call('GET', `${URL}/exportExcel`, readTok)).status).toBe(403);
    const nobody = await createUser(t.db, { tenantId: '000000', roleAlias: 'nobody', menus: [] });
    const noTok = await t.login({ account: nobody.account, password: nobody.password });
    expect((await t.call('POST', `${URL}/page`, noTok, {})).status).toBe(403);
  });
});
