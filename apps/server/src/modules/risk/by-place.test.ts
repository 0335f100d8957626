import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { checkRiskPoint, place, riskPointType, riskPointTypePlaces } from '../../db/schema';

/** Issue #32 item 3: the 随手拍 form suggests the risk point from the chosen place (its subtree). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const T = '000000';
const P = { site: nextId(), tanks: nextId(), ammonia: nextId(), office: nextId() };
const R = { ammonia: nextId(), methanol: nextId(), office: nextId(), disabled: nextId() };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const node = (id: string, name: string, parent: string | null, ancestors: string) => ({
    id,
    tenantId: T,
    isDeleted: 0,
    name,
    parentId: parent ?? '0',
    ancestors,
  });
  await t.db
    .insert(place)
    .values([
      node(P.site, '一号厂区', null, '0'),
      node(P.tanks, '储罐区', P.site, `0,${P.site}`),
      node(P.ammonia, '液氨罐组', P.tanks, `0,${P.site},${P.tanks}`),
      node(P.office, '办公楼', P.site, `0,${P.site}`),
    ] as (typeof place.$inferInsert)[]);
  const rp = (id: string, name: string, level: string, enableStatus = 'ENABLED') => ({
    id,
    tenantId: T,
    isDeleted: 0,
    code: name,
    name,
    category: 'FACILITY_AREA',
    riskLevel: level,
    enableStatus,
  });
  await t.db
    .insert(riskPointType)
    .values([
      rp(R.methanol, '甲醇储罐区', 'SIGNIFICANT'),
      rp(R.ammonia, '液氨储存区', 'MAJOR'),
      rp(R.office, '办公区', 'LOW'),
      rp(R.disabled, '旧罐区', 'MAJOR', 'DISABLED'),
    ] as (typeof riskPointType.$inferInsert)[]);
  // 液氨储存区 placed in its tank group; 甲醇储罐区 only through a check point in 储罐区
  await t.db.insert(riskPointTypePlaces).values([
    { ownerId: R.ammonia, refId: P.ammonia, sort: 0, tenantId: T },
    { ownerId: R.office, refId: P.office, sort: 0, tenantId: T },
    { ownerId: R.disabled, refId: P.tanks, sort: 0, tenantId: T },
  ]);
  await t.db.insert(checkRiskPoint).values({
    id: nextId(),
    tenantId: T,
    name: '甲醇罐巡检点',
    number: 'JC-01',
    pointKind: 'NORMAL',
    riskPointTypeId: R.methanol,
    placeId: P.tanks,
  } as typeof checkRiskPoint.$inferInsert);
});
afterAll(() => t.close());

const byPlace = (placeId: string, tk = token) =>
  t.call('GET', '/api/shtmp-risk/riskPointType/byPlace', tk, undefined, { placeId });

describe('risk points of a place subtree', () => {
  it.each([
    { place: 'site', names: ['液氨储存区', '甲醇储罐区', '办公区'] },
    { place: 'tanks', names: ['液氨储存区', '甲醇储罐区'] },
    { place: 'ammonia', names: ['液氨储存区'] },
    { place: 'office', names: ['办公区'] },
  ] as const)('$place → $names (worst level first, enabled only)', async ({ place: key, names }) => {
    const res = await byPlace(P[key]);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(names);
  });

  it('refuses a bad place id and shows another tenant nothing', async () => {
    expect((await byPlace('abc')).body.msg).toBe('参数错误: placeId 应为区域编号');
    const other = await createTenantWithAdmin(t.db, pageCodes('riskPointType'));
    const tk = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    const res = await byPlace(P.site, tk);
    expect(res.body.data ?? []).toEqual([]);
  });
});
