import { and, eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipartFile, unlockAdmin } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import type { RequestContext } from '../../core/context';
import { role, roleMenu, tenant, user, usualLog } from '../../db/schema';
import { routeCollector, SESSION_ENDING } from '../../sweep/sweep-kit';
import { createTenant } from './tenant';
import { tenantOwnedTables } from './tenant-removal';

/**
 * Issue #38 item 9: removing a tenant left its roles (and departments, posts, parameters, files…)
 * in the platform administrator's lists: 9 more roles after each add/remove round trip.
 */
const collector = routeCollector();
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collector.onRoute });
  tok = await t.login();
});
afterAll(() => t.close());

const T = '/api/calf-system/tenant';

/**
 * Every read of the platform administrator that lists rows: GET routes without a path parameter
 * (files, exports and side effects left out) and the POST pages and lists. The audit logs are
 * left out on purpose: they are kept as the record of what a removed tenant did.
 */
const lists = () =>
  collector.routes.filter(
    (r) =>
      !r.access.public &&
      !SESSION_ENDING.has(r.url) &&
      !r.url.includes(':') &&
      !r.url.startsWith('/api/calf-log/') &&
      (r.method === 'GET'
        ? !/(export|download|template|weather|clear-cache|captcha)/i.test(r.url)
        : /\/(page|list|tree|select|lazy-list|lazy-tree)$/.test(r.url)),
  );

/** The routes whose answer shows any of the needles, read as the platform administrator. */
async function sweep(needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const r of lists()) {
    const res = await t.app.inject({
      method: r.method,
      url: r.url,
      query: { current: '1', size: '1000' },
      headers: { 'calf-auth': `bearer ${tok}` },
      ...(r.method === 'POST' ? { payload: { current: 1, size: 1000 } } : {}),
    });
    expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    const found = needles.filter((n) => res.body.includes(n));
    if (found.length) hits.push(`${r.method} ${r.url}: ${found.join(', ')}`);
  }
  return hits;
}

type Node = { children?: Node[] };
const count = (nodes: Node[]): number => nodes.reduce((n, x) => n + 1 + count(x.children ?? []), 0);
const platformRoles = async () => count((await t.call('GET', '/api/calf-system/role/list', tok)).body.data);

async function addTenant(name: string): Promise<{ id: string; code: string }> {
  const res = await t.call('POST', `${T}/submit`, tok, {
    tenantName: name,
    linkman: 'x',
    adminPassword: 'Initial#2026',
  });
  expect(res.body.code).toBe(200);
  return { id: res.body.data.id, code: res.body.data.tenantId };
}

