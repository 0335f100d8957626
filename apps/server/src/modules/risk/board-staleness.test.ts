import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { riskNoticeBoard } from '../../db/schema';
import { riskApi } from './test-data';

/** Issue #32 item 6: published boards and cards whose point changed level or measures are out of date. */
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

let n = 0;
/** A point with one line (3×6×15 = 270, 较大) and a published board of it. */
async function published(boardType: 'POINT_BOARD' | 'POST_CARD' = 'POINT_BOARD') {
  const point = await api.point(`告知风险点${++n}`, owner);
  await api.data('riskPointType/update', { id: point.id, responsiblePhone: '0531-88880001' });
  const act = await api.activity(point.id, owner, `作业${n}`);
  const item = await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 3, 6, 15));
  const target = boardType === 'POINT_BOARD' ? { riskPointTypeId: point.id } : { postId: act.postIds[0] };
  const draft = await api.data('riskNoticeBoard/compose', { boardType, ...target });
  await api.data('riskNoticeBoard/process', { id: draft.id, action: 'PUBLISH', version: draft.version });
  return { point, item, board: draft as { id: string } };
}

const outOfDate = async (boardId: string) => {
  const page = await api.data('riskNoticeBoard/page', { size: 100 });
  return page.records.find((r: { id: string }) => r.id === boardId).outOfDate as boolean;
};

type Change = (x: Awaited<ReturnType<typeof published>>) => Promise<unknown>;
const CASES: [string, 'POINT_BOARD' | 'POST_CARD', Change | null, boolean][] = [
  ['just published', 'POINT_BOARD', null, false],
  [
    'level raised by new LEC values',
    'POINT_BOARD',
    (x) => api.data('riskJobActivityItem/update', { id: x.item.id, lecL: 10 }),
    true,
  ],
  [
    'an existing measure added',
    'POINT_BOARD',
    (x) =>
      api.data('riskControlMeasure/save', {
        riskPointTypeId: x.point.id,
        category: 'TECHNOLOGY',
        content: '增设可燃气体报警仪',
        isExisting: true,
      }),
    true,
  ],
  [
    'a line’s measure reworded',
    'POINT_BOARD',
    (x) => api.data('riskJobActivityItem/update', { id: x.item.id, curProtection: '佩戴正压式空气呼吸器' }),
    true,
  ],
  [
    'an unrelated edit of the point',
    'POINT_BOARD',
    (x) => api.data('riskPointType/update', { id: x.point.id, remark: '备注' }),
    false,
  ],
  [
    // (every test's activity takes the tenant's first post: its card draws from all their lines)
    'a post card whose activity line changes its measures',
    'POST_CARD',
    (x) => api.data('riskJobActivityItem/update', { id: x.item.id, curManagement: '双人操作，专人监护' }),
    true,
  ],
];

describe('out-of-date notice boards (过期/需更新)', () => {
  it.each(CASES)('%s (%s)', async (_name, type, change, want) => {
    const x = await published(type);
    expect(await outOfDate(x.board.id)).toBe(false);
    if (change) await change(x);
    expect(await outOfDate(x.board.id)).toBe(want);
  });

  it('a new board published from the changed point is current; drafts are never out of date', async () => {
    const x = await published();
    await api.data('riskJobActivityItem/update', { id: x.item.id, lecL: 10 });
    const draft = await api.data('riskNoticeBoard/compose', {
      boardType: 'POINT_BOARD',
      riskPointTypeId: x.point.id,
    });
    expect(await outOfDate(draft.id)).toBe(false);
    await api.data('riskNoticeBoard/process', { id: draft.id, action: 'PUBLISH', version: draft.version });
    expect(await outOfDate(draft.id)).toBe(false);
  });

  it('a board published before the digest existed is judged by its level', async () => {
    const x = await published();
    await t.db.update(riskNoticeBoard).set({ sourceDigest: null }).where(eq(riskNoticeBoard.id, x.board.id));
    expect(await outOfDate(x.board.id)).toBe(false);
    await api.data('riskJobActivityItem/update', { id: x.item.id, lecL: 10 });
    expect(await outOfDate(x.board.id)).toBe(true);
  });
});

describe('the public card (approved snapshot) is marked out of date', () => {
  it('after a level or measure change since approval, and current again after re-approval', async () => {
    const x = await published();
    const approve = async (reviewType: string) => {
      const review = await api.data('riskPointTypeReview/save', {
        targetId: x.point.id,
        reviewType,
        reviewerIds: [owner.userId],
      });
      await api.data('riskPointTypeReview/review', { id: review.id, result: 'APPROVED' });
    };
    await approve('INITIAL');
    const url = (await t.call('GET', `/api/shtmp-risk/riskPointType/cardUrl/${x.point.id}`, token)).body.data;
    const card = async () =>
      (await t.call('GET', `/api/shtmp-risk/card/${String(url).split('/card/')[1]}`, null)).body.data.card;
    expect((await card()).outOfDate).toBe(false);
    await api.data('riskControlMeasure/save', {
      riskPointTypeId: x.point.id,
      category: 'MANAGEMENT',
      content: '每班巡检两次',
      isExisting: true,
    });
    expect((await card()).outOfDate).toBe(true);
    await approve('CHANGE');
    expect((await card()).outOfDate).toBe(false);
    await api.data('riskJobActivityItem/update', { id: x.item.id, lecL: 10 });
    const stale = await card();
    expect(stale).toMatchObject({ outOfDate: true, riskLevel: 'SIGNIFICANT' });
  });
});
