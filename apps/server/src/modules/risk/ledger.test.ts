import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDept, createTenantWithAdmin, multipartFile, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { post, user } from '../../db/schema';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
});
afterAll(() => t.close());

async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('DB37 risk ledger', () => {
  let ledger: Buffer;

  it('exports one row per analysed line with L/E/C/D, level, measures and control level', async () => {
    const owner = await api.owner();
    const point = await api.point('导热油炉房', owner);
    const act = await api.activity(point.id, owner, '导热油炉点火');
    await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 3, 6, 7));
    await api.data('riskJobActivityItem/save', api.lecItem(act.id, 2, 6, 6, 15));
    const res = await t.call('POST', '/api/shtmp-risk/riskPointType/exportLedger', token, {
      name: '导热油炉',
    });
    expect(res.status).toBe(200);
    ledger = res.raw.rawPayload;
    const ws = await sheetOf(ledger);
    expect(ws.rowCount).toBe(3);
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['L', 'E', 'C', 'D', '风险等级', '管理措施', '管控层级']));
    const row = (n: number) =>
      Object.fromEntries(header.map((h, i) => [h, ws.getRow(n).getCell(i + 1).text]));
    expect(row(2)).toMatchObject({
      风险点名称: '导热油炉房',
      L: '3',
      E: '6',
      C: '7',
      D: '126',
      风险等级: '一般风险',
    });
    expect(row(3)).toMatchObject({ D: '540', 风险等级: '重大风险', 管控层级: '公司级' });
    expect(row(2).管理措施).toContain('严格执行操作规程');
  });

  it('imports the same layout into another tenant, recomputing the levels', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('risk', 'riskPointType', 'riskJobActivity'));
    const deptId = await createDept(t.db, { tenantId: other.tenantId, deptName: '生产部' });
    await t.db.update(user).set({ deptId }).where(eq(user.id, other.admin.userId));
    await t.db.insert(post).values({
      id: nextId(),
      tenantId: other.tenantId,
      category: 1,
      postCode: 'ceo',
      postName: '首席执行官',
    });
    const otherToken = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    const file = multipartFile('ledger.xlsx', ledger);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shtmp-risk/riskPointType/importLedger',
      payload: file.payload,
      headers: { ...file.headers, 'calf-auth': `bearer ${otherToken}` },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { count: 2 } });
    const points = await t.call('POST', '/api/shtmp-risk/riskPointType/page', otherToken, {});
    expect(points.body.data.records).toHaveLength(1);
    expect(points.body.data.records[0]).toMatchObject({ name: '导热油炉房', riskLevel: 'MAJOR' });
  });

  it('refuses a file with a bad row, naming the row, and changes nothing', async () => {
    const ws = await sheetOf(ledger);
    const header = (ws.getRow(1).values as string[]).slice(1);
    ws.getRow(3).getCell(header.indexOf('L') + 1).value = 7;
    ws.getRow(2).getCell(header.indexOf('风险点名称') + 1).value = '新导热油炉房';
    ws.getRow(3).getCell(header.indexOf('风险点名称') + 1).value = '新导热油炉房';
    const bad = Buffer.from(await ws.workbook.xlsx.writeBuffer());
    const file = multipartFile('ledger.xlsx', bad);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shtmp-risk/riskPointType/importLedger',
      payload: file.payload,
      headers: { ...file.headers, 'calf-auth': `bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('第3行');
    const page = await api.data('riskPointType/page', { name: '新导热油炉房' });
    expect(page.total).toBe(0);
  });
});