describe('removing a tenant', () => {
  it('reads every tenant-owned table from the schema', () => {
    const names = tenantOwnedTables().map((x) => getTableName(x));
    for (const n of ['calf_user', 'calf_role', 'calf_dept', 'calf_post', 'calf_param', 'calf_attach'])
      expect(names).toContain(n);
    expect(names).toContain('calf_top_menu');
    expect(names).toContain('danger_record');
    expect(names).not.toContain('calf_tenant');
  });

  it('hides everything it owned from every list of the platform administrator', async () => {
    const mark = `zg${Date.now().toString(36)}`;
    const { id, code } = await addTenant(mark);
    await unlockAdmin(t.db, code);
    const admin = await t.login({ tenantId: code, account: 'admin', password: 'Initial#2026' });
    const submit = async (path: string, body: Record<string, unknown>) => {
      const res = await t.call('POST', `/api/${path}/submit`, admin, body);
      expect(res.body.code, `${path}: ${res.body.msg}`).toBe(200);
      return res.body.data as { id: string };
    };
    const dept = await submit('calf-system/dept', {
      deptName: mark,
      fullName: mark,
      deptCategory: 1,
      sort: 1,
    });
    await submit('calf-system/post', { category: 1, postCode: mark, postName: mark, sort: 1 });
    await submit('calf-system/param', { paramName: mark, paramKey: `${mark}.key`, paramValue: mark });
    await submit('calf-system/topmenu', { code: mark, name: mark, source: 'x', sort: 1 });
    await submit('calf-desk/notice', { title: mark, category: 1, releaseTime: '2026-01-01 08:00:00' });
    await submit('shtmp-risk/riskLawRegulation', { title: mark, docNo: mark, level: 'LAW' });
    const roleRes = await t.call('POST', '/api/calf-system/role/submit', admin, {
      roleName: mark,
      roleAlias: mark,
      sort: 1,
      parentId: '0',
    });
    expect(roleRes.body.code, roleRes.body.msg).toBe(200);
    await createUser(t.db, { tenantId: code, account: mark, deptId: dept.id });
    const file = multipartFile(`${mark}.txt`, 'tenant file');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/calf-resource/oss/endpoint/put-file-attach',
      payload: file.payload,
      headers: { ...file.headers, 'calf-auth': `bearer ${admin}` },
    });
    expect(up.statusCode).toBe(200);

    const needles = [mark, `"tenantId":"${code}"`];
    const before = await sweep(needles);
    // the sweep sees the tenant's rows where the platform administrator reaches them
    expect(before.some((h) => h.startsWith('GET /api/calf-system/role/list'))).toBe(true);
    expect(before.some((h) => h.startsWith('GET /api/calf-system/tenant/list'))).toBe(true);

    expect((await t.call('POST', `${T}/remove`, tok, undefined, { ids: id })).body.code).toBe(200);
    expect(await sweep(needles)).toEqual([]);
    // every tenant-owned row is soft-deleted, the links of its roles are gone
    for (const table of tenantOwnedTables()) {
      const cols = table as unknown as Record<string, never>;
      const live = await t.db
        .select()
        .from(table)
        .where(and(eq(cols.tenantId, code), eq(cols.isDeleted, 0)));
      expect(live, getTableName(table)).toEqual([]);
    }
    const roleIds = (await t.db.select({ id: role.id }).from(role).where(eq(role.tenantId, code))).map(
      (r) => r.id,
    );
    expect(roleIds.length).toBeGreaterThanOrEqual(10);
    for (const roleId of roleIds)
      expect(await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId))).toEqual([]);
    // its accounts no longer sign in
    expect((await t.token({ tenantId: code, account: mark, password: 'Test@12345' })).status).toBe(400);
  });

  it('leaves the platform role list as it was after add/remove round trips, each new tenant seeded afresh', async () => {
    const baseline = await platformRoles();
    for (let i = 0; i < 3; i++) {
      const { id, code } = await addTenant(`往返企业${i}`);
      const seeded = await t.db
        .select({ alias: role.roleAlias })
        .from(role)
        .where(and(eq(role.tenantId, code), eq(role.isDeleted, 0)));
      expect(seeded.length).toBe(new Set(seeded.map((r) => r.alias)).size);
      expect(await platformRoles()).toBe(baseline + seeded.length);
      expect((await t.call('POST', `${T}/remove`, tok, undefined, { ids: id })).body.code).toBe(200);
      expect(await platformRoles()).toBe(baseline);
      const users = await t.db
        .select()
        .from(user)
        .where(and(eq(user.tenantId, code), eq(user.isDeleted, 0)));
      expect(users).toEqual([]);
    }
    const [gone] = await t.db.select().from(tenant).where(eq(tenant.tenantName, '往返企业0'));
    expect(gone.isDeleted).toBe(1);
  });

  it("gives a removed tenant's code to a new tenant, which starts empty", async () => {
    const mark = `zr${Date.now().toString(36)}`;
    const { id, code } = await addTenant(mark);
    await createUser(t.db, { tenantId: code, account: mark });
    expect((await t.call('POST', `${T}/remove`, tok, undefined, { ids: id })).body.code).toBe(200);
    // its audit log stays while the code is unused
    await t.db
      .insert(usualLog)
      .values({ id: String(Date.now()), tenantId: code, logId: mark, logData: mark });
    expect(await t.db.$count(usualLog, eq(usualLog.tenantId, code))).toBe(1);

    // a new tenant drawn the same code: the removed one's rows (soft-deleted ones, logs, its row) go
    const ctx = { tenantId: '000000', userId: '1' } as RequestContext;
    const again = await createTenant(
      t.db,
      ctx,
      { tenantName: `${mark}b`, linkman: 'x', adminPassword: 'Initial#2026' },
      () => code,
    );
    expect(again.tenantId).toBe(code);
    const holders = await t.db.select().from(tenant).where(eq(tenant.tenantId, code));
    expect(holders.map((h) => h.tenantName)).toEqual([`${mark}b`]);
    expect(await t.db.select().from(user).where(eq(user.account, mark))).toEqual([]);
    expect(await t.db.$count(usualLog, eq(usualLog.tenantId, code))).toBe(0);
    const accounts = await t.db.select({ account: user.account }).from(user).where(eq(user.tenantId, code));
    expect(accounts).toEqual([{ account: 'admin' }]);
    await unlockAdmin(t.db, code);
    expect((await t.token({ tenantId: code, account: 'admin', password: 'Initial#2026' })).status).toBe(200);

    // a live tenant's code is never drawn again: the next free one is taken
    const free = code === '999999' ? '999998' : '999999';
    let draws = 0;
    const other = await createTenant(
      t.db,
      ctx,
      { tenantName: `${mark}c`, linkman: 'x', adminPassword: 'Initial#2026' },
      () => (draws++ === 0 ? code : free),
    );
    expect(other.tenantId).not.toBe(code);
    expect(draws).toBe(2);
  });
});
