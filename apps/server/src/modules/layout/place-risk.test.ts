import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, multipartFile } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { checkRiskPoint, place, riskPointType } from '../../db/schema';
import { riskApi } from '../risk/test-data';
import { spreadInside } from './map-risk';

/** Issue #32 item 1: places carry the level of the risk points placed in them (and of check points). */
const L = '/api/shtmp-layout';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><rect width="1000" height="600"/></svg>';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
});
afterAll(() => t.close());

const newPlace = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', `${L}/place/submit`, token, { placeType: 'AREA', ...body });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return String(res.body.data.id);
};

/** site › shop › line, plus a sibling tank farm: a fresh tree per case. */
async function tree(tag: string) {
  const site = await newPlace({ name: `${tag}厂区`, placeType: 'SITE' });
  const shop = await newPlace({ name: `${tag}车间`, parentId: site, placeType: 'BUILDING' });
  const line = await newPlace({ name: `${tag}产线`, parentId: shop });
  const tank = await newPlace({ name: `${tag}罐区`, parentId: site });
  return { site, shop, line, tank };
}
type Tree = Awaited<ReturnType<typeof tree>>;
type Where = keyof Tree;

let n = 0;
/** A risk point placed through the API, its level then set in the table (the triggers recolour). */
async function riskPoint(
  level: string | null,
  where: Where[],
  tr: Tree,
  extra: Record<string, unknown> = {},
) {
  const p = await api.data('riskPointType/save', {
    name: `风险点${++n}-${nextId().slice(-5)}`,
    category: 'FACILITY_AREA',
    deptId: owner.deptId,
    responsibleUserId: owner.userId,
    evalMethod: 'LEC',
    enableStatus: 'ENABLED',
    placeIds: where.map((w) => tr[w]),
  });
  await t.db
    .update(riskPointType)
    .set({ riskLevel: level, ...extra })
    .where(eq(riskPointType.id, String(p.id)));
  return p as { id: string; version: number };
}

async function checkPoint(level: string, where: Where, tr: Tree) {
  const id = nextId();
  await t.db.insert(checkRiskPoint).values({
    id,
    tenantId: '000000',
    name: `点位${id.slice(-6)}`,
    number: `JCD-${id.slice(-6)}`,
    pointKind: 'NORMAL',
    placeId: tr[where],
    riskLevel: level,
    enableStatus: 'ENABLED',
  });
  return id;
}

const levelsOf = async (tr: Tree) => {
  const out: Record<string, string | null> = {};
  for (const [k, id] of Object.entries(tr)) {
    const [row] = await t.db.select({ riskLevel: place.riskLevel }).from(place).where(eq(place.id, id));
    out[k] = (row.riskLevel as string | null) ?? null;
  }
  return out;
};

type Case = {
  name: string;
  risk?: [string, Where[], Record<string, unknown>?][];
  check?: [string, Where][];
  want: Record<Where, string | null>;
};

const CASES: Case[] = [
  {
    name: 'none: every place grey',
    want: { site: null, shop: null, line: null, tank: null },
  },
  {
    name: 'risk points only: the worst one, up the subtree',
    risk: [
      ['LOW', ['line']],
      ['SIGNIFICANT', ['tank']],
    ],
    want: { site: 'SIGNIFICANT', shop: 'LOW', line: 'LOW', tank: 'SIGNIFICANT' },
  },
  {
    name: 'check points only (as before)',
    check: [['GENERAL', 'line']],
    want: { site: 'GENERAL', shop: 'GENERAL', line: 'GENERAL', tank: null },
  },
  {
    name: 'both: a risk point beats a milder check point and the reverse',
    risk: [
      ['MAJOR', ['line']],
      ['LOW', ['tank']],
    ],
    check: [
      ['LOW', 'line'],
      ['GENERAL', 'tank'],
    ],
    want: { site: 'MAJOR', shop: 'MAJOR', line: 'MAJOR', tank: 'GENERAL' },
  },
  {
    name: 'nested: a point in the shop colours the shop and the site, not the line below',
    risk: [['GENERAL', ['shop']]],
    want: { site: 'GENERAL', shop: 'GENERAL', line: null, tank: null },
  },
  {
    name: 'one risk point in two places colours both',
    risk: [['SIGNIFICANT', ['line', 'tank']]],
    want: { site: 'SIGNIFICANT', shop: 'SIGNIFICANT', line: 'SIGNIFICANT', tank: 'SIGNIFICANT' },
  },
  {
    name: 'a disabled or ungraded risk point does not colour',
    risk: [
      ['MAJOR', ['line'], { enableStatus: 'DISABLED' }],
      [null as unknown as string, ['tank']],
    ],
    want: { site: null, shop: null, line: null, tank: null },
  },
];

