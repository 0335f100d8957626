import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { param } from '../../db/schema';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
beforeAll(async () => {
  t = await createTestApp();
  api = riskApi(t, await t.login());
  owner = await api.owner();
});
afterAll(() => t.close());

const levelOf = async (path: string, id: string) =>
  (await t.call('GET', `/api/shtmp-risk/${path}/get/${id}`, (await t.login()) as string)).body.data;

describe('JHA lines: server-computed grading and roll-up', () => {
  let pointId: string;
  let activityId: string;
  beforeAll(async () => {
    pointId = (await api.point('一号反应釜', owner)).id;
    activityId = (await api.activity(pointId, owner)).id;
  });

  it('computes D, degree and level and ignores values the client sent for them', async () => {
    const item = await api.data(
      'riskJobActivityItem/save',
      api.lecItem(activityId, 1, 3, 6, 7, { lecD: 1, riskLevel: 'LOW', lecDegree: 'SLIGHT' }),
    );
    expect(item).toMatchObject({
      lecD: 126,
      lecDegree: 'NOTABLE',
      riskLevel: 'GENERAL',
      controlLevel: 'WORKSHOP',
    });
    expect((await levelOf('riskJobActivity', activityId)).riskLevel).toBe('GENERAL');
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('GENERAL');
  });

  it('rolls the worst level up on add, edit, disable and delete', async () => {
    const worse = await api.data('riskJobActivityItem/save', api.lecItem(activityId, 2, 6, 6, 15));
    expect(worse).toMatchObject({ lecD: 540, riskLevel: 'MAJOR', controlLevel: 'COMPANY' });
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('MAJOR');

    await api.data('riskJobActivityItem/update', { id: worse.id, lecC: 7 });
    expect((await levelOf('riskJobActivity', activityId)).riskLevel).toBe('SIGNIFICANT');
    expect(await levelOf('riskPointType', pointId)).toMatchObject({
      riskLevel: 'SIGNIFICANT',
      controlLevel: 'DEPARTMENT',
    });

    await api.data('riskJobActivityItem/update', { id: worse.id, enableStatus: 'DISABLED' });
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('GENERAL');

    await api.data('riskJobActivityItem/update', { id: worse.id, enableStatus: 'ENABLED' });
    await api.data('riskJobActivityItem/remove', undefined, { ids: worse.id });
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('GENERAL');
  });

  it('a direct-MAJOR reason forces MAJOR; LS lines use R = L × S', async () => {
    const forced = await api.data(
      'riskJobActivityItem/save',
      api.lecItem(activityId, 3, 1, 1, 1, { directMajorReason: 'MAJOR_HAZARD_SOURCE' }),
    );
    expect(forced).toMatchObject({ lecD: 1, riskLevel: 'MAJOR' });
    await api.data('riskJobActivityItem/remove', undefined, { ids: forced.id });
    const ls = await api.data('riskJobActivityItem/save', {
      ...api.lecItem(activityId, 4, 1, 1, 1),
      evalMethod: 'LS',
      lsL: 4,
      lsS: 4,
    });
    expect(ls).toMatchObject({ lsR: 16, riskLevel: 'SIGNIFICANT', lecL: null, lecD: null });
  });

  it.each([
    [{ lecL: 7 }, 'lecL'],
    [{ lecE: 4 }, 'lecE'],
    [{ lecC: 50 }, 'lecC'],
    [{ evalMethod: 'LS', lsL: 6, lsS: 1 }, 'lsL'],
    [{ evalMethod: 'LS', lsL: 1, lsS: 0 }, 'lsS'],
    [{ controlLevel: 'POST' }, 'controlLevel'],
    [{ curManagement: '', curProtection: '' }, '现有控制措施'],
  ])('refuses %j with a clear message and saves nothing', async (bad, message) => {
    const before = (await api.data('riskJobActivityItem/page', { activityId_equal: activityId })).total;
    const res = await api.post('riskJobActivityItem/save', {
      ...api.lecItem(activityId, 9, 3, 6, 7),
      ...bad,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(message);
    expect((await api.data('riskJobActivityItem/page', { activityId_equal: activityId })).total).toBe(before);
  });

  it('disabling or deleting an analysis rolls the point up', async () => {
    const second = await api.activity(pointId, owner, '清釜作业');
    await api.data('riskJobActivityItem/save', api.lecItem(second.id, 1, 10, 10, 40));
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('MAJOR');
    await api.data('riskJobActivity/update', { id: second.id, enableStatus: 'DISABLED' });
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('SIGNIFICANT');
    await api.data('riskJobActivity/update', { id: second.id, enableStatus: 'ENABLED' });
    await api.data('riskJobActivity/remove', undefined, { ids: second.id });
    expect((await levelOf('riskPointType', pointId)).riskLevel).toBe('SIGNIFICANT');
  });

  it('lists the hazard libraries with their pre-fill values', async () => {
    const job = (await t.call('GET', '/api/shtmp-risk/dict/jobDangerFactorList', await t.login())).body.data;
    expect(job.find((f: { key: string }) => f.key === 'CONFINED_GAS')).toMatchObject({
      category: '22',
      accidentTypes: ['19'],
    });
    const dev = (await t.call('GET', '/api/shtmp-risk/dict/deviceFacilityFactorList', await t.login())).body
      .data;
    expect(dev.map((f: { key: string }) => f.key)).toContain('GUARD_MISSING');
  });
});

describe('merge (§5.6)', () => {
  it("keeps the point's accident types as the union of its enabled lines", async () => {
    const point = await api.point('液氨罐区', owner);
    const act = await api.activity(point.id, owner, '液氨卸车');
    const types = async () => (await levelOf('riskPointType', point.id)).accidentTypes;
    await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 3, 6, 7, { accidentTypes: ['19'] }));
    const other = await api.data(
      'riskJobActivityItem/save',
      api.lecItem(act.id, 2, 3, 6, 7, { accidentTypes: ['19', '01'] }),
    );
    expect(await types()).toEqual(['01', '19']);
    await api.data('riskJobActivityItem/update', { id: other.id, accidentTypes: ['15'] });
    expect(await types()).toEqual(['15', '19']);
    await api.data('riskJobActivityItem/update', { id: other.id, enableStatus: 'DISABLED' });
    expect(await types()).toEqual(['19']);
    await api.data('riskPointType/update', { id: point.id, accidentTypes: ['02'] });
    expect(await types()).toEqual(['19']);
  });

  it('consolidates measures once, per point, only when approved (or draft merge allowed)', async () => {
    const point = await api.point('二号储罐区', owner);
    const act = await api.activity(point.id, owner, '储罐装卸');
    await api.data(
      'riskJobActivityItem/save',
      api.lecItem(act.id, 1, 3, 6, 7, { newTechnology: '加装可燃气体报警仪' }),
    );
    await api.data(
      'riskJobActivityItem/save',
      api.lecItem(act.id, 2, 1, 6, 7, { curProtection: '佩戴防毒面具。' }),
    );
    const refused = await api.post('riskJobActivity/merge', { ids: [act.id] });
    expect(refused.body.msg).toContain('评审通过');

    const review = await api.data('riskJobActivityReview/save', {
      targetId: act.id,
      reviewType: 'INITIAL',
      reviewerIds: [owner.userId],
    });
    await api.data('riskJobActivityReview/review', { id: review.id, result: 'APPROVED' });

    const first = await api.data('riskJobActivity/merge', { ids: [act.id] });
    expect(first).toEqual({ added: 4, skippedDuplicates: 3, checkItemsAdded: 4 });
    const again = await api.data('riskJobActivity/merge', { ids: [act.id] });
    expect(again).toEqual({ added: 0, skippedDuplicates: 7, checkItemsAdded: 0 });
    const items = await t.call(
      'GET',
      `/api/shtmp-check/checkItem/listByRiskPointTypeId/${point.id}`,
      (await t.login()) as string,
    );
    expect(items.body.data.map((i: { content: string }) => i.content).sort()).toEqual(
      ['严格执行操作规程', '作业前确认阀门状态', '佩戴防毒面具', '加装可燃气体报警仪'].sort(),
    );
    const measures = await api.data(`riskControlMeasure/listByRiskPointTypeId/${point.id}`);
    const rows = measures.map((m: { category: string; content: string; isExisting: boolean }) => [
      m.category,
      m.content,
      m.isExisting,
    ]);
    // in category order; two measures of one category and sort in either order
    expect(rows.map((r: unknown[]) => r[0])).toEqual([
      'TECHNOLOGY',
      'MANAGEMENT',
      'MANAGEMENT',
      'PROTECTION',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['TECHNOLOGY', '加装可燃气体报警仪', false],
        ['MANAGEMENT', '严格执行操作规程', true],
        ['MANAGEMENT', '作业前确认阀门状态', true],
        ['PROTECTION', '佩戴防毒面具', true],
      ]),
    );
    expect((await levelOf('riskJobActivity', act.id)).mergedAt).toBeTruthy();
  });

  it('merges draft analyses when the seeded risk.allowDraftMerge is switched on', async () => {
    const [seeded] = await t.db
      .select({ value: param.paramValue })
      .from(param)
      .where(and(eq(param.tenantId, '000000'), eq(param.paramKey, 'risk.allowDraftMerge')));
    expect(seeded?.value).toBe('false');
    const act = await api.activity((await api.point('草稿合并点', owner)).id, owner, '草稿活动');
    await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 3, 6, 7));
    expect((await api.post('riskJobActivity/merge', { ids: [act.id] })).status).toBe(400);
    await t.db
      .update(param)
      .set({ paramValue: 'true' })
      .where(and(eq(param.tenantId, '000000'), eq(param.paramKey, 'risk.allowDraftMerge')));
    try {
      expect((await api.data('riskJobActivity/merge', { ids: [act.id] })).added).toBe(3);
    } finally {
      await t.db
        .update(param)
        .set({ paramValue: 'false' })
        .where(and(eq(param.tenantId, '000000'), eq(param.paramKey, 'risk.allowDraftMerge')));
    }
  });

  it('refuses a merge across risk points', async () => {
    const a = await api.activity((await api.point('甲', owner)).id, owner);
    const b = await api.activity((await api.point('乙', owner)).id, owner);
    const res = await api.post('riskJobActivity/merge', { ids: [a.id, b.id] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('同一风险点');
  });
});
