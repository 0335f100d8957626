import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, multipartFile, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { checkRiskPoint, place } from '../../db/schema';
import { syncPointRiskLevel } from '../check/points';
import { recomputePlaceRiskLevels } from './rollup';

const L = '/api/shtmp-layout';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><rect width="1000" height="600" fill="#eef"/><script>alert(1)</script></svg>`;

async function upload(tok: string, name: string, data: string | Buffer) {
  const file = multipartFile(name, data);
  const res = await t.app.inject({
    method: 'POST',
    url: `${L}/tenantLayout/upload`,
    payload: file.payload,
    headers: { ...file.headers, 'calf-auth': `bearer ${tok}` },
  });
  return { status: res.statusCode, body: res.json() };
}

async function newLayout(tok: string, name: string) {
  const up = await upload(tok, 'plan.svg', SVG);
  return (await t.call('POST', `${L}/tenantLayout/submit`, tok, { name, imageId: up.body.data.attachId }))
    .body;
}

const newPlace = async (body: Record<string, unknown>) =>
  (await t.call('POST', `${L}/place/submit`, token, { placeType: 'AREA', ...body })).body;

/** A check point straight in the table (the check module's API is not part of this area). */
async function point(placeId: string, riskLevel: string | null, extra: Record<string, unknown> = {}) {
  const id = nextId();
  await t.db.insert(checkRiskPoint).values({
    id,
    tenantId: '000000',
    name: `点位${id.slice(-6)}`,
    number: `JCD-${id.slice(-6)}`,
    pointKind: 'NORMAL',
    placeId,
    riskLevel,
    enableStatus: 'ENABLED',
    riskPointTypeId: '1',
    ...extra,
  });
  return id;
}

const levelOf = async (id: string) =>
  (await t.db.select({ riskLevel: place.riskLevel }).from(place).where(eq(place.id, id)))[0].riskLevel;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('site plans', () => {
  it('uploads a sanitised SVG, reads its size and makes the first plan the default', async () => {
    const up = await upload(token, 'plan.svg', SVG);
    expect(up.body.data).toMatchObject({ widthPx: 1000, heightPx: 600 });
    const first = await t.call('POST', `${L}/tenantLayout/submit`, token, {
      name: '厂区总平面图',
      imageId: up.body.data.attachId,
    });
    expect(first.body.data).toMatchObject({ widthPx: 1000, heightPx: 600, isDefault: true });
    const file = await t.app.inject({ method: 'GET', url: first.body.data.imageIdUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain('script');
    const second = await newLayout(token, '办公楼一层');
    expect(second.data.isDefault).toBe(false);
    const switched = await t.call('POST', `${L}/tenantLayout/update`, token, {
      id: second.data.id,
      isDefault: true,
      version: second.data.version,
    });
    expect(switched.body.code).toBe(200);
    const list = await t.call('POST', `${L}/tenantLayout/list`, token, {});
    const defaults = list.body.data.records.filter((r: { isDefault: boolean }) => r.isDefault);
    expect(defaults.map((r: { id: string }) => r.id)).toEqual([second.data.id]);
    expect(
      (await t.call('GET', `${L}/tenantLayout/get/${first.body.data.id}`, token)).body.data.isDefault,
    ).toBe(false);
  });

  it('refuses uploads that are not PNG, JPG or SVG by content, and plans without a drawing', async () => {
    const pdf = await upload(token, 'plan.png', '%PDF-1.7 fake');
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toContain('PNG、JPG 或 SVG');
    const html = await upload(token, 'plan.svg', '<html><body>x</body></html>');
    expect(html.status).toBe(400);
    const none = await t.call('POST', `${L}/tenantLayout/submit`, token, { name: '无图' });
    expect(none.status).toBe(400);
    const bogus = await t.call('POST', `${L}/tenantLayout/submit`, token, {
      name: '假图',
      imageId: '123456789012345678',
    });
    expect(bogus.status).toBe(400);
    const legend = await t.call('POST', `${L}/tenantLayout/submit`, token, {
      name: '图例错',
      imageId: (await upload(token, 'p.svg', SVG)).body.data.attachId,
      legend: [{ label: '红', color: 'red' }],
    });
    expect(legend.body.msg).toContain('图例');
  });
});

describe('places', () => {
  let layoutId: string;
  beforeAll(async () => {
    layoutId = (await newLayout(token, '总图')).data.id;
  });

  it('keeps a tree with materialised paths and serves it with names, types and levels', async () => {
    const site = await newPlace({ name: '一厂区', placeType: 'SITE' });
    const shop = await newPlace({
      name: '一车间',
      placeType: 'BUILDING',
      parentId: site.data.id,
      layoutId,
      polygon: [
        [0.1, 0.1],
        [0.4, 0.1],
        [0.4, 0.5],
        [0.1, 0.5],
      ],
    });
    expect(shop.data.ancestors).toBe(`0,${site.data.id}`);
    const got = await t.call('GET', `${L}/place/get/${shop.data.id}`, token);
    expect(got.body.data.polygon).toEqual([
      [0.1, 0.1],
      [0.4, 0.1],
      [0.4, 0.5],
      [0.1, 0.5],
    ]);
    const list = await t.call('POST', `${L}/place/list`, token, { name: '一' });
    expect(list.body.data.total).toBe(2);
    const tree = await t.call('GET', `${L}/place/tree`, token);
    const root = tree.body.data.find((n: { id: string }) => n.id === site.data.id);
    expect(root).toMatchObject({ name: '一厂区', title: '一厂区', placeType: 'SITE', riskLevel: null });
    expect(root.children[0]).toMatchObject({ id: shop.data.id, name: '一车间' });
  });

  it('refuses polygons outside 0–1, outlines without a plan, self-parenting and cycles, changing nothing', async () => {
    const a = await newPlace({ name: '甲区' });
    const b = await newPlace({ name: '乙区', parentId: a.data.id });
    for (const polygon of [
      [
        [0, 0],
        [1.2, 0],
        [1, 1],
      ],
      [
        [0, 0],
        [1, 1],
      ],
      [
        [0, 0],
        [0.5, 'x'],
        [1, 1],
      ],
      'abc',
    ]) {
      const res = await t.call('POST', `${L}/place/update`, token, { id: a.data.id, layoutId, polygon });
      expect(res.status, JSON.stringify(polygon)).toBe(400);
    }
    const farAway = await t.call('POST', `${L}/place/update`, token, {
      id: a.data.id,
      location: '95.1,121.4',
    });
    expect(farAway.body.msg).toContain('纬度');
    const badFormat = await t.call('POST', `${L}/place/update`, token, { id: a.data.id, location: 'north' });
    expect(badFormat.status).toBe(400);
    const located = await t.call('POST', `${L}/place/update`, token, {
      id: b.data.id,
      location: '31.2304,121.4737',
    });
    expect(located.body.data.location).toBe('31.2304,121.4737');
    const noPlan = await t.call('POST', `${L}/place/submit`, token, {
      name: '无图区',
      placeType: 'AREA',
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    });
    expect(noPlan.body.msg).toContain('平面图');
    const self = await t.call('POST', `${L}/place/update`, token, { id: a.data.id, parentId: a.data.id });
    expect(self.status).toBe(400);
    const cycle = await t.call('POST', `${L}/place/update`, token, { id: a.data.id, parentId: b.data.id });
    expect(cycle.status).toBe(400);
    const [row] = await t.db.select().from(place).where(eq(place.id, a.data.id));
    expect(row).toMatchObject({ parentId: '0', polygon: null });
  });

  it('refuses to delete a place with children or check points, with a clear message', async () => {
    const a = await newPlace({ name: '丙区' });
    const b = await newPlace({ name: '丙区-1', parentId: a.data.id });
    const withChild = await t.call('POST', `${L}/place/remove`, token, undefined, { ids: a.data.id });
    expect(withChild.status).toBe(400);
    expect(withChild.body.msg).toContain('子节点');
    const p = await point(b.data.id, 'LOW');
    const withPoint = await t.call('POST', `${L}/place/remove`, token, undefined, { ids: b.data.id });
    expect(withPoint.body.msg).toContain('检查点位');
    await t.db.update(checkRiskPoint).set({ isDeleted: 1 }).where(eq(checkRiskPoint.id, p));
    expect((await t.call('POST', `${L}/place/remove`, token, undefined, { ids: b.data.id })).body.code).toBe(
      200,
    );
    expect((await t.call('POST', `${L}/place/remove`, token, undefined, { ids: a.data.id })).body.code).toBe(
      200,
    );
  });

  it('rolls the worst point level up the subtree and follows level, place and status changes', async () => {
    const site = await newPlace({ name: '二厂区', placeType: 'SITE' });
    const shop = await newPlace({ name: '二车间', parentId: site.data.id });
    const tank = await newPlace({ name: '罐区', parentId: site.data.id });
    const line = await newPlace({ name: '二车间产线', parentId: shop.data.id });
    expect(await levelOf(site.data.id)).toBeNull();
    const p1 = await point(line.data.id, 'LOW', { riskPointTypeId: '7001' });
    expect([await levelOf(line.data.id), await levelOf(shop.data.id), await levelOf(site.data.id)]).toEqual([
      'LOW',
      'LOW',
      'LOW',
    ]);
    await point(tank.data.id, 'GENERAL', { riskPointTypeId: '7002' });
    expect([await levelOf(tank.data.id), await levelOf(site.data.id), await levelOf(shop.data.id)]).toEqual([
      'GENERAL',
      'GENERAL',
      'LOW',
    ]);
    // a risk re-evaluation reaches the point through the check module's sync
    await syncPointRiskLevel(t.db, { tenantId: '000000', riskPointTypeId: '7001', riskLevel: 'MAJOR' });
    expect([
      await levelOf(line.data.id),
      await levelOf(shop.data.id),
      await levelOf(site.data.id),
      await levelOf(tank.data.id),
    ]).toEqual(['MAJOR', 'MAJOR', 'MAJOR', 'GENERAL']);
    // disabling the point, moving it, and moving its place
    await t.db.update(checkRiskPoint).set({ enableStatus: 'DISABLED' }).where(eq(checkRiskPoint.id, p1));
    expect([await levelOf(line.data.id), await levelOf(site.data.id)]).toEqual([null, 'GENERAL']);
    await t.db
      .update(checkRiskPoint)
      .set({ enableStatus: 'ENABLED', placeId: tank.data.id })
      .where(eq(checkRiskPoint.id, p1));
    expect([await levelOf(line.data.id), await levelOf(tank.data.id)]).toEqual([null, 'MAJOR']);
    await t.db.update(checkRiskPoint).set({ placeId: line.data.id }).where(eq(checkRiskPoint.id, p1));
    const moved = await t.call('POST', `${L}/place/update`, token, {
      id: line.data.id,
      parentId: tank.data.id,
    });
    expect(moved.body.code).toBe(200);
    expect([await levelOf(shop.data.id), await levelOf(tank.data.id), await levelOf(site.data.id)]).toEqual([
      null,
      'MAJOR',
      'MAJOR',
    ]);
    const tree = await t.call('GET', `${L}/place/tree`, token);
    expect(tree.body.data.find((n: { id: string }) => n.id === site.data.id).riskLevel).toBe('MAJOR');
    const filtered = await t.call('POST', `${L}/place/page`, token, { riskLevel: 'MAJOR' });
    expect(filtered.body.data.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['二厂区', '二车间产线', '罐区'].sort(),
    );
    // the recompute function agrees with what the triggers stored
    expect(await recomputePlaceRiskLevels(t.db, '000000')).toBe(0);
  });

  it('serves the map of a plan and the overview of a clicked place', async () => {
    const zone = await newPlace({
      name: '仓库',
      layoutId,
      polygon: [
        [0.5, 0.5],
        [0.9, 0.5],
        [0.9, 0.9],
      ],
    });
    const pid = await point(zone.data.id, 'SIGNIFICANT', { layoutId, layoutX: '0.7', layoutY: '0.8' });
    const map = await t.call('GET', `${L}/tenantLayout/map`, token, undefined, { layoutId });
    expect(map.body.data.layout).toMatchObject({ id: layoutId, widthPx: 1000 });
    expect(map.body.data.layout.imageUrl).toContain('/file/');
    expect(map.body.data.places.find((p: { id: string }) => p.id === zone.data.id)).toMatchObject({
      riskLevel: 'SIGNIFICANT',
    });
    expect(map.body.data.points).toContainEqual(
      expect.objectContaining({ id: pid, layoutX: 0.7, layoutY: 0.8, riskLevel: 'SIGNIFICANT' }),
    );
    const overview = await t.call('GET', `${L}/place/overview/${zone.data.id}`, token);
    expect(overview.body.data.place).toMatchObject({ id: zone.data.id, riskLevel: 'SIGNIFICANT' });
    expect(overview.body.data.points.map((p: { id: string }) => p.id)).toEqual([pid]);
    expect(overview.body.data.latestChecks).toEqual([]);
    expect(overview.body.data.openDangers).toEqual([]);
    const settings = await t.call('GET', `${L}/mapSettings`, token);
    expect(settings.body.data).toEqual({ tileUrl: '', center: '31.230416,121.473701', zoom: 17 });
    await t.call('POST', '/api/calf-system/param/submit', token, {
      paramName: '地图瓦片',
      paramKey: 'map.tileUrl',
      paramValue: 'https://tiles.example.internal/{z}/{x}/{y}.png',
    });
    expect((await t.call('GET', `${L}/mapSettings`, token)).body.data.tileUrl).toBe(
      'https://tiles.example.internal/{z}/{x}/{y}.png',
    );
    const missing = await t.call('GET', `${L}/tenantLayout/map`, token, undefined, {
      layoutId: '123456789012345678',
    });
    expect(missing.status).toBe(404);
  });

  it('keeps tenants apart and checks permissions', async () => {
    const mine = await newPlace({ name: '本租户区域' });
    const other = await createTenantWithAdmin(t.db, pageCodes('place', 'tenantLayout'));
    const otherTok = await t.login({
      tenantId: other.tenantId,
      account: other.admin.account,
      password: other.admin.password,
    });
    expect((await t.call('GET', `${L}/place/tree`, otherTok)).body.data).toEqual([]);
    expect((await t.call('POST', `${L}/place/list`, otherTok, {})).body.data.total).toBe(0);
    expect((await t.call('GET', `${L}/place/get/${mine.data.id}`, otherTok)).status).toBe(404);
    expect((await t.call('GET', `${L}/place/overview/${mine.data.id}`, otherTok)).status).toBe(404);
    const adopt = await t.call('POST', `${L}/place/submit`, otherTok, {
      name: 'x',
      placeType: 'AREA',
      parentId: mine.data.id,
    });
    expect(adopt.status).toBe(400);
    expect(
      (await t.call('POST', `${L}/place/remove`, otherTok, undefined, { ids: mine.data.id })).status,
    ).toBe(404);
    expect((await t.call('POST', `${L}/tenantLayout/list`, otherTok, {})).body.data.total).toBe(0);
    expect((await t.call('GET', `${L}/tenantLayout/map`, otherTok)).body.data.layout).toBeNull();

    const viewer = await createUser(t.db, {
      tenantId: '000000',
      roleAlias: 'viewer',
      menus: ['place', 'tenantLayout'],
    });
    const vTok = await t.login({ account: viewer.account, password: viewer.password });
    expect((await t.call('GET', `${L}/place/tree`, vTok)).body.code).toBe(200);
    expect((await t.call('GET', `${L}/tenantLayout/map`, vTok)).body.code).toBe(200);
    expect((await t.call('POST', `${L}/place/submit`, vTok, { name: 'y', placeType: 'AREA' })).status).toBe(
      403,
    );
    expect((await t.call('POST', `${L}/place/remove`, vTok, undefined, { ids: mine.data.id })).status).toBe(
      403,
    );
    expect((await upload(vTok, 'p.svg', SVG)).status).toBe(403);
    expect((await t.call('POST', `${L}/tenantLayout/update`, vTok, { id: '1', name: 'x' })).status).toBe(403);
    // the place field of a risk point (read only, its 查看) and of a danger reported reads the tree
    for (const menus of [['riskPointType'], ['dangerRecord', 'dangerRecord_add']]) {
      const reader = await createUser(t.db, {
        tenantId: '000000',
        roleAlias: `reader${menus.length}`,
        menus,
      });
      const rTok = await t.login({ account: reader.account, password: reader.password });
      expect((await t.call('GET', `${L}/place/tree`, rTok)).body.code, menus.join()).toBe(200);
      expect((await t.call('GET', `${L}/place/overview/${mine.data.id}`, rTok)).status).toBe(403);
    }
    const nobody = await createUser(t.db, { tenantId: '000000', roleAlias: 'nobody', menus: [] });
    const nTok = await t.login({ account: nobody.account, password: nobody.password });
    expect((await t.call('GET', `${L}/place/tree`, nTok)).status).toBe(403);
    expect((await t.call('GET', `${L}/tenantLayout/map`, nTok)).status).toBe(403);
    expect((await t.call('GET', `${L}/place/overview/${mine.data.id}`, nTok)).status).toBe(403);
  });
});
