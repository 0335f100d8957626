import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dangerRow,
  flowLogRows,
  placeDanger,
  roleUser,
  setDangerStatus,
} from '../../../test/danger-docs-fixtures';
import { docxText } from '../../../test/docx';
import { createDept } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';

const N = '/api/shtmp-danger/dangerRectificationNotice';
const R = '/api/shtmp-danger/dangerRectificationReport';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let rectifier: string;
let rectifierId: string;
let other: string;
let deptA: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  deptA = await createDept(t.db, { tenantId: '000000', deptName: '设备部' });
  const r = await roleUser(t.db, 'RECTIFIER', deptA);
  rectifierId = r.userId;
  rectifier = await t.login({ account: r.account, password: r.password });
  const o = await roleUser(t.db, 'RECTIFIER', deptA);
  other = await t.login({ account: o.account, password: o.password });
});
afterAll(() => t.close());

const process = (tok: string, id: string, version: number, action: string, more: object = {}) =>
  t.call('POST', `${R}/process`, tok, { id, version, action, ...more });

/** A notice over two dangers of deptA (which has no head: the receiver is named), issued by the administrator. */
async function issuedNotice() {
  const a = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA, actualFund: 800 });
  const b = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA, actualFund: 450.5 });
  const n = (
    await t.call('POST', `${N}/rectificationNotice`, admin, {
      dangerIds: [a.id, b.id],
      receiverUserId: rectifierId,
    })
  ).body.data;
  await t.call('POST', `${N}/process`, admin, { id: n.id, version: n.version, action: 'ISSUE' });
  return { a, b, n };
}

describe('rectification report', () => {
  it('starts from a notice: its dangers, a summary from their rectification info, the funds spent', async () => {
    const { a, b, n } = await issuedNotice();
    const draft = await t.call('GET', `${R}/draft`, rectifier, undefined, { noticeId: n.id });
    expect(draft.body.data).toMatchObject({ noticeId: n.id, dangerIds: [a.id, b.id], fundSummary: 1250.5 });
    expect(draft.body.data.summary).toContain(a.dangerNo);
    const saved = await t.call('POST', `${R}/save`, rectifier, { ...draft.body.data, fundSummary: 1 });
    expect(saved.body.data).toMatchObject({ status: 'DRAFT', fundSummary: 1250.5 });
    expect(saved.body.data.reportNo).toMatch(/^ZGBG-\d{4}-\d{4}$/);
  });

  it('refuses dangers outside the notice, and a report without notice unless for one MAJOR danger', async () => {
    const { n } = await issuedNotice();
    const stray = await placeDanger(t.db, { status: 'PENDING_ACCEPT', rectifyDeptId: deptA });
    const outside = await t.call('POST', `${R}/save`, rectifier, {
      noticeId: n.id,
      dangerIds: [stray.id],
      summary: 'x',
    });
    expect(outside.body.msg).toContain(`隐患 ${stray.dangerNo} 不在该整改通知书中`);
    const general = await t.call('POST', `${R}/save`, rectifier, { dangerIds: [stray.id], summary: 'x' });
    expect(general.body.msg).toContain('只能针对单个重大隐患');
  });

  it('is submitted only when every danger is handed in; returned with an opinion, edited, resubmitted, confirmed', async () => {
    const { a, b, n } = await issuedNotice();
    const r = (
      await t.call('POST', `${R}/save`, rectifier, {
        noticeId: n.id,
        dangerIds: [a.id, b.id],
        summary: '已整改',
      })
    ).body.data;
    await setDangerStatus(t.db, a.id, 'PENDING_ACCEPT');
    const early = await process(rectifier, r.id, r.version, 'SUBMIT');
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain(`隐患 ${b.dangerNo} 尚未提交整改`);
    expect(await flowLogRows(t.db, 'dangerRectificationReport', r.id)).toHaveLength(0);
    await setDangerStatus(t.db, b.id, 'CLOSED');
    expect((await process(other, r.id, r.version, 'SUBMIT')).status).toBe(403);
    const submitted = await process(rectifier, r.id, r.version, 'SUBMIT');
    expect(submitted.body.data.status).toBe('SUBMITTED');
    expect((await process(rectifier, r.id, r.version + 1, 'CONFIRM')).status).toBe(403);
    const bare = await process(admin, r.id, r.version + 1, 'RETURN');
    expect(bare.body.msg).toBe('「退回」须填写意见');
    const returned = await process(admin, r.id, r.version + 1, 'RETURN', { opinion: '请补充整改后照片' });
    expect(returned.body.data).toMatchObject({ status: 'RETURNED', reviewOpinion: '请补充整改后照片' });
    const locked = await t.call('POST', `${R}/update`, rectifier, {
      id: r.id,
      version: r.version + 2,
      summary: 'y',
    });
    expect(locked.body.msg).toContain('只能修改草稿');
    await process(rectifier, r.id, r.version + 2, 'EDIT');
    const edited = await t.call('POST', `${R}/update`, rectifier, {
      id: r.id,
      version: r.version + 3,
      summary: '已整改并补充照片',
    });
    expect(edited.body.data.summary).toBe('已整改并补充照片');
    await process(rectifier, r.id, edited.body.data.version, 'SUBMIT');
    const confirmed = await process(admin, r.id, edited.body.data.version + 1, 'CONFIRM', {
      opinion: '同意',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', reviewOpinion: '同意' });
    expect((await dangerRow(t.db, a.id)).status).toBe('PENDING_ACCEPT');
    const log = await flowLogRows(t.db, 'dangerRectificationReport', r.id);
    expect(log.map((l) => l.action).sort()).toEqual(['CONFIRM', 'EDIT', 'RETURN', 'SUBMIT', 'SUBMIT']);
  });

  it('needs an effect evaluation for a MAJOR danger, and downloads as a Word document', async () => {
    const m = await placeDanger(t.db, {
      status: 'PENDING_ACCEPT',
      rectifyDeptId: deptA,
      level: 'MAJOR',
      actualFund: 52000,
    });
    const r = (
      await t.call('POST', `${R}/save`, rectifier, { dangerIds: [m.id], summary: '储罐区已完成改造' })
    ).body.data;
    const missing = await process(rectifier, r.id, r.version, 'SUBMIT');
    expect(missing.body.msg).toBe('包含重大隐患的整改报告须填写治理效果评估');
    const upd = await t.call('POST', `${R}/update`, rectifier, {
      id: r.id,
      version: r.version,
      evaluation: '经第三方检测，可燃气体报警系统运行正常',
    });
    expect((await process(rectifier, r.id, upd.body.data.version, 'SUBMIT')).body.data.status).toBe(
      'SUBMITTED',
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `${R}/download/${r.id}`,
      headers: { 'calf-auth': `bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const text = await docxText(res.rawPayload);
    for (const s of [r.reportNo, m.dangerNo, '储罐区已完成改造', '经第三方检测', '52000.00 元', '设备部'])
      expect(text).toContain(s);
  });
});
