import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
});
afterAll(() => t.close());

const get = async (path: string) => (await t.call('GET', `/api/shtmp-risk/${path}`, token)).body.data;

describe('risk points', () => {
  it('override needs a reason, is recorded and wins over the roll-up until lifted', async () => {
    const point = await api.point('液氨储罐', owner);
    const act = await api.activity(point.id, owner);
    await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 1, 6, 7));
    expect((await get(`riskPointType/get/${point.id}`)).riskLevel).toBe('LOW');

    const noReason = await api.post('riskPointType/override', {
      id: point.id,
      riskLevelOverride: true,
      overrideLevel: 'MAJOR',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('判定理由');

    const sent = await api.post('riskPointType/update', {
      id: point.id,
      riskLevel: 'MAJOR',
      name: '液氨储罐区',
    });
    expect(sent.body.data.riskLevel).toBe('LOW');

    const judged = await api.data('riskPointType/override', {
      id: point.id,
      riskLevelOverride: true,
      overrideLevel: 'MAJOR',
      overrideReason: '构成重大危险源',
    });
    expect(judged).toMatchObject({
      riskLevel: 'MAJOR',
      rolledUpLevel: 'LOW',
      controlLevel: 'COMPANY',
      overrideReason: '构成重大危险源',
      overrideUserId: owner.userId,
      levelColor: '#E60012',
    });
    expect(judged.overrideTime).toBeTruthy();
    const lifted = await api.data('riskPointType/override', { id: point.id, riskLevelOverride: false });
    expect(lifted.riskLevel).toBe('LOW');
  });

  it('numbers points FXD-0001… and refuses deleting a point that is still referenced', async () => {
    const point = await api.point('危化品仓库', owner);
    expect(point.code).toMatch(/^FXD-\d{4}$/);
    const act = await api.activity(point.id, owner);
    const refused = await api.post('riskPointType/remove', undefined, { ids: point.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('作业活动');
    await api.data('riskJobActivity/remove', undefined, { ids: act.id });
    expect((await api.post('riskPointType/remove', undefined, { ids: point.id })).body.code).toBe(200);
  });
});

describe('QR code and public card', () => {
  it('encodes a signed card URL readable without sign-in, revoked by rotation and deletion', async () => {
    const point = await api.point('配电室', owner);
    const png = await t.call('GET', `/api/shtmp-risk/riskPointType/qrcode/${point.id}`, token);
    expect(png.raw.headers['content-type']).toBe('image/png');
    expect(png.raw.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const url = String(png.raw.headers['x-card-url']);
    const cardToken = url.split('/card/')[1];
    const card = await t.call('GET', `/api/shtmp-risk/card/${cardToken}`, null);
    expect(card.body.data).toMatchObject({ available: true, card: { name: '配电室' } });
    expect(card.body.data.card.emergencyMeasures).toContain('撤离');

    const forged = await t.call('GET', `/api/shtmp-risk/card/${cardToken.slice(0, -2)}AA`, null);
    expect(forged.body.data.available).toBe(false);

    await api.data('riskPointType/rotateQrToken', undefined, { id: point.id });
    expect((await t.call('GET', `/api/shtmp-risk/card/${cardToken}`, null)).body.data.available).toBe(false);
  });
});

describe('public card content (§5.11)', () => {
  it('shows the live content until approval, then the approved snapshot until re-approval', async () => {
    const point = await api.point('空压机房', owner);
    const url = String(
      (await t.call('GET', `/api/shtmp-risk/riskPointType/cardUrl/${point.id}`, token)).body.data,
    );
    const read = async () =>
      (await t.call('GET', `/api/shtmp-risk/card/${url.split('/card/')[1]}`, null)).body.data.card;
    expect(await read()).toMatchObject({ isApproved: false, versionNo: null });

    const review = await api.data('riskPointTypeReview/save', {
      targetId: point.id,
      reviewType: 'INITIAL',
      reviewerIds: [owner.userId],
    });
    await api.data('riskPointTypeReview/review', { id: review.id, result: 'APPROVED' });
    await api.data('riskPointType/update', { id: point.id, emergencyMeasures: '改后的处置措施（未评审）' });
    const approved = await read();
    expect(approved).toMatchObject({ isApproved: true, versionNo: 1, name: '空压机房' });
    expect(approved.emergencyMeasures).toContain('撤离');

    const again = await api.data('riskPointTypeReview/save', {
      targetId: point.id,
      reviewType: 'CHANGE',
      reviewerIds: [owner.userId],
    });
    await api.data('riskPointTypeReview/review', { id: again.id, result: 'APPROVED' });
    expect(await read()).toMatchObject({ versionNo: 2, emergencyMeasures: '改后的处置措施（未评审）' });
  });
});

describe('control responsibilities (cascade down, §2.5)', () => {
  it('refuses a gap, accepts a complete set down to POST', async () => {
    const point = await api.point('锅炉房', owner);
    const row = (controlLevel: string) => ({
      controlLevel,
      deptId: owner.deptId,
      responsibleUserId: owner.userId,
      checkType: 'DAILY',
      checkCycle: 'DAY',
      timesPerCycle: 1,
      enabled: true,
    });
    const gap = await api.post('riskPointControl/saveBatch', {
      riskPointTypeId: point.id,
      rows: [row('WORKSHOP'), row('POST')],
    });
    expect(gap.status).toBe(400);
    expect(gap.body.msg).toContain('班组级');
    const single = await api.post('riskPointControl/save', { ...row('COMPANY'), riskPointTypeId: point.id });
    expect(single.status).toBe(400);
    expect((await api.data('riskPointControl/page', { riskPointTypeId_equal: point.id })).total).toBe(0);

    const saved = await api.data('riskPointControl/saveBatch', {
      riskPointTypeId: point.id,
      rows: [row('WORKSHOP'), row('TEAM'), row('POST')],
    });
    expect(saved).toHaveLength(3);
    const removeTeam = await api.post('riskPointControl/remove', undefined, { ids: saved[1].id });
    expect(removeTeam.status).toBe(400);
  });
});

describe('reviews', () => {
  it('freezes a versioned snapshot; later edits show as changed and never touch it', async () => {
    const point = await api.point('甲类车间', owner);
    const review = await api.data('riskPointTypeReview/save', {
      targetId: point.id,
      reviewType: 'INITIAL',
      reviewerIds: [owner.userId],
    });
    expect(review).toMatchObject({ round: 1, snapshotVersion: 1, reviewStatus: 'PENDING' });
    expect((await get(`riskPointType/get/${point.id}`)).reviewStatus).toBe('PENDING');
    const twice = await api.post('riskPointTypeReview/save', {
      targetId: point.id,
      reviewType: 'INITIAL',
      reviewerIds: [owner.userId],
    });
    expect(twice.status).toBe(400);

    const rejectBare = await api.post('riskPointTypeReview/review', { id: review.id, result: 'REJECTED' });
    expect(rejectBare.body.msg).toContain('评审意见');
    await api.data('riskPointTypeReview/review', { id: review.id, result: 'APPROVED', opinion: '同意' });
    const approved = await get(`riskPointType/get/${point.id}`);
    expect(approved).toMatchObject({ reviewStatus: 'APPROVED', versionNo: 1, changedSinceReview: false });
    expect(approved.nextReviewDate).toBeTruthy();

    await api.data('riskPointType/update', { id: point.id, hazardSummary: '粉尘爆炸' });
    expect(await get(`riskPointType/get/${point.id}`)).toMatchObject({
      reviewStatus: 'UNSUBMITTED',
      changedSinceReview: true,
    });
    const tamper = await api.post('riskPointTypeReview/update', {
      id: review.id,
      opinion: '改写',
      snapshot: { point: { name: '篡改' } },
    });
    expect(tamper.status).toBe(400);
    const frozen = await get(`riskPointTypeReview/get/${review.id}`);
    expect(frozen.snapshot.point.name).toBe('甲类车间');
    expect(frozen.snapshot.point.hazardSummary).toBeNull();
    expect(frozen.opinion).toBe('同意');
  });
});

describe('tenant isolation and permission codes', () => {
  it('another tenant neither reads nor changes the first tenant’s risk data', async () => {
    const point = await api.point('隔离测试点', owner);
    const other = await createTenantWithAdmin(t.db, pageCodes('risk', 'riskPointType', 'riskJobActivity'));
    const otherToken = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    const read = await t.call('GET', `/api/shtmp-risk/riskPointType/get/${point.id}`, otherToken);
    expect(read.status).toBe(404);
    const page = await t.call('POST', '/api/shtmp-risk/riskPointType/page', otherToken, {});
    expect(page.body.data.total).toBe(0);
    const write = await t.call('POST', '/api/shtmp-risk/riskJobActivity/save', otherToken, {
      riskPointTypeId: point.id,
      name: '越权',
      routineType: 'ROUTINE',
      deptId: owner.deptId,
      analysisDate: '2026-11-20',
      evalMethod: 'LEC',
      postIds: ['1'],
      analystIds: [other.admin.userId],
    });
    expect(write.status).toBe(400);
    const qr = await t.call('GET', `/api/shtmp-risk/riskPointType/qrcode/${point.id}`, otherToken);
    expect(qr.status).toBe(404);
  });

  it('a user without the codes is refused with 403', async () => {
    const reader = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'reader',
      menus: ['risk', 'riskPointType'],
    });
    const readerToken = await t.login({ account: reader.account, password: reader.password });
    expect((await t.call('POST', '/api/shtmp-risk/riskPointType/page', readerToken, {})).status).toBe(200);
    for (const [path, body] of [
      ['riskPointType/save', { name: 'x' }],
      ['riskPointType/override', {}],
      ['riskJobActivityItem/save', {}],
      ['riskJobActivity/merge', { ids: ['1'] }],
      ['riskPointControl/saveBatch', {}],
      ['riskPointTypeReview/review', {}],
    ] as const) {
      expect((await t.call('POST', `/api/shtmp-risk/${path}`, readerToken, body)).status, path).toBe(403);
    }
  });
});
