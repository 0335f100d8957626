import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, multipartFile, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { tenantToday } from '../education/settings';
import { addMonths, expiryFlags } from './expiry';
import { riskApi } from './test-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };
let today: string;
let other: { tenantId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
  today = await tenantToday(t.db, '000000');
  const o = await createTenantWithAdmin(t.db, () => true);
  other = {
    tenantId: o.tenantId,
    token: await t.login({ tenantId: o.tenantId, account: o.admin.account, password: o.admin.password }),
  };
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n安全生产法 全文\n%%EOF');

async function upload(as: string, name: string, data: Buffer, type: string): Promise<string> {
  const { payload, headers } = multipartFile(name, data, { contentType: type });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calf-resource/oss/endpoint/put-file-attach',
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${as}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { attachId: string } }).data.attachId;
}

const plusDays = (d: string, n: number) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

describe('expiry flags (§2.6)', () => {
  it('expiring within the warning days, expired before today, nothing without a date', () => {
    expect(expiryFlags('2026-11-23', '2026-11-23', 30)).toEqual({ expiring: true, expired: false });
    expect(expiryFlags('2026-12-23', '2026-11-23', 30)).toEqual({ expiring: true, expired: false });
    expect(expiryFlags('2026-12-24', '2026-11-23', 30)).toEqual({ expiring: false, expired: false });
    expect(expiryFlags('2026-11-22', '2026-11-23', 30)).toEqual({ expiring: false, expired: true });
    expect(expiryFlags(null, '2026-11-23', 30)).toEqual({ expiring: false, expired: false });
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 12)).toBe('2026-11-15');
  });
});

describe('laws, regulations and standards', () => {
  it('saves a law with its file, computes the next review with flags, downloads the file', async () => {
    const fileId = await upload(token, '安全生产法.pdf', PDF, 'application/pdf');
    const law = await api.data('riskLawRegulation/save', {
      title: '中华人民共和国安全生产法',
      docNo: '主席令第88号',
      level: 'LAW',
      effectiveDate: '2021-09-01',
      lastEvaluatedAt: addMonths(plusDays(today, 10), -12),
      reviewCycleMonths: 12,
      docStatus: 'EFFECTIVE',
      complianceResult: 'COMPLIANT',
      fileId,
    });
    expect(law.nextReviewDate).toBe(addMonths(addMonths(plusDays(today, 10), -12), 12));
    expect(law).toMatchObject({ expiring: true, expired: false, levelName: '法律' });
    expect(law.fileIdUrl).toContain('/oss/endpoint/file/');
    const old = await api.data('riskLawRegulation/save', {
      title: 'GB 6441-1986 企业职工伤亡事故分类',
      level: 'NATIONAL_STD',
      effectiveDate: '2020-01-01',
      docStatus: 'EFFECTIVE',
    });
    expect(old).toMatchObject({ nextReviewDate: '2021-01-01', expired: true, expiring: false });

    const page = await api.data('riskLawRegulation/page', { current: 1, size: 10, title_like: '安全生产法' });
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ id: law.id, expiring: true });

    const res = await t.call('POST', '/api/calf-resource/oss/endpoint/download', token, { attachId: fileId });
    expect(res.status).toBe(200);
    expect(res.raw.rawPayload.equals(PDF)).toBe(true);
    expect(String(res.raw.headers['content-disposition'])).toContain(encodeURIComponent('安全生产法.pdf'));
  });

  it('refuses bad dates, unknown levels and another tenant’s file; nothing is saved', async () => {
    const foreign = await upload(other.token, 'x.pdf', PDF, 'application/pdf');
    const base = { title: '坏数据', level: 'LAW', docStatus: 'EFFECTIVE' };
    for (const [body, msg] of [
      [{ ...base, publishDate: '2021-09-01', effectiveDate: '2021-01-01' }, '实施日期不能早于发布日期'],
      [{ ...base, level: 'NOPE' }, '不是有效的法规层级'],
      [{ ...base, fileId: foreign }, '不存在'],
      [{ ...base, title: '' }, 'title'],
    ] as const) {
      const res = await api.post('riskLawRegulation/save', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    const page = await api.data('riskLawRegulation/page', { title_like: '坏数据' });
    expect(page.total).toBe(0);
  });

  it('keeps tenants apart: another tenant can neither read, change nor remove a law', async () => {
    const law = await api.data('riskLawRegulation/save', {
      title: '本租户法规',
      level: 'LAW',
      docStatus: 'EFFECTIVE',
    });
    const as = other.token;
    expect((await t.call('GET', `/api/shtmp-risk/riskLawRegulation/get/${law.id}`, as)).status).toBe(404);
    const upd = await t.call('POST', '/api/shtmp-risk/riskLawRegulation/update', as, {
      id: law.id,
      title: 'x',
    });
    expect(upd.status).toBe(404);
    const rm = await t.call('POST', '/api/shtmp-risk/riskLawRegulation/remove', as, { ids: [law.id] });
    expect(rm.status).toBe(404);
    const page = await t.call('POST', '/api/shtmp-risk/riskLawRegulation/page', as, {});
    expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(law.id);
    expect((await api.data(`riskLawRegulation/page`, { id: law.id })).records[0].title).toBe('本租户法规');
  });

  it('needs the permission codes: read-only users list but cannot write or export', async () => {
    const reader = await createUser(t.db, { tenantId: '000000', menus: ['riskLawRegulation'] });
    const rt = await t.login({ account: reader.account, password: reader.password });
    const call = (path: string, body: unknown = {}) => t.call('POST', `/api/shtmp-risk/${path}`, rt, body);
    expect((await call('riskLawRegulation/page')).status).toBe(200);
    expect(
      (await call('riskLawRegulation/save', { title: 'x', level: 'LAW', docStatus: 'EFFECTIVE' })).status,
    ).toBe(403);
    expect((await call('riskLawRegulation/exportExcel')).status).toBe(403);
    expect((await call('riskStakeholder/page')).status).toBe(403);
    const writer = await createUser(t.db, { tenantId: '000000', menus: pageCodes('riskStakeholder') });
    const wt = await t.login({ account: writer.account, password: writer.password });
    const saved = await t.call('POST', '/api/shtmp-risk/riskStakeholder/save', wt, {
      name: '某建设工程有限公司',
      type: 'CONTRACTOR',
      contactPerson: '钱工',
      contactPhone: '13800000000',
      qualificationExpiry: plusDays(today, -1),
    });
    expect(saved.body.data).toMatchObject({ expired: true, expiring: false, typeName: '承包商' });
  });
});

