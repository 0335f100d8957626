import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/fixtures';
import { createLayerApp } from '../../test/layer-fixture';
import { nextId } from '../core/ids';
import { attach } from '../db/schema';

const URL = '/api/test/widget';
let t: Awaited<ReturnType<typeof createLayerApp>>;
let png: string;
let pdf: string;
let foreign: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n% test\n');

async function upload(filename: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipartFile(filename, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calf-resource/oss/endpoint/put-file-attach',
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${t.tok}` },
  });
  expect(res.json().code, res.json().msg).toBe(200);
  return res.json().data.attachId;
}

beforeAll(async () => {
  t = await createLayerApp();
  png = await upload('现场照片.png', PNG);
  pdf = await upload('检查报告.pdf', PDF);
  foreign = nextId();
  await t.db.insert(attach).values({
    id: foreign,
    tenantId: '222222',
    link: '',
    name: 'x.png',
    originalName: 'x.png',
    extension: 'png',
    contentType: 'image/png',
    attachSize: 1,
  });
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => t.call('POST', `${URL}/save`, t.tok, body);

describe('file and files fields', () => {
  it('stores attach ids and reads short-lived signed links with names', async () => {
    const res = await save({ title: 'f', photo: png, docs: [pdf, png] });
    expect(res.body.code, res.body.msg).toBe(200);
    const row = (await t.call('GET', `${URL}/detail`, t.tok, undefined, { id: res.body.data.id })).body.data;
    expect(row.photo).toBe(png);
    expect(row.docs).toEqual([pdf, png]);
    expect(row.photoUrl).toMatch(
      new RegExp(`^/api/calf-resource/oss/endpoint/file/${png}\\?expires=\\d+&sign=`),
    );
    const expires = Number(/expires=(\d+)/.exec(row.photoUrl)?.[1]);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(600);
    expect(row.docsFiles.map((f: { id: string; name: string }) => [f.id, f.name])).toEqual([
      [pdf, '检查报告.pdf'],
      [png, '现场照片.png'],
    ]);
    const img = await t.app.inject({ method: 'GET', url: row.photoUrl });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const doc = await t.app.inject({ method: 'GET', url: row.docsFiles[0].url });
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a non-image for an image field, judged by the uploaded content', async () => {
    const res = await save({ title: 'f', photo: pdf });
    expect(res.body).toMatchObject({ code: 400, msg: '参数错误: photo 只能是图片文件' });
  });

  it('refuses an attachment of another tenant or one that does not exist', async () => {
    const res = await save({ title: 'f', docs: [pdf, foreign] });
    expect(res.body).toMatchObject({ code: 400, msg: `参数错误: docs 的文件 [${foreign}] 不存在` });
    expect((await save({ title: 'f', photo: '123456' })).body.code).toBe(400);
  });

  it('an empty file field reads as no link', async () => {
    const res = await save({ title: 'none' });
    expect(res.body.data).toMatchObject({ photo: null, photoUrl: null, docsFiles: [] });
  });
});
