import { resources } from '@dp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { sheetRows } from '../../test/sheets';
import { dept, riskPointType, user } from '../db/schema';
import { riskApi } from '../modules/risk/test-data';
import { formColumns } from './export-columns';

/** Issue #33 item 1, 3, 4: every export writes what the screen shows, for the search shown. */
const RISK = '/api/shtmp-risk/riskPointType';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const exportOf = async (url: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'calf-auth': `bearer ${token}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return sheetRows(res.rawPayload);
};

const LONG_ID = /^\d{15,}$/;

describe('the risk point register export', () => {
  it('writes every column of the form, places, people and departments by name, labels for keys', async () => {
    const api = riskApi(t, token);
    const owner = await api.owner();
    const place = async (name: string) =>
      (await t.call('POST', '/api/shtmp-layout/place/submit', token, { name, placeType: 'AREA' })).body.data
        .id as string;
    const places = [await place('导出罐区'), await place('导出装卸台')];
    const point = await api.data('riskPointType/save', {
      name: '导出液氨储罐',
      category: 'FACILITY_AREA',
      placeIds: places,
      deptId: owner.deptId,
      responsibleUserId: owner.userId,
      responsiblePhone: '13800000000',
      evalMethod: 'LEC',
      enableStatus: 'ENABLED',
      isMajorHazardSource: true,
      emergencyMeasures: '关闭阀门，撤离',
    });
    await t.db
      .update(riskPointType)
      .set({ lastReviewTime: new Date('2026-03-04T01:02:03Z') })
      .where(eq(riskPointType.id, String(point.id)));
    const rows = await exportOf(`${RISK}/exportExcel`, { name: '导出液氨' });
    const header = formColumns(resources.riskPointType).map((c) => c.header);
    expect(rows[0]).toEqual(header);
    // the form's own fields are all there, not only the list's
    for (const h of ['所在区域', '责任人电话', '默认评价方法', '是否重大危险源', '应急处置措施'])
      expect(header).toContain(h);
    expect(rows).toHaveLength(2);
    const cell = (h: string) => rows[1][header.indexOf(h)];
    const [{ deptName }] = await t.db.select().from(dept).where(eq(dept.id, owner.deptId));
    const [{ realName }] = await t.db.select().from(user).where(eq(user.id, owner.userId));
    expect(cell('风险点名称')).toBe('导出液氨储罐');
    expect(cell('所在区域')).toBe('导出罐区,导出装卸台');
    expect(cell('责任部门')).toBe(deptName);
    expect(cell('责任人')).toBe(realName);
    expect(cell('风险点类别')).toBe(point.categoryName);
    expect(cell('风险点类别')).not.toBe('FACILITY_AREA');
    expect(cell('默认评价方法')).toBe(point.evalMethodName);
    expect(cell('是否重大危险源')).toBe('是');
    // 2026-03-04 01:02:03 UTC in the server's zone (Asia/Shanghai)
    expect(cell('最近评审时间')).toBe('2026-03-04 09:02:03');
    for (const c of rows[1]) expect(c).not.toMatch(LONG_ID);
  });

  it('exports the search shown: a filter matching nothing gives the header row alone', async () => {
    const rows = await exportOf(`${RISK}/exportExcel`, { name: '没有这样的风险点' });
    expect(rows).toEqual([formColumns(resources.riskPointType).map((c) => c.header)]);
  });
});
