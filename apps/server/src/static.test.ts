import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliInBackground, brotliInChild, precompress } from '../../../scripts/build-web.mjs';
import { createTestApp } from '../test/helpers';

const JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dp-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>双重预防</title>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), JS);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(JS));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('web app files', () => {
  it('serves hashed assets precompressed and cached as immutable', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('revalidates the page itself, also through the history fallback', async () => {
    for (const url of ['/', '/system/user', '/dataScreen/index.html?token=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('双重预防');
    }
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('a start serves gzip while the brotli variants are written after it (npm start)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dp-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>双重预防</title>');
    writeFileSync(join(dist, 'assets/app-def456.js'), JS);
    writeFileSync(join(dist, 'assets/tiny-def456.js'), 'x'); // under 1 kB: left uncompressed
    await precompress(dist, { brotli: false });
    const late = await createTestApp({ WEB_DIST: dist });
    try {
      const get = () =>
        late.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect((await get()).headers['content-encoding']).toBe('gzip');
      await brotliInBackground(dist);
      const br = await get();
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
      // every asset has its variant, no temporary file is left, small files are not compressed
      expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
        'app-def456.js',
        'app-def456.js.br',
        'app-def456.js.gz',
        'tiny-def456.js',
      ]);
      // a second pass writes nothing again
      const before = readFileSync(join(dist, 'assets/app-def456.js.br'));
      await brotliInBackground(dist);
      expect(readFileSync(join(dist, 'assets/app-def456.js.br')).equals(before)).toBe(true);
      expect(existsSync(join(dist, 'assets/app-def456.js.br.tmp'))).toBe(false);
    } finally {
      await late.close();
    }
  });

  it('npm start leaves the brotli variants to a low-priority child process', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dp-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/app-ghi789.js'), JS);
    const child = brotliInChild(dist);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/app-ghi789.js.br'))).toString()).toBe(JS);
    // niceness 19: it only takes what the server's start-up leaves idle (Linux)
    if (process.platform === 'linux') {
      const again = brotliInChild(dist);
      const stat = readFileSync(`/proc/${again.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      await new Promise((resolve) => again.once('exit', resolve));
      expect(Number(stat[16])).toBe(19);
    }
  });
});
