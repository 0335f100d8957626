import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { encryptSecret } from '../../core/crypto';
import { nextId } from '../../core/ids';
import { oss } from '../../db/schema';
import { DISABLED } from '../../resource/config-resource';
import { signedLink } from '../../resource/file-links';

// Issue #9 finding 4: a tenant admin pointed object storage at an internal service and read its answers.
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let internal: Server;
let internalUrl: string;
let hits = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  internal = createServer((_req, res) => {
    hits++;
    res.end('internal secret');
  });
  await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(async () => {
  internal.close();
  await t.close();
});

const save = (body: Record<string, unknown>) =>
  t.call('POST', '/api/calf-resource/oss/submit', token, {
    category: 1,
    ossCode: `c${nextId().slice(-6)}`,
    bucketName: 'files',
    accessKey: 'k',
    secretKey: 's',
    ...body,
  });

describe('object storage endpoints', () => {
  it('refuses loopback, private, link-local and metadata endpoints on save', async () => {
    for (const endpoint of [
      internalUrl,
      'http://localhost:9000',
      'http://10.1.2.3',
      'http://192.168.1.10:9000',
      'http://169.254.169.254/latest',
      'http://[::1]:9000',
      'http://[fd00:ec2::254]',
      'http://100.100.100.200',
      'file:///etc/passwd',
      'gopher://example.com',
    ]) {
      const res = await save({ endpoint });
      expect(res.status, endpoint).toBe(400);
    }
  });

  it('validates the bucket name', async () => {
    for (const bucketName of ['a/b', 'AB', 'x', '-abc', 'a..b', '192.168.1.1'])
      expect((await save({ endpoint: 'https://203.0.113.10', bucketName })).status, bucketName).toBe(400);
    expect((await save({ endpoint: 'https://203.0.113.10', bucketName: 'dp-files.2026' })).body.code).toBe(
      200,
    );
  });

  it('checks the address again when connecting: a stored internal endpoint is never reached', async () => {
    const id = nextId();
    await t.db.insert(oss).values({
      id,
      tenantId: '000000',
      category: 1,
      ossCode: 'sneaked',
      endpoint: internalUrl,
      bucketName: 'files',
      accessKey: 'k',
      secretKey: encryptSecret(t.config.dataKey, 's'),
      status: DISABLED,
    });
    expect((await t.call('POST', `/api/calf-resource/oss/enable/${id}`, token)).body.code).toBe(200);
    const { payload, headers } = multipartFile('a.txt', 'hello');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calf-resource/oss/endpoint/put-file',
      payload,
      headers: { ...headers, 'calf-auth': `bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(hits).toBe(0);
  });

  it('never filters on the encrypted secret key', async () => {
    const code = `sec${nextId().slice(-6)}`;
    expect((await save({ endpoint: 'https://203.0.113.10', ossCode: code })).body.code).toBe(200);
    const page = await t.call('POST', '/api/calf-resource/oss/page', token, {
      ossCode: code,
      secretKey_like: 'no-such-prefix',
    });
    expect(page.body.data.total).toBe(1);
  });

  it('signs file links for minutes, not a day', () => {
    const expires = Number(/expires=(\d+)/.exec(signedLink(t.config.dataKey, '1'))?.[1]);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60 + 1);
  });
});
