import { resources } from '@dp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { sheetRows } from '../../test/sheets';
import { dept, riskPointType, user } from '../db/schema';
import { riskApi } from '../modules/risk/test-data';
import { EXPORT_BATCH } from './export';
import { formColumns } from './export-columns';
import { type ImportProgressEvent, setImportProgressSink } from './import-progress';

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

describe('a large export tells the exporting user how far it has got', () => {
  it('rows written out of the total, from 0 to all, as the batches go', async () => {
    const n = EXPORT_BATCH * 2 + 500;
    await t.db.execute(sql`
      insert into calf_param (id, tenant_id, param_name, param_key, param_value, status, is_deleted, create_time, update_time)
      select 8000000000000000000 - g, '000000', '进度参数' || g, 'progress.' || lpad(g::text, 5, '0'), 'v', 1, 0, now(), now()
      from generate_series(1, ${n}::int) g`);
    const seen: (ImportProgressEvent & { userId: string })[] = [];
    const undo = setImportProgressSink((_tenant, userId, e) => seen.push({ ...e, userId }));
    try {
      const rows = await exportOf('/api/calf-system/param/exportExcel', { paramKey: 'progress.' });
      expect(rows).toHaveLength(n + 1);
    } finally {
      undo();
    }
    const exports = seen.filter((e) => e.phase === 'export');
    expect(exports[0]).toMatchObject({ done: 0, total: n });
    expect(exports.at(-1)).toMatchObject({ done: n, total: n });
    expect(new Set(exports.map((e) => e.userId)).size).toBe(1);
    const dones = exports.map((e) => e.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
  });
});