describe('place level from risk points and check points (§2.4)', () => {
  it.each(CASES)('$name', async (c) => {
    const tr = await tree(`C${++n}`);
    for (const [level, where, extra] of c.risk ?? []) await riskPoint(level, where, tr, extra);
    for (const [level, where] of c.check ?? []) await checkPoint(level, where, tr);
    expect(await levelsOf(tr)).toEqual(c.want);
  });

  it('follows level changes, unlinking and removal of a risk point at once', async () => {
    const tr = await tree('变更');
    await checkPoint('LOW', 'line', tr);
    const p = await riskPoint('MAJOR', ['line'], tr);
    expect((await levelsOf(tr)).shop).toBe('MAJOR');
    await t.db.update(riskPointType).set({ riskLevel: 'GENERAL' }).where(eq(riskPointType.id, p.id));
    expect(await levelsOf(tr)).toMatchObject({ site: 'GENERAL', shop: 'GENERAL', line: 'GENERAL' });
    // moved to the tank farm (saving re-grades it from its analyses: none, so not graded yet)
    await api.data('riskPointType/update', { id: p.id, placeIds: [tr.tank] });
    expect(await levelsOf(tr)).toEqual({ site: 'LOW', shop: 'LOW', line: 'LOW', tank: null });
    await t.db.update(riskPointType).set({ riskLevel: 'GENERAL' }).where(eq(riskPointType.id, p.id));
    expect(await levelsOf(tr)).toEqual({ site: 'GENERAL', shop: 'LOW', line: 'LOW', tank: 'GENERAL' });
    const rm = await api.post('riskPointType/remove', { ids: [p.id] });
    expect(rm.body.code).toBe(200);
    expect(await levelsOf(tr)).toEqual({ site: 'LOW', shop: 'LOW', line: 'LOW', tank: null });
  });

  it('recolours the map when an analysed line’s LEC values change, with points and legend', async () => {
    const file = multipartFile('plan.svg', SVG);
    const up = await t.app.inject({
      method: 'POST',
      url: `${L}/tenantLayout/upload`,
      payload: file.payload,
      headers: { ...file.headers, 'calf-auth': `bearer ${token}` },
    });
    const plan = await t.call('POST', `${L}/tenantLayout/submit`, token, {
      name: '风险图',
      imageId: up.json().data.attachId,
    });
    expect(plan.body.code, plan.body.msg).toBe(200);
    const layoutId = String(plan.body.data.id);
    const tr = await tree('LEC');
    const outline: [number, number][] = [
      [0.1, 0.1],
      [0.5, 0.1],
      [0.5, 0.4],
      [0.1, 0.4],
    ];
    await t.call('POST', `${L}/place/update`, token, { id: tr.shop, layoutId, polygon: outline });
    const point = await riskPoint(null, ['line'], tr);
    const act = await api.activity(point.id, owner);
    const item = await api.data('riskJobActivityItem/save', api.lecItem(act.id, 1, 1, 6, 7));
    expect(await levelsOf(tr)).toMatchObject({ line: 'LOW', shop: 'LOW' });
    const map = async () =>
      (await t.call('GET', `${L}/tenantLayout/map`, token, undefined, { layoutId })).body.data;
    let m = await map();
    expect(m.places.find((p: { id: string }) => p.id === tr.shop).riskLevel).toBe('LOW');
    // the line has no outline: the point is drawn inside its shop's outline
    expect(m.riskPoints).toEqual([
      expect.objectContaining({ id: point.id, riskLevel: 'LOW', placeId: tr.shop, x: 0.14, y: 0.25 }),
    ]);
    expect(m.legend.find((e: { level: string }) => e.level === 'LOW')).toMatchObject({ riskPoints: 1 });
    await api.data('riskJobActivityItem/update', { id: item.id, lecL: 10 });
    expect(await levelsOf(tr)).toMatchObject({ site: 'MAJOR', shop: 'MAJOR', line: 'MAJOR' });
    m = await map();
    expect(m.places.find((p: { id: string }) => p.id === tr.shop).riskLevel).toBe('MAJOR');
    expect(m.riskPoints[0]).toMatchObject({ riskLevel: 'MAJOR', outOfControl: false });
    expect(m.legend).toContainEqual({ level: 'MAJOR', riskPoints: 1, checkPoints: 0 });
    expect(m.legend.find((e: { level: string }) => e.level === 'LOW').riskPoints).toBe(0);
    // a click on the shop lists the risk point placed in its line
    const overview = (await t.call('GET', `${L}/place/overview/${tr.shop}`, token)).body.data;
    expect(overview.riskPoints).toEqual([expect.objectContaining({ id: point.id, riskLevel: 'MAJOR' })]);
  });

  it('refuses to delete a place a risk point is placed in, naming the point', async () => {
    const tr = await tree('删除');
    const p = await riskPoint('LOW', ['tank'], tr);
    const rm = await t.call('POST', `${L}/place/remove`, token, undefined, { ids: tr.tank });
    expect(rm.status).toBe(400);
    expect(rm.body.msg).toMatch(/^区域内还有风险点 \[风险点\d+-\d+\],请先在风险点中移除该区域$/);
    expect(await levelsOf(tr)).toMatchObject({ tank: 'LOW' });
    await api.data('riskPointType/update', { id: p.id, placeIds: [] });
    expect((await t.call('POST', `${L}/place/remove`, token, undefined, { ids: tr.tank })).body.code).toBe(
      200,
    );
  });

  it('refuses a place of another tenant with a message naming the field, and saves nothing', async () => {
    const other = await createTenantWithAdmin(t.db, () => true);
    const foreign = nextId();
    await t.db.insert(place).values({
      id: foreign,
      tenantId: other.tenantId,
      parentId: '0',
      ancestors: '0',
      name: '别家罐区',
      placeType: 'AREA',
    });
    const name = `越界风险点${nextId().slice(-5)}`;
    const res = await api.post('riskPointType/save', {
      name,
      category: 'FACILITY_AREA',
      deptId: owner.deptId,
      responsibleUserId: owner.userId,
      evalMethod: 'LEC',
      enableStatus: 'ENABLED',
      placeIds: [foreign],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`参数错误: placeIds 引用的所在区域 [${foreign}] 不存在`);
    expect(await t.db.$count(riskPointType, eq(riskPointType.name, name))).toBe(0);
  });
});

describe('spreadInside', () => {
  it('puts n markers in a column near the left edge, centred on the middle', () => {
    const box: [number, number][] = [
      [0, 0],
      [0.5, 0],
      [0.5, 0.2],
      [0, 0.2],
    ];
    expect(spreadInside(box, 1)).toEqual([[0.05, 0.1]]);
    expect(spreadInside(box, 2)).toEqual([
      [0.05, 0.0775],
      [0.05, 0.1225],
    ]);
    // a low outline packs them closer: 70 % of its height for all
    expect(spreadInside(box, 4).map((p) => p[1])).toEqual([0.0475, 0.0825, 0.1175, 0.1525]);
  });
});
