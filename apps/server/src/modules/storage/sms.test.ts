import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { decryptSecret } from '../../core/crypto';
import { sms } from '../../db/schema';
import { aliyunDriver, smsDrivers } from './sms-drivers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const send = (tok: string, query: Record<string, string>) =>
  t.call('POST', '/api/calf-resource/sms/endpoint/send-message', tok, undefined, query);
const messages = (tok: string, filters: Record<string, unknown> = {}) =>
  t.call('POST', '/api/calf-resource/sms/message/page', tok, { current: 1, size: 50, ...filters });

describe('sms', () => {
  it('sends through the record-only driver when no config is enabled and lists the message', async () => {
    const res = await send(token, { phones: '13800138000,13900139000', params: '{"code":"4321"}' });
    expect(res.body).toMatchObject({ code: 200, msg: '短信发送成功' });
    const page = await messages(token, { phone: '13800138000' });
    expect(page.body.data.records).toHaveLength(1);
    expect(page.body.data.records[0]).toMatchObject({
      phone: '13800138000',
      driver: 'record',
      status: 1,
      params: '{"code":"4321"}',
    });
    const all = await messages(token, {
      status_equal: 1,
      createTime_datege: '2000-01-01 00:00:00',
      createTime_datelt: '2999-01-01 00:00:00',
    });
    expect(all.body.data.records.map((r: { phone: string }) => r.phone).sort()).toEqual([
      '13800138000',
      '13900139000',
    ]);
    const none = await messages(token, { createTime_datelt: '2000-01-01 00:00:00' });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses phones that are not 11-digit mainland numbers and bad params, recording nothing', async () => {
    const before = (await messages(token)).body.data.total;
    for (const phones of ['', '1380013800', '23800138000', '13800138000,abc', '138001380001']) {
      const res = await send(token, { phones });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^短信发送失败: /);
    }
    expect((await send(token, { phones: '13800138000', params: '[1]' })).body.msg).toContain('JSON 对象');
    expect((await send(token, { phones: '13800138000', params: '{bad' })).body.code).toBe(400);
    expect((await messages(token)).body.data.total).toBe(before);
  });

  it('stores the secret key encrypted and returns it masked everywhere', async () => {
    const secret = 'SuperSecretKey0123456789';
    const saved = await t.call('POST', '/api/calf-resource/sms/submit', token, {
      category: 3,
      smsCode: 'ali-mask',
      templateId: 'SMS_1',
      accessKey: 'ak-1',
      secretKey: secret,
      signName: '测试',
    });
    expect(saved.body.code).toBe(200);
    const id = saved.body.data.id as string;
    const seen = [
      saved.body.data,
      (await t.call('GET', `/api/calf-resource/sms/detail`, token, undefined, { id })).body.data,
      (await t.call('POST', '/api/calf-resource/sms/page', token, { smsCode: 'ali-mask' })).body.data
        .records[0],
    ];
    for (const row of seen) {
      expect(row.secretKey).toMatch(/\*{6}/);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    const [stored] = await t.db.select().from(sms).where(eq(sms.id, id));
    expect(stored.secretKey).toMatch(/^v1:/);
    expect(decryptSecret(t.config.dataKey, String(stored.secretKey))).toBe(secret);
    // The edit form sends the mask back: the stored secret stays; update answers masked too.
    const upd = await t.call('POST', '/api/calf-resource/sms/submit', token, {
      id,
      secretKey: seen[1].secretKey,
      remark: 'x',
      status: 2,
    });
    expect(upd.body.data.secretKey).toMatch(/\*{6}/);
    const [after] = await t.db.select().from(sms).where(eq(sms.id, id));
    expect(decryptSecret(t.config.dataKey, String(after.secretKey))).toBe(secret);
    expect(after.status).toBe(1); // status only changes through enable
  });

  it('enable keeps exactly one active config per tenant', async () => {
    const ids: string[] = [];
    for (const code of ['rec-a', 'rec-b']) {
      const r = await t.call('POST', '/api/calf-resource/sms/submit', token, { category: 5, smsCode: code });
      ids.push(r.body.data.id);
    }
    for (const id of [...ids, ids[0]]) {
      expect((await t.call('POST', `/api/calf-resource/sms/enable/${id}`, token)).body.code).toBe(200);
      const active = await t.db
        .select({ id: sms.id })
        .from(sms)
        .where(and(eq(sms.tenantId, '000000'), eq(sms.status, 2)));
      expect(active).toEqual([{ id }]);
    }
    expect((await t.call('POST', '/api/calf-resource/sms/enable/1', token)).status).toBe(404);
    // The enabled record config is used when no code is given.
    expect((await send(token, { phones: '13700137000' })).body.code).toBe(200);
    const [row] = (await messages(token, { phone: '13700137000' })).body.data.records;
    expect(row).toMatchObject({ smsCode: 'rec-a', smsId: ids[0] });
  });

  it('sends with the Aliyun driver by code (fake HTTP) and records provider failures with the reason', async () => {
    const urls: string[] = [];
    let answer = '{"Code":"OK","Message":"OK","BizId":"biz-1"}';
    const original = smsDrivers.aliyun;
    smsDrivers.aliyun = aliyunDriver({
      fetch: async (url) => {
        urls.push(url);
        return { status: 200, text: async () => answer };
      },
    });
    try {
      const ok = await send(token, { code: 'ali-mask', phones: '13600136000', params: '{"n":1}' });
      expect(ok.body).toMatchObject({ code: 200, msg: '短信发送成功', data: { messageId: 'biz-1' } });
      const q = new URL(urls[0]).searchParams;
      expect(q.get('AccessKeyId')).toBe('ak-1');
      expect(q.get('TemplateParam')).toBe('{"n":"1"}');
      expect(q.get('Signature')).toBeTruthy();
      answer = '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发流控"}';
      const bad = await send(token, { code: 'ali-mask', phones: '13600136001' });
      expect(bad.body.msg).toBe('短信发送失败: isv.BUSINESS_LIMIT_CONTROL: 触发流控');
      const [failed] = (await messages(token, { phone: '13600136001', status_equal: 2 })).body.data.records;
      expect(failed).toMatchObject({ driver: 'aliyun', error: 'isv.BUSINESS_LIMIT_CONTROL: 触发流控' });
      expect((await send(token, { code: 'nope', phones: '13600136001' })).body.msg).toContain(
        '未找到短信配置',
      );
    } finally {
      smsDrivers.aliyun = original;
    }
  });

  it('keeps configs and messages per tenant and checks the send permission', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('sms'));
    const tok = await t.login({ tenantId: other.tenantId, account: 'admin', password: other.admin.password });
    expect((await messages(tok)).body.data.total).toBe(0);
    expect((await t.call('POST', '/api/calf-resource/sms/page', tok, {})).body.data.total).toBe(0);
    expect((await send(tok, { phones: '13500135000' })).body.code).toBe(200);
    expect((await messages(tok)).body.data.total).toBe(1);
    expect((await messages(token, { phone: '13500135000' })).body.data.total).toBe(0);
    const viewer = await createTenantWithAdmin(t.db, ['sms']);
    const vt = await t.login({
      tenantId: viewer.tenantId,
      account: 'admin',
      password: viewer.admin.password,
    });
    expect((await send(vt, { phones: '13500135000' })).status).toBe(403);
  });
});
