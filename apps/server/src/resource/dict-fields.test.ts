import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayerApp, widget } from '../../test/layer-fixture';

const URL = '/api/test/widget';
let t: Awaited<ReturnType<typeof createLayerApp>>;

beforeAll(async () => {
  t = await createLayerApp();
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => t.call('POST', `${URL}/save`, t.tok, body);
const stored = async (id: string) => (await t.db.select().from(widget).where(eq(widget.id, id)))[0];

describe('dictionary fields', () => {
  it('accepts keys of the system and business dictionaries and returns their labels', async () => {
    const res = await save({ title: 'a', flag: 2, category: 'OPERATION', accidents: ['08', '01'] });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      flag: 2,
      flagName: '是',
      category: 'OPERATION',
      categoryName: '操作及作业活动',
      accidents: ['08', '01'],
      accidentsName: '火灾,物体打击',
    });
    const got = await t.call('GET', `${URL}/detail`, t.tok, undefined, { id: res.body.data.id });
    expect(got.body.data).toMatchObject({ flagName: '是', accidentsName: '火灾,物体打击' });
  });

  it('labels the values in English when the caller asks for it (Accept-Language)', async () => {
    const { id } = (await save({ title: 'en', flag: 2, category: 'OPERATION', accidents: ['08', '01'] })).body
      .data;
    const en = await t.call('GET', `${URL}/detail`, t.tok, undefined, { id }, { 'accept-language': 'en-US' });
    expect(en.body.data).toMatchObject({
      flagName: 'Yes',
      categoryName: 'Operation or Job Activity',
      accidentsName: 'Fire,Struck by Object',
    });
    const zh = await t.call('GET', `${URL}/detail`, t.tok, undefined, { id }, { 'accept-language': 'zh-CN' });
    expect(zh.body.data).toMatchObject({ flagName: '是', accidentsName: '火灾,物体打击' });
  });

  it('takes a comma string for a multiple dictionary and stores a text array', async () => {
    const res = await save({ title: 'b', accidents: '05,09' });
    expect(res.body.data.accidents).toEqual(['05', '09']);
    expect((await stored(res.body.data.id)).accidents).toEqual(['05', '09']);
  });

  it('refuses a key that is not in the dictionary, naming the field and the value', async () => {
    const single = await save({ title: 'c', flag: 7 });
    expect(single.body).toMatchObject({ code: 400, msg: '参数错误: flag 的值 [7] 不是有效的是否' });
    const biz = await save({ title: 'c', category: 'NOPE' });
    expect(biz.body.msg).toBe('参数错误: category 的值 [NOPE] 不是有效的风险点类别');
    const many = await save({ title: 'c', accidents: ['08', '99'] });
    expect(many.body.msg).toBe('参数错误: accidents 的值 [99] 不是有效的事故类型');
    const { id, version } = (await save({ title: 'c' })).body.data;
    const upd = await t.call('POST', `${URL}/update`, t.tok, { id, version, accidents: 'x' });
    expect(upd.body.code).toBe(400);
  });

  it('validates status against the dictionary the definition names', async () => {
    // the generic normalisation refuses it before the dictionary check, with its own message
    const refused = (await save({ title: 's', status: 9 })).body;
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('status');
    expect((await save({ title: 's', status: 2 })).body.data.status).toBe(2);
  });

  it('filters a multiple dictionary by one key (array containment) and labels a whole page', async () => {
    await save({ title: 'f1', accidents: ['03', '04'] });
    await save({ title: 'f2', accidents: ['04'] });
    await save({ title: 'f3', accidents: ['03'] });
    const res = await t.call('GET', `${URL}/list`, t.tok, undefined, {
      accidents_equal: '04',
      title_likeright: 'f',
      ascs: 'title',
    });
    const titles = res.body.data.records.map((r: { title: string }) => r.title).sort();
    expect(titles).toEqual(['f1', 'f2']);
    for (const r of res.body.data.records) expect(r.accidentsName).toContain('起重伤害');
    const { rows } = await t.pool.query(
      "select indexdef from pg_indexes where tablename = 'test_widget' and indexdef like '%gin%'",
    );
    expect(rows.map((r) => r.indexdef).join('\n')).toMatch(/USING gin \(accidents\)/);
  });
});

describe('computed fields', () => {
  it('drops a calc value sent by the client and keeps the one the module hook sets', async () => {
    const res = await save({ title: 'calc', score: 12, riskLevel: 4 });
    expect(res.body.data.riskLevel).toBe(1);
    expect((await stored(res.body.data.id)).riskLevel).toBe(1);
    const { id, version } = res.body.data;
    const upd = await t.call('POST', `${URL}/update`, t.tok, { id, version, score: 3, riskLevel: 1 });
    expect(upd.body.data.riskLevel).toBe(2);
    expect((await stored(id)).riskLevel).toBe(2);
    const only = await t.call('POST', `${URL}/update`, t.tok, { id, version: version + 1, riskLevel: 1 });
    expect(only.body.code).toBe(200);
    expect((await stored(id)).riskLevel).toBe(2);
  });
});
