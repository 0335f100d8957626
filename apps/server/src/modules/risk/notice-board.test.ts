import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
let point: { id: string; name: string };
let postId: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
  point = await api.point('液氨储罐区', owner);
  await api.data('riskPointType/update', { id: point.id, responsiblePhone: '0531-88880001' });
  const act = await api.activity(point.id, owner, '液氨装卸');
  postId = act.postIds[0];
  await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 3, 6, 15));
  const o = await createTenantWithAdmin(t.db, () => true);
  otherToken = await t.login({ tenantId: o.tenantId, account: o.admin.account, password: o.admin.password });
});
afterAll(() => t.close());

const board = (path: string, body?: unknown, as = token) =>
  t.call('POST', `/api/shtmp-risk/riskNoticeBoard/${path}`, as, body);
const getBoard = (path: string, as = token) => t.call('GET', `/api/shtmp-risk/riskNoticeBoard/${path}`, as);

async function sheetText(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: string[] = [];
  ws.eachRow((r) => {
    rows.push(
      (r.values as unknown[])
        .filter((v) => v !== null && v !== undefined)
        .map(String)
        .join(' | '),
    );
  });
  return { ws, text: rows.join('\n') };
}

describe('notice boards (§5.10)', () => {
  it('composes a point board from the risk lists: hazards, level colour, measures, emergency, signs, contacts', async () => {
    const res = await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id });
    expect(res.body.msg).toBe('已生成告知卡草稿');
    const b = res.body.data;
    expect(b).toMatchObject({
      title: '液氨储罐区安全风险告知牌',
      status: 'DRAFT',
      riskLevel: 'SIGNIFICANT',
      levelColor: '#FF8C00',
      accidentTypes: ['19'],
      responsibleUserId: owner.userId,
      showQr: true,
    });
    expect(b.hazards).toContain('物料泄漏');
    expect(b.controlMeasures).toContain('严格执行操作规程');
    expect(b.controlMeasures).toContain('佩戴防毒面具');
    expect(b.emergencyMeasures).toContain('立即停止作业');
    expect(b.logoIdsName).toContain('当心中毒');
    expect(b.logoIdsName).toContain('必须戴防毒面具');
    expect(b.emergencyPhones).toContainEqual({ name: '火警', tel: '119' });
    const got = await getBoard(`get/${b.id}`);
    expect(got.body.data.id).toBe(b.id);
  });

  it('exports one board as a workbook ready to print, with the level band, signs and QR code', async () => {
    const b = (
      await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id, reportPhone: '12350' })
    ).body.data;
    const res = await getBoard(`exportExcel/${b.id}`);
    expect(res.status).toBe(200);
    expect(String(res.raw.headers['content-type'])).toContain('spreadsheetml');
    const { ws, text } = await sheetText(res.raw.rawPayload);
    expect(ws.getCell('A1').value).toBe('液氨储罐区安全风险告知牌');
    expect((ws.getCell('A1').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFF8C00');
    for (const s of [
      '风险点 | 液氨储罐区',
      '风险等级 | 较大风险',
      '物料泄漏',
      '中毒和窒息',
      '当心中毒',
      '火警 119',
      '12350',
    ])
      expect(text).toContain(s);
    expect(ws.getImages()).toHaveLength(1);
    expect(ws.pageSetup.paperSize).toBe(9);
  });

  it('gives the print view its signs in order and the QR code of the point', async () => {
    const b = (await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id })).body.data;
    const p = (await getBoard(`print/${b.id}`)).body.data;
    expect(p.logos.map((l: { id: string }) => l.id)).toEqual(b.logoIds);
    expect(p.logos[0].imageIdUrl).toContain('/riskSafetyLogo/builtin/');
    expect(p.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(p.qrUrl).toContain('/card/');
    expect(p.accidentTypeNames).toEqual(['中毒和窒息']);
    expect((await getBoard(`get/${b.id}`)).body.data.lastPrintedAt).toBeTruthy();
  });

  it('composes a post card from the activities of the post', async () => {
    const c = (await board('compose', { boardType: 'POST_CARD', postId })).body.data;
    expect(c).toMatchObject({
      boardType: 'POST_CARD',
      riskPointTypeId: null,
      riskLevel: 'SIGNIFICANT',
      showQr: false,
    });
    expect(c.title).toContain('岗位安全风险告知卡');
    expect(c.hazards).toContain('物料泄漏');
  });

  it('publishing obsoletes the point’s previous board; published boards are frozen', async () => {
    const first = (await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id })).body.data;
    const pub = await board('process', { id: first.id, action: 'PUBLISH', version: first.version });
    expect(pub.body.data).toMatchObject({ status: 'PUBLISHED' });
    expect(pub.body.data.publishedAt).toBeTruthy();
    const second = (await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id })).body
      .data;
    await board('process', { id: second.id, action: 'PUBLISH', version: second.version });
    expect((await getBoard(`get/${first.id}`)).body.data.status).toBe('OBSOLETE');
    const edit = await board('update', { id: second.id, version: second.version + 1, title: '改' });
    expect(edit.body.msg).toContain('不能修改');
    const rm = await board('remove', { ids: [second.id] });
    expect(rm.body.msg).toContain('请先作废');
    const again = await board('process', { id: second.id, action: 'PUBLISH', version: second.version + 1 });
    expect(again.status).toBe(400);
  });

  it('refreshes a draft from the lists after they change', async () => {
    const b = (await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id })).body.data;
    const act = await api.activity(point.id, owner, '储罐巡检');
    await api.data('riskJobActivityItem/save', {
      ...api.lecItem(act.id, 1, 1, 6, 7),
      hazardDesc: '巡检时滑倒',
    });
    const res = await board('refresh', { id: b.id, version: b.version });
    expect(res.body.msg).toBe('已按最新风险清单刷新');
    expect(res.body.data.hazards).toContain('巡检时滑倒');
  });

  it('refuses another tenant’s risk point, a missing target and unknown types; nothing is saved', async () => {
    const before = (await board('page', {})).body.data.total;
    const foreign = await board(
      'compose',
      { boardType: 'POINT_BOARD', riskPointTypeId: point.id },
      otherToken,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toContain('本单位的风险点');
    const saved = await board(
      'save',
      {
        boardType: 'POINT_BOARD',
        riskPointTypeId: point.id,
        title: 'x',
        hazards: 'x',
        accidentTypes: ['19'],
        controlMeasures: 'x',
        emergencyMeasures: 'x',
        responsibleDeptId: owner.deptId,
        responsibleUserId: owner.userId,
        responsiblePhone: '1',
      },
      otherToken,
    );
    expect(saved.status).toBe(400);
    expect((await board('compose', { boardType: 'POINT_BOARD' })).status).toBe(400);
    expect((await board('compose', { boardType: 'NOPE', riskPointTypeId: point.id })).status).toBe(400);
    expect((await getBoard('exportExcel/123', token)).status).toBe(404);
    expect((await board('page', {})).body.data.total).toBe(before);
  });

  it('needs the board codes: readers print, only writers compose, publish and export', async () => {
    const b = (await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id })).body.data;
    const reader = await createUser(t.db, { tenantId: '000000', menus: ['riskNoticeBoard'] });
    const rt = await t.login({ account: reader.account, password: reader.password });
    expect((await getBoard(`print/${b.id}`, rt)).status).toBe(200);
    expect((await board('compose', { boardType: 'POINT_BOARD', riskPointTypeId: point.id }, rt)).status).toBe(
      403,
    );
    expect((await getBoard(`exportExcel/${b.id}`, rt)).status).toBe(403);
    const pub = await board('process', { id: b.id, action: 'PUBLISH', version: b.version }, rt);
    expect(pub.status).toBe(403);
  });
});