describe('policies, stakeholders and safety files', () => {
  it('policies review every cycle from the last review and show the flags', async () => {
    const fileId = await upload(token, '制度.pdf', PDF, 'application/pdf');
    const policy = await api.data('riskSafetyManagePolicy/save', {
      name: '安全生产责任制',
      category: 'RESPONSIBILITY',
      issuingDeptId: owner.deptId,
      issueDate: '2025-01-01',
      effectiveDate: '2025-01-15',
      docStatus: 'EFFECTIVE',
      reviewCycleMonths: 24,
      fileId,
      readScopeDeptIds: [owner.deptId],
    });
    expect(policy).toMatchObject({ nextReviewDate: '2027-01-15', readScopeDeptIds: [owner.deptId] });
    const reviewed = await api.data('riskSafetyManagePolicy/update', {
      id: policy.id,
      lastReviewDate: addMonths(plusDays(today, 5), -24),
    });
    expect(reviewed).toMatchObject({ expiring: true, expired: false });
    const noFile = await api.post('riskSafetyManagePolicy/save', {
      ...policy,
      id: undefined,
      fileId: undefined,
    });
    expect(noFile.status).toBe(400);
    const badDates = await api.post('riskSafetyManagePolicy/update', {
      id: policy.id,
      effectiveDate: '2024-01-01',
    });
    expect(badDates.body.msg).toContain('实施日期不能早于发布日期');
  });

  it('stakeholders check the credit code and the dates', async () => {
    const base = {
      name: '某劳务公司',
      type: 'CONTRACTOR',
      contactPerson: '孙',
      contactPhone: '0531-1234567',
    };
    const bad = await api.post('riskStakeholder/save', { ...base, creditCode: 'abc' });
    expect(bad.body.msg).toContain('统一社会信用代码');
    const dates = await api.post('riskStakeholder/save', {
      ...base,
      entryDate: '2026-02-01',
      exitDate: '2026-01-01',
    });
    expect(dates.body.msg).toContain('离场日期不能早于进场日期');
    const ok = await api.data('riskStakeholder/save', { ...base, creditCode: '91350100M000100Y43' });
    expect(ok).toMatchObject({ expiring: false, expired: false });
  });

  it('safety files belong to a risk point or the company and expire', async () => {
    const point = await api.point('资料测试风险点', owner);
    const fileId = await upload(token, 'msds.pdf', PDF, 'application/pdf');
    const file = await api.data('riskSafetyFile/save', {
      riskPointTypeId: point.id,
      category: 'MSDS',
      name: '液氨安全技术说明书',
      fileId,
      validUntil: plusDays(today, 3),
      showOnCard: true,
    });
    expect(file).toMatchObject({
      riskPointTypeIdName: '资料测试风险点',
      expiring: true,
      categoryName: '安全技术说明书',
    });
    const company = await api.data('riskSafetyFile/save', { category: 'OTHER', name: '公司资料', fileId });
    expect(company.riskPointTypeId).toBeNull();
    const list = await api.data('riskSafetyFile/page', { riskPointTypeId_equal: point.id });
    expect(list.records.map((r: { id: string }) => r.id)).toEqual([file.id]);
  });
});

describe('operating procedures (§5.13)', () => {
  it('one effective procedure per post, found by post; devices without one answer 404', async () => {
    const [p] = (await t.pool.query(`select id from calf_post where tenant_id = '000000' limit 1`)).rows;
    const postId = String(p.id);
    const noTarget = await api.post('riskSafetyRegulation/save', {
      regulationType: 'POST',
      title: 'x',
      docStatus: 'EFFECTIVE',
    });
    expect(noTarget.body.msg).toContain('请选择岗位');
    const reg = await api.data('riskSafetyRegulation/save', {
      regulationType: 'POST',
      postId,
      title: '反应岗位安全操作规程',
      beforeWork: '穿戴劳动防护用品',
      docStatus: 'EFFECTIVE',
    });
    const dup = await api.post('riskSafetyRegulation/save', {
      regulationType: 'POST',
      postId,
      title: '第二份',
      docStatus: 'EFFECTIVE',
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('反应岗位安全操作规程');
    const got = await t.call(
      'GET',
      `/api/shtmp-risk/riskSafetyRegulation/getPostSafetyRegulation/${postId}`,
      token,
    );
    expect(got.body.data).toMatchObject({ id: reg.id, beforeWork: '穿戴劳动防护用品' });
    const none = await t.call(
      'GET',
      `/api/shtmp-risk/riskSafetyRegulation/getDeviceSafetyRegulation/123`,
      token,
    );
    expect(none.status).toBe(404);
    expect(none.body.msg).toContain('未编制');
    const foreign = await t.call(
      'GET',
      `/api/shtmp-risk/riskSafetyRegulation/getPostSafetyRegulation/${postId}`,
      other.token,
    );
    expect(foreign.status).toBe(404);
  });
});
