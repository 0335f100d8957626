import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, setPlatformParam } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { encryptSecret } from '../../core/crypto';
import { nextId } from '../../core/ids';
import { attach, oss } from '../../db/schema';
import { DISABLED } from '../../resource/config-resource';
import { signedLink } from '../../resource/file-links';
import { ALLOW_HOSTS_PARAM } from '../system/outbound';

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

  // Issue #38 item 2: the server's own interface address and IPv6 forms of loopback got through.
  const port = () => Number(new URL(internalUrl).port);
  const ownEndpoints = () =>
    Object.values(networkInterfaces())
      .flat()
      .map((a) => a!)
      .map((a) => `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${port()}/prefix`);

  it("refuses the server's own interface addresses and IPv6 forms of loopback on save", async () => {
    for (const endpoint of [
      ...ownEndpoints(),
      `http://[::127.0.0.1]:${port()}`, // IPv4-compatible
      `http://[::ffff:0:127.0.0.1]:${port()}`, // SIIT
      `http://[2002:7f00:1::]:${port()}`, // 6to4
      `http://[64:ff9b::127.0.0.1]:${port()}`, // NAT64
      `http://[::ffff:7f00:1]:${port()}`, // IPv4-mapped, hex
    ]) {
      const res = await save({ endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.msg, endpoint).toContain(ALLOW_HOSTS_PARAM);
    }
    expect(hits).toBe(0);
  });

  it('refuses a stored own-address endpoint on preview, and answers 502 for an unreachable one', async () => {
    const v4 = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    const endpoint = v4 ? `http://${v4.address}:${port()}/prefix` : `http://[::127.0.0.1]:${port()}/prefix`;
    const ossId = nextId();
    await t.db.insert(oss).values({
      id: ossId,
      tenantId: '000000',
      category: 1,
      ossCode: 'own-address',
      endpoint,
      bucketName: 'files',
      accessKey: 'k',
      secretKey: encryptSecret(t.config.dataKey, 's'),
      status: DISABLED,
    });
    const attachId = nextId();
    await t.db.insert(attach).values({
      id: attachId,
      tenantId: '000000',
      link: `/api/calf-resource/oss/endpoint/file/${attachId}`,
      name: 'a.txt',
      originalName: 'a.txt',
      ossId,
    });
    const preview = await t.call('GET', `/api/calf-resource/oss/endpoint/preview/${attachId}`, token);
    expect(preview.status).toBe(400);
    expect(preview.body.msg).toContain('不允许连接主机');
    expect(hits).toBe(0);

    // a host the platform allows but where nothing listens: 502 in the envelope, not 500
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await setPlatformParam(t.db, ALLOW_HOSTS_PARAM, `127.0.0.1:${closedPort}`);
    try {
      const saved = await save({ endpoint: `http://127.0.0.1:${closedPort}` });
      expect(saved.body.code).toBe(200);
      // the allow-list names a port: the internal service on another port of the same host stays refused
      expect((await save({ endpoint: internalUrl })).status).toBe(400);
      expect(
        (await t.call('POST', `/api/calf-resource/oss/enable/${saved.body.data.id}`, token)).body.code,
      ).toBe(200);
      const { payload, headers } = multipartFile('a.txt', 'hello');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/calf-resource/oss/endpoint/put-file',
        payload,
        headers: { ...headers, 'calf-auth': `bearer ${token}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 502, success: false });
      expect(res.json().msg).toMatch(/^对象存储服务不可用,请检查对象存储配置: /);
    } finally {
      await setPlatformParam(t.db, ALLOW_HOSTS_PARAM, '');
    }
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
