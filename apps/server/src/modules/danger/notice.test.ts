import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dangerRow,
  flowLogRows,
  placeDanger,
  roleUser,
  setDangerStatus,
  uploadPhoto,
} from '../../../test/danger-docs-fixtures';
import { docxText } from '../../../test/docx';
import { createDept } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { param } from '../../db/schema';
import { completeNoticesOf } from './notice';

const N = '/api/shtmp-danger/dangerRectificationNotice';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let head: string;
let headId: string;
let rectifier: string;
let deptA: string;
let deptB: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  deptA = await createDept(t.db, { tenantId: '000000', deptName: '生产一车间' });
  deptB = await createDept(t.db, { tenantId: '000000', deptName: '生产二车间' });
  const h = await roleUser(t.db, 'DEPT_HEAD', deptA);
  headId = h.userId;
  head = await t.login({ account: h.account, password: h.password });
  const r = await roleUser(t.db, 'RECTIFIER', deptA);
  rectifier = await t.login({ account: r.account, password: r.password });
});
afterAll(() => t.close());

const process = (tok: string, id: string, version: number, action: string, more: object = {}) =>
  t.call('POST', `${N}/process`, tok, { id, version, action, ...more });

describe('rectification notice', () => {
  it('is created from selected dangers of one rectifying department, waiting for plan or rectification', async () => {
    const a = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA });
    const b = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptB });
    const closed = await placeDanger(t.db, { status: 'CLOSED', rectifyDeptId: deptA });
    const mixed = await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id, b.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toContain('同一整改部门');
    const done = await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [closed.id] });
    expect(done.body.msg).toContain(`隐患 ${closed.dangerNo} 不是待制定治理方案或待整改状态`);
    const none = await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [] });
    expect(none.body.msg).toBe('请选择隐患');
    const denied = await t.call('POST', `${N}/rectificationNotice`, rectifier, { dangerIds: [a.id] });
    expect(denied.status).toBe(403);
  });

  it('defaults department, receiver (its head), deadline (earliest) and numbers ZGTZ-yyyy-0000', async () => {
    const a = await placeDanger(t.db, {
      status: 'PENDING_RECTIFY',
      rectifyDeptId: deptA,
      deadline: '2026-12-20',
    });
    const p = await placeDanger(t.db, {
      status: 'PENDING_PLAN',
      rectifyDeptId: deptA,
      deadline: '2026-12-10',
      level: 'MAJOR',
    });
    const res = await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id, p.id] });
    expect(res.body.code).toBe(200);
    const n = res.body.data;
    expect(n).toMatchObject({
      status: 'DRAFT',
      checkedDeptId: deptA,
      receiverUserId: headId,
      deadline: '2026-12-10',
    });
    expect(n.noticeNo).toMatch(/^ZGTZ-\d{4}-\d{4}$/);
    const got = await t.call('GET', `${N}/get/${n.id}`, admin);
    expect(got.body.data.dangerIds).toEqual([a.id, p.id]);
    expect(got.body.data.allowedActions).toEqual(expect.arrayContaining(['ISSUE', 'REVOKE']));
  });

  it('issues, signs, refuses edits and revocation after signing, completes when every danger is closed', async () => {
    const a = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA });
    const n = (await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id] })).body.data;
    const second = (await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id] })).body.data;
    expect((await process(head, n.id, n.version, 'ISSUE')).status).toBe(403);
    const issued = await process(admin, n.id, n.version, 'ISSUE');
    expect(issued.body.data).toMatchObject({ status: 'ISSUED', version: n.version + 1 });
    expect(issued.body.data.issueTime).toBeTruthy();
    expect((await dangerRow(t.db, a.id)).noticeId).toBe(n.id);
    const twice = await process(admin, second.id, second.version, 'ISSUE');
    expect(twice.body.msg).toContain('已在另一份整改通知书中');

    const edit = await t.call('POST', `${N}/update`, admin, {
      id: n.id,
      version: n.version + 1,
      requirements: 'x',
    });
    expect(edit.body.msg).toContain('已签发，不能修改');
    expect((await process(rectifier, n.id, n.version + 1, 'SIGN')).status).toBe(403);
    const signed = await process(head, n.id, n.version + 1, 'SIGN');
    expect(signed.body.data.status).toBe('SIGNED');
    const late = await t.call('GET', `${N}/revoke/${n.id}`, admin, undefined, { revokeReason: '重复下发' });
    expect(late.body.msg).toContain('当前状态「已签收」不能执行「撤回」');

    await completeNoticesOf(t.db as Db, { tenantId: '000000', userId: '1' } as never, [n.id]);
    expect((await t.call('GET', `${N}/get/${n.id}`, admin)).body.data.status).toBe('SIGNED');
    await setDangerStatus(t.db, a.id, 'CLOSED');
    await t.db.transaction((tx) =>
      completeNoticesOf(tx as unknown as Db, { tenantId: '000000', userId: '1', userName: '系统' } as never, [
        n.id,
      ]),
    );
    expect((await t.call('GET', `${N}/get/${n.id}`, admin)).body.data.status).toBe('COMPLETED');
    const log = await flowLogRows(t.db, 'dangerRectificationNotice', n.id);
    expect(log.map((l) => l.action).sort()).toEqual(['COMPLETE', 'ISSUE', 'SIGN']);
  });

  it('is revoked with a reason only before any listed danger is handed in; revoking frees the dangers', async () => {
    const a = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA });
    const b = await placeDanger(t.db, { status: 'PENDING_RECTIFY', rectifyDeptId: deptA });
    const n = (await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id, b.id] })).body
      .data;
    await process(admin, n.id, n.version, 'ISSUE');
    const noReason = await t.call('GET', `${N}/revoke/${n.id}`, admin);
    expect(noReason.body.msg).toBe('「撤回」须填写意见');
    await setDangerStatus(t.db, b.id, 'PENDING_ACCEPT');
    const handedIn = await t.call('GET', `${N}/revoke/${n.id}`, admin, undefined, {
      revokeReason: '下发有误',
    });
    expect(handedIn.status).toBe(400);
    expect(handedIn.body.msg).toContain(`隐患 ${b.dangerNo} 已提交整改`);
    const still = (await t.call('GET', `${N}/get/${n.id}`, admin)).body.data;
    expect(still).toMatchObject({ status: 'ISSUED', version: n.version + 1 });
    expect(await flowLogRows(t.db, 'dangerRectificationNotice', n.id)).toHaveLength(1);

    await setDangerStatus(t.db, b.id, 'PENDING_RECTIFY');
    const stranger = await t.call('GET', `${N}/revoke/${n.id}`, head, undefined, {
      revokeReason: '下发有误',
    });
    expect(stranger.status).toBe(403);
    const revoked = await t.call('GET', `${N}/revoke/${n.id}`, admin, undefined, {
      revokeReason: '下发有误',
    });
    expect(revoked.body.data).toMatchObject({ status: 'REVOKED', revokeReason: '下发有误' });
    expect((await dangerRow(t.db, a.id)).noticeId).toBeNull();
    expect((await dangerRow(t.db, b.id)).noticeId).toBeNull();
    const removed = await t.call('POST', `${N}/remove`, admin, { ids: [n.id] });
    expect(removed.body.msg).toContain('只能删除草稿');
  });

  it('downloads as a Word document with number, department, dangers, requirements, deadline and issuer', async () => {
    const a = await placeDanger(t.db, {
      status: 'PENDING_RECTIFY',
      rectifyDeptId: deptA,
      deadline: '2026-12-05',
    });
    const n = (
      await t.call('POST', `${N}/rectificationNotice`, admin, {
        dangerIds: [a.id],
        requirements: '立即更换破损的配电箱门锁',
        checkerNames: '陈静、李强',
      })
    ).body.data;
    await process(admin, n.id, n.version, 'ISSUE');
    const res = await t.app.inject({
      method: 'GET',
      url: `${N}/download/${n.id}`,
      headers: { 'calf-auth': `bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(n.noticeNo));
    const text = await docxText(res.rawPayload);
    for (const s of [
      n.noticeNo,
      '生产一车间：',
      a.dangerNo,
      '立即更换破损的配电箱门锁',
      '2026-12-05',
      '陈静、李强',
      '签发人：管理员',
    ])
      expect(text).toContain(s);
    const other = await t.app.inject({
      method: 'GET',
      url: `${N}/download/${n.id}`,
      headers: { 'calf-auth': `bearer ${rectifier}` },
    });
    expect(other.statusCode).toBe(200);
  });

  it('is completed by the danger loop when its last danger is accepted; noticeRequired waits for signing', async () => {
    const acceptor = await roleUser(t.db, 'ACCEPTOR', deptB);
    const acceptorTok = await t.login({ account: acceptor.account, password: acceptor.password });
    const r = await roleUser(t.db, 'RECTIFIER', deptA);
    const rTok = await t.login({ account: r.account, password: r.password });
    const a = await placeDanger(t.db, {
      status: 'PENDING_RECTIFY',
      rectifyDeptId: deptA,
      rectifyUserId: r.userId,
      acceptUserId: acceptor.userId,
    });
    // the seeded tenant setting, switched on
    await t.db.update(param).set({ paramValue: 'true' }).where(eq(param.paramKey, 'danger.noticeRequired'));
    const D = '/api/shtmp-danger/dangerRecord';
    const photo = await uploadPhoto(t.app, rTok);
    const submit = async () => {
      const row = await dangerRow(t.db, a.id);
      return t.call('POST', `${D}/process`, rTok, {
        id: a.id,
        version: row.version,
        action: 'SUBMIT_RECTIFICATION',
        rectifyMeasures: '已更换',
        rectifyPhotoIds: [photo],
        rectifyFinishTime: '2026-11-20 10:00:00',
      });
    };
    const n = (await t.call('POST', `${N}/rectificationNotice`, admin, { dangerIds: [a.id] })).body.data;
    await process(admin, n.id, n.version, 'ISSUE');
    const unsigned = await submit();
    expect(unsigned.body.msg).toContain('已签收的整改通知书');
    await process(head, n.id, n.version + 1, 'SIGN');
    await setDangerStatus(t.db, a.id, 'PENDING_ACCEPT');
    const row = await dangerRow(t.db, a.id);
    const pass = await t.call('POST', `${D}/process`, acceptorTok, {
      id: a.id,
      version: row.version,
      action: 'ACCEPT_PASS',
    });
    expect(pass.body.data.status).toBe('CLOSED');
    expect((await t.call('GET', `${N}/get/${n.id}`, admin)).body.data.status).toBe('COMPLETED');
  });
});
