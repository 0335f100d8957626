import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

// Issue #9 finding 5: ordinary input answered with 500.
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
});
afterAll(() => t.close());

const S = '/api/calf-system';

describe('empty optional values', () => {
  it('a post posted back exactly as page returned it, with empty and null optional text, saves', async () => {
    const created = await t.call('POST', `${S}/post/submit`, tok, {
      category: 1,
      postCode: 'rb1',
      postName: '安全员',
      sort: 1,
      remark: null,
    });
    expect(created.body.code).toBe(200);
    const page = await t.call('POST', `${S}/post/page`, tok, { current: 1, size: 100 });
    const row = page.body.data.records.find((r: { postCode: string }) => r.postCode === 'rb1');
    expect(row).toBeDefined();
    for (const remark of ['', null]) {
      const res = await t.call('POST', `${S}/post/submit`, tok, { ...row, remark });
      expect(res.status, String(remark)).toBe(200);
    }
  });

  it('a top menu with an empty source and a tenant with empty urls save', async () => {
    const top = await t.call('POST', `${S}/topmenu/submit`, tok, {
      code: 'rb-top',
      name: '顶部',
      source: '',
      sort: 1,
    });
    expect(top.status).toBe(200);
    const tenants = await t.call('POST', `${S}/tenant/page`, tok, { current: 1, size: 10 });
    const first = tenants.body.data.records[0];
    const res = await t.call('POST', `${S}/tenant/submit`, tok, {
      ...first,
      domainUrl: null,
      backgroundUrl: '',
    });
    expect(res.status).toBe(200);
  });
});

describe('body shape limits', () => {
  it('refuses deeply nested JSON with a clear 400', async () => {
    const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${S}/post/submit`,
      payload: `{"remark": ${deep}}`,
      headers: { 'content-type': 'application/json', 'calf-auth': `bearer ${tok}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('嵌套');
  });

  it('refuses removes and grants with 70,000 ids with a clear 400 (at most 10,000 per list)', async () => {
    const ids = Array.from({ length: 70000 }, (_, i) => String(1000000000000 + i));
    const remove = await t.call('POST', `${S}/post/remove`, tok, { ids });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toBe('参数错误: ids 最多10000项');
    const grant = await t.call('POST', '/api/calf-user/grant', tok, {
      userIds: ids.join(','),
      roleIds: ids.slice(0, 2).join(','),
    });
    expect(grant.status).toBe(400);
    expect(grant.body.msg).toBe('参数错误: userIds 最多10000项');
    // at the limit the lists are bound as one array: nothing found, no bind-parameter failure
    const atLimit = await t.call('POST', `${S}/post/remove`, tok, { ids: ids.slice(0, 10000) });
    expect(atLimit.status).toBe(404);
  });
});
