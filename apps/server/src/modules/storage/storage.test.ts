import { existsSync, mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartFile, setPlatformParam } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { attach, oss } from '../../db/schema';
import { ALLOW_HOSTS_PARAM } from '../system/outbound';
import { MAX_BYTES } from './endpoint';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let s3: S3rver;
let s3Dir: string;
let s3Url: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  // s3rver listens on loopback: the platform's outbound allow-list names it for this test.
  await setPlatformParam(t.db, ALLOW_HOSTS_PARAM, '127.0.0.1');
  s3Dir = mkdtempSync(join(tmpdir(), 'dp-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake png body for the storage test'),
]);

async function upload(name: string, data: Buffer | string, path = 'put-file') {
  const { payload, headers } = multipartFile(name, data);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/calf-resource/oss/endpoint/${path}`,
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${token}` },
  });
  return res.json() as { code: number; msg: string; data: { link: string; attachId: string; name: string } };
}

const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: link });

async function addConfig(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/calf-resource/oss/submit', token, body);
  expect(res.body.msg).toBe('新增成功');
  return res.body.data as { id: string; secretKey: string };
}

async function listS3(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) out.push(e.name);
  return out;
}

describe('object storage', () => {
  let s3ConfigId = '';

  it('keeps the secret key encrypted and answers only a mask', async () => {
    const cfg = await addConfig({
      category: 1,
      ossCode: 's3rver',
      endpoint: s3Url,
      bucketName: 'dp-test',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
    });
    s3ConfigId = cfg.id;
    expect(cfg.secretKey).not.toContain('S3RVER');
    const [row] = await t.db.select().from(oss).where(eq(oss.id, cfg.id));
    expect(String(row.secretKey)).toMatch(/^v1:/);
    for (const url of ['/api/calf-resource/oss/page', '/api/calf-resource/oss/list']) {
      const res = await t.call('POST', url, token, {});
      expect(JSON.stringify(res.body)).not.toContain('"secretKey":"S3RVER"');
      expect(JSON.stringify(res.body)).not.toContain('v1:');
      expect(res.body.data.records[0].secretKey).toBe('******');
    }
    const detail = await t.call('GET', `/api/calf-resource/oss/get/${cfg.id}`, token);
    expect(detail.body.data.secretKey).toBe('******');
    // Sending the mask back keeps the stored secret.
    const upd = await t.call('POST', '/api/calf-resource/oss/submit', token, {
      id: cfg.id,
      secretKey: '******',
      remark: 'r',
    });
    expect(upd.body.data.secretKey).toBe('******');
    const [after] = await t.db.select().from(oss).where(eq(oss.id, cfg.id));
    expect(after.secretKey).toBe(row.secretKey);
  });

  it('enable leaves exactly one active configuration', async () => {
    const local = await addConfig({ category: 5, ossCode: 'local' });
    for (const id of [local.id, s3ConfigId, local.id]) {
      const res = await t.call('POST', `/api/calf-resource/oss/enable/${id}`, token);
      expect(res.body.code).toBe(200);
      const rows = await t.db.select().from(oss).where(eq(oss.tenantId, '000000'));
      expect(rows.filter((r) => r.status === 2).map((r) => r.id)).toEqual([id]);
    }
    // A submitted status is ignored: enable is the only way.
    await t.call('POST', '/api/calf-resource/oss/submit', token, { id: s3ConfigId, status: 2 });
    const rows = await t.db.select().from(oss).where(eq(oss.status, 2));
    expect(rows).toHaveLength(1);
  });

  it('uploads locally, then to the S3 server once that configuration is enabled; links serve the same bytes', async () => {
    const first = await upload('a.png', PNG);
    expect(first.code).toBe(200);
    const [localRow] = await t.db.select().from(attach).where(eq(attach.id, first.data.attachId));
    expect(localRow.ossId).not.toBe(s3ConfigId);
    expect(existsSync(join(t.config.dataDir, 'files', localRow.name))).toBe(true);

    await t.call('GET', `/api/calf-resource/oss/enable/${s3ConfigId}`, token);
    const second = await upload('b.png', PNG, 'put-file-attach');
    expect(second.code).toBe(200);
    const [s3Row] = await t.db.select().from(attach).where(eq(attach.id, second.data.attachId));
    expect(s3Row.ossId).toBe(s3ConfigId);
    expect(existsSync(join(t.config.dataDir, 'files', s3Row.name))).toBe(false);
    const stored = await listS3(s3Dir);
    expect(stored.some((f) => f.includes(second.data.attachId))).toBe(true);

    for (const link of [first.data.link, second.data.link]) {
      const res = await fetchLink(link);
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, PNG)).toBe(0);
    }
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/calf-resource/oss/endpoint/preview/${second.data.attachId}`,
      headers: { 'calf-auth': `bearer ${token}` },
    });
    expect(Buffer.compare(preview.rawPayload, PNG)).toBe(0);
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/calf-resource/oss/endpoint/download',
      payload: { link: second.data.link },
      headers: { 'calf-auth': `bearer ${token}` },
    });
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment/);
    expect(Buffer.compare(download.rawPayload, PNG)).toBe(0);
  });

  it('attach remove deletes the stored object through its driver', async () => {
    const up = await upload('c.png', PNG);
    const [row] = await t.db.select().from(attach).where(eq(attach.id, up.data.attachId));
    expect(row.ossId).toBe(s3ConfigId);
    const objectFile = async () => (await listS3(s3Dir)).some((f) => f.includes(up.data.attachId));
    expect(await objectFile()).toBe(true);
    const page = await t.call('POST', '/api/calf-resource/attach/page', token, { originalName: 'c.png' });
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toEqual([up.data.attachId]);
    const renamed = await t.call('POST', '/api/calf-resource/attach/update', token, {
      id: up.data.attachId,
      originalName: 'renamed.png',
      name: 'evil/../path',
    });
    expect(renamed.body.code).toBe(200);
    const [afterRename] = await t.db.select().from(attach).where(eq(attach.id, up.data.attachId));
    expect(afterRename).toMatchObject({ originalName: 'renamed.png', name: row.name });
    const res = await t.call('POST', '/api/calf-resource/attach/remove', token, undefined, {
      ids: up.data.attachId,
    });
    expect(res.body.code).toBe(200);
    expect(await objectFile()).toBe(false);
    expect((await fetchLink(up.data.link)).statusCode).toBe(404);
  });

  it('refuses a renamed executable and an oversize file with clear messages', async () => {
    const exe = await upload('report.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
    expect(exe).toMatchObject({ code: 400, msg: '文件内容为可执行程序,禁止上传' });
    const big = await upload('big.txt', Buffer.alloc(MAX_BYTES + 10, 'a'));
    expect(big.code).toBe(400);
    expect(big.msg).toContain('上传文件过大');
  });

  it('signed links expire', async () => {
    const up = await upload('d.png', PNG);
    expect((await fetchLink(up.data.link)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600 * 1000);
    try {
      const res = await fetchLink(up.data.link);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('链接无效或已过期');
    } finally {
      vi.useRealTimers();
    }
    const tampered = up.data.link.replace(/sign=[^&]+/, 'sign=AAAA');
    expect((await fetchLink(tampered)).statusCode).toBe(404);
  });
});
