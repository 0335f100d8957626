import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText } from '../../../test/docx';
import { createDept, createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
  const point = await api.point('氯气钢瓶库', owner);
  const act = await api.activity(point.id, owner, '钢瓶装卸');
  await api.data('riskJobActivityItem/save', {
    ...api.lecItem(act.id, 1, 3, 6, 15),
    hazardDesc: '钢瓶阀门泄漏',
  });
  await api.data('riskControlMeasure/save', {
    riskPointTypeId: point.id,
    category: 'TECHNOLOGY',
    content: '设置氯气泄漏报警及吸收装置',
    isExisting: true,
    checkable: true,
  });
  const o = await createTenantWithAdmin(t.db, () => true);
  otherToken = await t.login({ tenantId: o.tenantId, account: o.admin.account, password: o.admin.password });
});
afterAll(() => t.close());

const manualCall = (path: string, body?: unknown, as = token) =>
  t.call('POST', `/api/shtmp-risk/${path}`, as, body);
const download = async (id: string, as = token) => {
  const res = await t.call('GET', `/api/shtmp-risk/riskManual/download/${id}`, as);
  return { status: res.status, text: res.status === 200 ? await docxText(res.raw.rawPayload) : '' };
};

async function newManual(name: string) {
  const res = await manualCall('riskManual/save', {
    name,
    manualNo: 'FXSC-2026',
    versionNo: '2026-A',
    year: 2026,
    compilerId: owner.userId,
    effectiveDate: '2026-12-01',
    preface: '依据DB37/T 2882编制。',
  });
  expect(res.body.msg).toBe('新增成功');
  return res.body.data;
}

describe('the risk control manual (§5.12)', () => {
  it('is compiled from the risk lists as a Word document, submitted, rejected with an opinion, approved once', async () => {
    const m = await newManual('2026年度风险分级管控手册');
    expect(m.status).toBe('DRAFT');
    const draft = await download(m.id);
    expect(draft.status).toBe(200);
    for (const s of [
      '2026年度风险分级管控手册',
      '风险点台账',
      '氯气钢瓶库',
      '钢瓶阀门泄漏',
      '设置氯气泄漏报警及吸收装置',
      '（未发布）',
    ])
      expect(draft.text).toContain(s);

    const submitted = await manualCall('riskManual/process', {
      id: m.id,
      action: 'SUBMIT',
      version: m.version,
    });
    expect(submitted.body.data).toMatchObject({ status: 'PENDING_REVIEW' });
    expect(submitted.body.data.pointCount).toBeGreaterThan(0);
    const frozen = await manualCall('riskManual/update', { id: m.id, version: m.version + 1, name: '改名' });
    expect(frozen.body.msg).toContain('不能修改');

    const noOpinion = await manualCall('riskManualReview/review', { manualId: m.id, result: 'REJECTED' });
    expect(noOpinion.status).toBe(400);
    expect(noOpinion.body.msg).toContain('须填写意见');
    const rejected = await manualCall('riskManualReview/review', {
      manualId: m.id,
      result: 'REJECTED',
      opinion: '补充应急处置措施',
    });
    expect(rejected.body.data.status).toBe('REJECTED');
    const edited = await manualCall('riskManual/update', {
      id: m.id,
      version: rejected.body.data.version,
      preface: '已补充',
    });
    expect(edited.body.data.status).toBe('DRAFT');
    const again = await manualCall('riskManual/process', {
      id: m.id,
      action: 'SUBMIT',
      version: edited.body.data.version,
    });
    expect(again.body.data.status).toBe('PENDING_REVIEW');

    const approved = await manualCall('riskManualReview/review', { manualId: m.id, result: 'APPROVED' });
    expect(approved.body.msg).toBe('手册已批准发布');
    expect(approved.body.data).toMatchObject({ status: 'PUBLISHED' });
    expect(approved.body.data.fileId).toBeTruthy();
    expect(approved.body.data.publishDate).toBeTruthy();
    const published = await download(m.id);
    expect(published.text).toContain('发布日期：');
    expect(published.text).toContain('已补充');
    expect(published.text).not.toContain('（未发布）');

    const twice = await manualCall('riskManualReview/review', { manualId: m.id, result: 'APPROVED' });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('不能执行「批准」');
    const after = (await t.call('GET', `/api/shtmp-risk/riskManual/get/${m.id}`, token)).body.data;
    expect(after.version).toBe(approved.body.data.version);
    const reviews = (await manualCall('riskManualReview/page', { manualId: m.id })).body.data.records;
    expect(reviews.map((r: { result: string }) => r.result).sort()).toEqual(['APPROVED', 'REJECTED']);
    const viaProcess = await manualCall('riskManual/process', {
      id: m.id,
      action: 'APPROVE',
      version: after.version,
    });
    expect(viaProcess.status).toBe(400);
  });

  it('publishing a new version obsoletes the previous one; published manuals stay', async () => {
    const a = await newManual('手册A');
    await manualCall('riskManual/process', { id: a.id, action: 'SUBMIT', version: a.version });
    await manualCall('riskManualReview/review', { manualId: a.id, result: 'APPROVED' });
    const b = await newManual('手册B');
    await manualCall('riskManual/process', { id: b.id, action: 'SUBMIT', version: b.version });
    await manualCall('riskManualReview/review', { manualId: b.id, result: 'APPROVED' });
    const aNow = (await t.call('GET', `/api/shtmp-risk/riskManual/get/${a.id}`, token)).body.data;
    expect(aNow.status).toBe('OBSOLETE');
    const removed = await manualCall('riskManual/remove', { ids: [b.id] });
    expect(removed.body.msg).toContain('不能删除');
  });

  it('refuses a manual without points, another tenant and callers without the codes', async () => {
    const m = await newManual('空手册');
    const deptId = await createDept(t.db, { tenantId: '000000', deptName: '无风险点的部门' });
    const scoped = await manualCall('riskManual/update', {
      id: m.id,
      version: m.version,
      scopeDeptId: deptId,
    });
    const empty = await manualCall('riskManual/process', {
      id: m.id,
      action: 'SUBMIT',
      version: scoped.body.data.version,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('未收录任何启用的风险点');
    const reset = await manualCall('riskManual/update', {
      id: m.id,
      version: scoped.body.data.version,
      scopeDeptId: null,
    });
    expect(reset.body.msg).toBe('更新成功');
    const foreign = await manualCall(
      'riskManualReview/review',
      { manualId: m.id, result: 'APPROVED' },
      otherToken,
    );
    expect(foreign.status).toBe(404);
    expect((await download(m.id, otherToken)).status).toBe(404);
    const compiler = await createUser(t.db, { tenantId: '000000', menus: pageCodes('riskManual') });
    const ct = await t.login({ account: compiler.account, password: compiler.password });
    const sub = await manualCall(
      'riskManual/process',
      { id: m.id, action: 'SUBMIT', version: reset.body.data.version },
      ct,
    );
    expect(sub.body.data.status).toBe('PENDING_REVIEW');
    const review = await manualCall('riskManualReview/review', { manualId: m.id, result: 'APPROVED' }, ct);
    expect(review.status).toBe(403);
    const reviewer = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'SAFETY_ADMIN',
      menus: pageCodes('riskManualReview'),
    });
    const rt = await t.login({ account: reviewer.account, password: reviewer.password });
    const notPrincipal = await manualCall(
      'riskManualReview/review',
      { manualId: m.id, result: 'APPROVED' },
      rt,
    );
    expect(notPrincipal.status).toBe(403);
    expect(notPrincipal.body.msg).toContain('无权执行');
  });
});
