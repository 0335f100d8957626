import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DANGER_URL,
  type DangerTenant,
  dangerTenant,
  type Person,
  rectifyBody,
} from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';
import { sheetRows } from '../../../test/sheets';
import { formatDate, formatDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import { dangerRecord, dangerRectificationRecord, place, user } from '../../db/schema';

/** Issue #33 item 2: the danger ledger exports in the DB37 隐患排查治理台账 layout. */
const DB37 = [
  '隐患编号',
  '发现时间',
  '发现人',
  '区域',
  '风险点',
  '隐患描述',
  '等级',
  '类别',
  '整改措施',
  '整改资金',
  '整改责任人',
  '整改期限',
  '整改完成日期',
  '验收人',
  '验收日期',
  '状态',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

const act = async (who: Person, id: string, action: string, body: Record<string, unknown> = {}) => {
  const [{ version }] = await t.db.select().from(dangerRecord).where(eq(dangerRecord.id, id));
  const res = await t.call('POST', `${DANGER_URL}/process`, d.tokens[who], { id, action, version, ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
};

const exportOf = async (who: Person, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${DANGER_URL}/exportExcel`,
    payload: body,
    headers: { 'calf-auth': `bearer ${d.tokens[who]}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return sheetRows(res.rawPayload);
};

const nameOf = async (userId: string) =>
  (await t.db.select({ n: user.realName }).from(user).where(eq(user.id, userId)))[0].n;

describe('the danger ledger export', () => {
  it('writes the DB37 columns in order, a closed danger with its rectification and acceptance', async () => {
    const placeId = nextId();
    await t.db.insert(place).values({
      id: placeId,
      tenantId: d.tenantId,
      name: '二号配电室',
      placeType: 'AREA',
      parentId: '0',
      ancestors: '0',
    } as typeof place.$inferInsert);
    const id = await d.makeDanger('PENDING_RECTIFY', {
      placeId,
      title: '导出台账隐患',
      dangerNo: 'YH-20261120-0001',
      foundTime: new Date('2026-11-20T01:30:00Z'),
    });
    await act('rectifier', id, 'SUBMIT_RECTIFICATION', { ...rectifyBody(d), actualFund: 1200.5 });
    await act('acceptor', id, 'ACCEPT_PASS', { opinion: '整改到位' });
    const [danger] = await t.db.select().from(dangerRecord).where(eq(dangerRecord.id, id));
    const [round] = await t.db
      .select()
      .from(dangerRectificationRecord)
      .where(eq(dangerRectificationRecord.dangerId, id));
    expect(danger.status).toBe('CLOSED');

    const rows = await exportOf('safetyAdmin', { title: '导出台账', status_equal: 'CLOSED' });
    expect(rows[0]).toEqual(DB37);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(DB37.map((h, i) => [h, rows[1][i]]));
    expect(row).toEqual({
      隐患编号: danger.dangerNo,
      发现时间: '2026-11-20 09:30:00',
      发现人: await nameOf(d.id('reporter')),
      区域: '二号配电室',
      风险点: '',
      隐患描述: '配电室门口堆放纸箱，影响安全通道',
      等级: '一般事故隐患',
      类别: expect.not.stringMatching(/^(SITE|)$/),
      整改措施: '清理杂物，划定禁放区',
      整改资金: '1200.5',
      整改责任人: await nameOf(d.id('rectifier')),
      整改期限: danger.currentDeadline,
      整改完成日期: formatDate(round.finishTime as Date),
      验收人: await nameOf(d.id('acceptor')),
      验收日期: formatDate(round.acceptTime as Date),
      状态: '已销号',
    });
    expect(row.整改完成日期).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatDateTime(danger.foundTime as Date)).toBe(row.发现时间);
    for (const c of rows[1]) expect(c).not.toMatch(/^\d{15,}$/);
  });

  it('leaves the acceptance empty for a danger still being rectified, and exports only the search', async () => {
    await d.makeDanger('PENDING_RECTIFY', { title: '导出未整改隐患' });
    const rows = await exportOf('safetyAdmin', { title: '导出未整改' });
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(DB37.map((h, i) => [h, rows[1][i]]));
    expect(row).toMatchObject({
      整改措施: '',
      整改完成日期: '',
      验收人: '',
      验收日期: '',
      状态: '待整改（整改中）',
    });
    expect(await exportOf('safetyAdmin', { title: '没有这样的隐患' })).toEqual([DB37]);
  });
});
