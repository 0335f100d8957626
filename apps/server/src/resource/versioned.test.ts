import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayerApp, widget } from '../../test/layer-fixture';
import { updateVersioned } from './versioned';

const URL = '/api/test/widget';
let t: Awaited<ReturnType<typeof createLayerApp>>;

beforeAll(async () => {
  t = await createLayerApp();
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => t.call('POST', `${URL}/save`, t.tok, body);
const update = (body: Record<string, unknown>) => t.call('POST', `${URL}/update`, t.tok, body);

describe('optimistic locking', () => {
  it('starts at version 0, bumps it on every update and ignores a version sent on insert', async () => {
    const { id, version } = (await save({ title: 'v', version: 7 })).body.data;
    expect(version).toBe(0);
    const a = await update({ id, version: 0, title: 'v1' });
    expect(a.body.data).toMatchObject({ title: 'v1', version: 1 });
    expect((await update({ id, version: 1, title: 'v2' })).body.data.version).toBe(2);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const { id } = (await save({ title: 'stale' })).body.data;
    await update({ id, version: 0, title: 'first' });
    const late = await update({ id, version: 0, title: 'second' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 409, success: false, msg: '数据已被他人修改,请刷新后重试' });
    const row = (await t.db.select().from(widget).where(eq(widget.id, id)))[0];
    expect(row).toMatchObject({ title: 'first', version: 1 });
  });

  it('requires the version on update (submit with an id too)', async () => {
    const { id } = (await save({ title: 'need' })).body.data;
    const res = await update({ id, title: 'x' });
    expect(res.body).toMatchObject({ code: 400, msg: '参数错误: version 不能为空,请刷新后重试' });
    const sub = await t.call('POST', `${URL}/submit`, t.tok, { id, title: 'x', version: 'abc' });
    expect(sub.body.code).toBe(400);
  });

  it('of two concurrent updates with the same version exactly one wins', async () => {
    const { id } = (await save({ title: 'race' })).body.data;
    const answers = await Promise.all([1, 2, 3].map((i) => update({ id, version: 0, title: `r${i}` })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409, 409]);
  });

  it('updateVersioned serves hand-written updates of other modules', async () => {
    const { id } = (await save({ title: 'helper' })).body.data;
    const where = eq(widget.id, id);
    const saved = await updateVersioned(t.db, widget, { where, version: 0, set: { title: 'h1' } });
    expect(saved).toMatchObject({ title: 'h1', version: 1 });
    await expect(updateVersioned(t.db, widget, { where, version: 0, set: { title: 'h2' } })).rejects.toThrow(
      '数据已被他人修改,请刷新后重试',
    );
  });
});
