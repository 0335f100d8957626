import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { createScheduler } from '../../core/jobs';
import { apiLog, errorLog, param, usualLog } from '../../db/schema';
import { flushLogWrites } from './pending';
import { logRetentionJob } from './retention';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('API log', () => {
  it('records an edit with secrets masked and its duration; GETs are not recorded', async () => {
    const before = (await t.db.select().from(apiLog)).length;
    await t.call('GET', '/api/calf-system/param/list', token);
    await t.call('POST', '/api/calf-system/param/page', token, {});
    await flushLogWrites();
    expect((await t.db.select().from(apiLog)).length).toBe(before);

    const res = await t.call(
      'POST',
      '/api/calf-system/param/submit',
      token,
      {
        paramName: '测试参数',
        paramKey: 'test.masked',
        paramValue: 'v',
        password: 'hunter2-plain',
        nested: { Token: 'tok-plain', list: [{ secretKey: 'sk-plain' }], newPassword1: 'np-plain' },
      },
      { 'calf-Auth': 'query-token-plain' },
    );
    expect(res.body.code).toBe(200);
    await flushLogWrites();
    const rows = await t.db
      .select()
      .from(apiLog)
      .where(eq(apiLog.requestUri, '/api/calf-system/param/submit'));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ tenantId: '000000', createBy: 'admin', method: 'POST', httpStatus: 200 });
    expect(row.time).toBeGreaterThanOrEqual(0);
    expect(row.params).toContain('test.masked');
    expect(row.params).not.toMatch(/hunter2|tok-plain|sk-plain|np-plain|query-token-plain/);
    expect(row.params).toContain('******');
  });

  it('writes usual logs for sign-in success and failure', async () => {
    await t.token({ password: 'wrong-password' });
    await flushLogWrites();
    const rows = await t.db.select().from(usualLog).where(eq(usualLog.tenantId, '000000'));
    const ids = rows.map((r) => r.logId);
    expect(ids).toContain('login.success');
    expect(ids).toContain('login.failure');
    expect(rows.find((r) => r.logId === 'login.failure')?.logData).not.toContain('wrong-password');
  });

  it('is scoped by tenant: a tenant sees its own logs, the platform administrator sees all', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('logApi', 'logUsual', 'logError', 'param'));
    const tok = await t.login({ tenantId: other.tenantId, account: 'admin', password: other.admin.password });
    await t.call('POST', '/api/calf-system/param/submit', tok, {
      paramName: 'p',
      paramKey: 'k',
      paramValue: 'v',
    });
    await flushLogWrites();
    const mine = await t.call('GET', '/api/calf-log/api/page', tok, undefined, { current: '1', size: '100' });
    expect(mine.body.code).toBe(200);
    const tenants = new Set(mine.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect([...tenants]).toEqual([other.tenantId]);
    const adminView = await t.call('POST', '/api/calf-log/api/page', token, { size: 100 });
    const seen = new Set(adminView.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(seen.has('000000') && seen.has(other.tenantId)).toBe(true);
    const platformRow = adminView.body.data.records.find(
      (r: { tenantId: string }) => r.tenantId === '000000',
    );
    const denied = await t.call('GET', `/api/calf-log/api/get/${platformRow.id}`, tok);
    expect(denied.status).toBe(404);
    const usual = await t.call('GET', '/api/calf-log/usual/page', tok, undefined, { logId: 'login' });
    expect(usual.body.data.records.every((r: { tenantId: string }) => r.tenantId === other.tenantId)).toBe(
      true,
    );
    const xlsx = await t.call('GET', '/api/calf-log/api/exportExcel', tok);
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.raw.headers['content-type'])).toContain('spreadsheetml');
    const noGrant = await createTenantWithAdmin(t.db, ['logApi']);
    const tok2 = await t.login({
      tenantId: noGrant.tenantId,
      account: 'admin',
      password: noGrant.admin.password,
    });
    expect((await t.call('GET', '/api/calf-log/api/exportExcel', tok2)).status).toBe(403);
  });
});

describe('log retention', () => {
  it('deletes rows older than log.retentionDays only, under the job lock', async () => {
    await t.db.update(param).set({ paramValue: '30' }).where(eq(param.paramKey, 'log.retentionDays'));
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const recent = new Date(Date.now() - 29 * 24 * 3600 * 1000);
    const ids = { oldApi: nextId(), newApi: nextId(), oldUsual: nextId(), oldError: nextId() };
    await t.db.insert(apiLog).values([
      { id: ids.oldApi, tenantId: '000000', createTime: old },
      { id: ids.newApi, tenantId: '000000', createTime: recent },
    ]);
    await t.db.insert(usualLog).values({ id: ids.oldUsual, tenantId: '000000', createTime: old });
    await t.db.insert(errorLog).values({ id: ids.oldError, tenantId: '000000', createTime: old });
    const jobs = createScheduler(t.db);
    jobs.add(logRetentionJob);
    expect(await jobs.runNow('log-retention')).toBe(true);
    expect(await t.db.select().from(apiLog).where(eq(apiLog.id, ids.oldApi))).toHaveLength(0);
    expect(await t.db.select().from(apiLog).where(eq(apiLog.id, ids.newApi))).toHaveLength(1);
    expect(await t.db.select().from(usualLog).where(eq(usualLog.id, ids.oldUsual))).toHaveLength(0);
    expect(await t.db.select().from(errorLog).where(eq(errorLog.id, ids.oldError))).toHaveLength(0);
    expect((await t.db.select().from(apiLog)).length).toBeGreaterThan(1);
  });

  it('skips a run while another node holds the lock', async () => {
    const jobs = createScheduler(t.db);
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    jobs.add({
      name: 'slow',
      everyMs: 1000,
      run: async () => {
        runs++;
        await gate;
      },
    });
    const first = jobs.runNow('slow');
    await new Promise((r) => setTimeout(r, 100));
    expect(await jobs.runNow('slow')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
  });
});
