import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser, multipartFile } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { riskSafetyLogo } from '../../db/schema';
import { BUILT_IN_SIGNS } from './signs/catalogue';
import { syncSafetyLogos } from './signs/seed';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let other: { tenantId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const o = await createTenantWithAdmin(t.db, () => true);
  other = {
    tenantId: o.tenantId,
    token: await t.login({ tenantId: o.tenantId, account: o.admin.account, password: o.admin.password }),
  };
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('sign'),
]);
const PDF = Buffer.from('%PDF-1.4\nnot an image\n%%EOF');

async function upload(as: string, name: string, data: Buffer) {
  const { payload, headers } = multipartFile(name, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calf-resource/oss/endpoint/put-file-attach',
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${as}` },
  });
  return { status: res.statusCode, body: res.json() as { msg: string; data: { attachId: string } } };
}

const call = (path: string, body?: unknown, as = token) =>
  t.call('POST', `/api/shtmp-risk/riskSafetyLogo/${path}`, as, body);

describe('the GB 2894 sign library', () => {
  it('is seeded in every tenant, new ones included, with the project’s drawings served as SVG', async () => {
    for (const as of [token, other.token]) {
      const page = (await call('page', { size: 100, builtIn: true }, as)).body.data;
      expect(page.total).toBe(BUILT_IN_SIGNS.length);
      const categories = new Set(page.records.map((r: { category: string }) => r.category));
      expect([...categories].sort()).toEqual(['INFORMATION', 'MANDATORY', 'PROHIBITION', 'WARNING']);
    }
    const page = (await call('page', { size: 100, name_like: '当心触电' })).body.data;
    const sign = page.records[0];
    expect(sign).toMatchObject({ code: 'GB-W02', builtIn: true, categoryName: '警告标志' });
    const svg = await t.app.inject({ method: 'GET', url: sign.imageIdUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect(svg.body).toContain('当心触电');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shtmp-risk/riskSafetyLogo/builtin/NOPE' })).statusCode,
    ).toBe(404);
  });

  it('fills in signs a tenant lacks at start, without duplicates', async () => {
    await t.db
      .delete(riskSafetyLogo)
      .where(and(eq(riskSafetyLogo.tenantId, other.tenantId), eq(riskSafetyLogo.code, 'GB-P01')));
    await syncSafetyLogos(t.db);
    await syncSafetyLogos(t.db);
    const rows = await t.db
      .select({ code: riskSafetyLogo.code })
      .from(riskSafetyLogo)
      .where(eq(riskSafetyLogo.tenantId, other.tenantId));
    expect(rows).toHaveLength(BUILT_IN_SIGNS.length);
  });

  it('keeps built-in signs as drawn: wording fixed, may be disabled, never removed', async () => {
    const [sign] = (await call('page', { code: 'GB-P01' })).body.data.records;
    const renamed = await call('update', { id: sign.id, name: '可以吸烟' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toContain('内置安全标志');
    const disabled = await call('update', { id: sign.id, enabled: false, sort: 99 });
    expect(disabled.body.data).toMatchObject({ enabled: false, sort: 99, name: '禁止吸烟' });
    const removed = await call('remove', { ids: [sign.id] });
    expect(removed.status).toBe(400);
    expect(removed.body.msg).toContain('不能删除');
  });

  it('takes a tenant’s own sign with an uploaded image; refuses other files, oversize uploads and no image', async () => {
    const image = await upload(token, 'sign.png', PNG);
    const own = await call('save', {
      code: 'QY-01',
      name: '当心氨气泄漏',
      category: 'WARNING',
      imageId: image.body.data.attachId,
    });
    expect(own.body.msg).toBe('新增成功');
    expect(own.body.data).toMatchObject({ builtIn: false, enabled: true });
    expect(own.body.data.imageIdUrl).toContain('/oss/endpoint/file/');

    const pdf = await upload(token, 'sign.pdf', PDF);
    const notImage = await call('save', {
      code: 'QY-02',
      name: 'x',
      category: 'WARNING',
      imageId: pdf.body.data.attachId,
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.msg).toContain('只能是图片');
    const none = await call('save', { code: 'QY-03', name: 'x', category: 'WARNING' });
    expect(none.body.msg).toContain('请上传标志图片');
    const svg = await upload(token, 'evil.svg', Buffer.from('<svg onload="alert(1)"/>'));
    expect(svg.status).toBe(400);
    const huge = await upload(token, 'huge.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toContain('上传文件过大');
    const dup = await call('save', {
      code: 'QY-01',
      name: 'y',
      category: 'WARNING',
      imageId: image.body.data.attachId,
    });
    expect(dup.body.msg).toContain('已存在');
    expect((await call('page', { code_like: 'QY-' })).body.data.total).toBe(1);
  });

  it('lists a board’s signs in the given order, leaving out other tenants’ ids', async () => {
    const mine = (await call('page', { size: 100 })).body.data.records as { id: string; code: string }[];
    const byCode = (c: string) => mine.find((r) => r.code === c)!.id;
    const foreign = (await call('page', { size: 1 }, other.token)).body.data.records[0].id;
    const ids = [byCode('GB-M01'), byCode('GB-W02'), foreign, byCode('GB-P02')];
    const listed = await call('listByLogoIds', { ids });
    expect(listed.body.data.map((r: { code: string }) => r.code)).toEqual(['GB-M01', 'GB-W02', 'GB-P02']);
    const bad = await call('listByLogoIds', { ids: ['x'] });
    expect(bad.status).toBe(400);
  });

  it('needs the sign or board reading codes', async () => {
    const boardReader = await createUser(t.db, { tenantId: '000000', menus: ['riskNoticeBoard'] });
    const bt = await t.login({ account: boardReader.account, password: boardReader.password });
    expect((await call('listByLogoIds', { ids: [] }, bt)).status).toBe(200);
    expect((await call('page', {}, bt)).status).toBe(403);
    const nobody = await createUser(t.db, { tenantId: '000000', menus: [] });
    const nt = await t.login({ account: nobody.account, password: nobody.password });
    expect((await call('listByLogoIds', { ids: [] }, nt)).status).toBe(403);
  });
});
