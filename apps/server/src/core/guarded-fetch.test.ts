import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from './guarded-fetch';
import { BlockedAddressError, parseAllowList } from './net-guard';

// Test servers listen on 127.0.0.1 only; nothing here reaches any other address.
let front: Server;
let back: Server;
let frontPort: number;
let backPort: number;
const hits = { front: 0, back: 0 };
let redirectTo = '';

const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  front = createServer((req, res) => {
    hits.front++;
    if (req.url === '/hop') {
      res.writeHead(302, { location: redirectTo });
      return res.end();
    }
    res.end(JSON.stringify({ from: 'front', auth: req.headers.authorization ?? null }));
  });
  back = createServer((req, res) => {
    hits.back++;
    res.end(JSON.stringify({ from: 'back', auth: req.headers.authorization ?? null }));
  });
  frontPort = await listen(front);
  backPort = await listen(back);
});
afterAll(() => {
  front.close();
  back.close();
});

describe('guardedFetch', () => {
  it('refuses an internal host before connecting unless the allow-list names it', async () => {
    await expect(guardedFetch(`http://127.0.0.1:${frontPort}/`, { allow: [] })).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    await expect(
      guardedFetch(`http://[::ffff:127.0.0.1]:${frontPort}/`, { allow: [] }),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    expect(hits.front).toBe(0);
    const res = await guardedFetch(`http://127.0.0.1:${frontPort}/`, {
      allow: parseAllowList(`127.0.0.1:${frontPort}`),
    });
    expect(res.ok).toBe(true);
    expect(res.json()).toEqual({ from: 'front', auth: null });
  });

  it('holds across redirects: each hop is vetted again', async () => {
    const allow = parseAllowList(`127.0.0.1:${frontPort}`);
    for (const target of [
      `http://127.0.0.1:${backPort}/`,
      `http://[::127.0.0.1]:${backPort}/`,
      `http://[2002:7f00:1::]:${backPort}/`,
      'file:///etc/passwd',
    ]) {
      redirectTo = target;
      await expect(
        guardedFetch(`http://127.0.0.1:${frontPort}/hop`, { allow }),
        target,
      ).rejects.toBeInstanceOf(BlockedAddressError);
    }
    expect(hits.back).toBe(0);
    // both named: the redirect is followed, and the credentials stay with their origin
    redirectTo = `http://127.0.0.1:${backPort}/`;
    const res = await guardedFetch(`http://127.0.0.1:${frontPort}/hop`, {
      allow: parseAllowList(`127.0.0.1:${frontPort}, 127.0.0.1:${backPort}`),
      headers: { authorization: 'secret' },
    });
    expect(res.json()).toEqual({ from: 'back', auth: null });
    expect(res.url).toBe(`http://127.0.0.1:${backPort}/`);
    expect(hits.back).toBe(1);
  });

  it('connects a name to exactly the addresses it vetted (no second resolution)', async () => {
    let answers = 0;
    const resolve = async () => {
      answers++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const url = `http://front.test:${frontPort}/`;
    await expect(guardedFetch(url, { allow: [], resolve })).rejects.toBeInstanceOf(BlockedAddressError);
    const res = await guardedFetch(url, { allow: parseAllowList('front.test'), resolve });
    expect(res.json()).toEqual({ from: 'front', auth: null });
    expect(answers).toBe(2);
  });

  it('stops after too many redirects', async () => {
    redirectTo = `http://127.0.0.1:${frontPort}/hop`;
    await expect(
      guardedFetch(`http://127.0.0.1:${frontPort}/hop`, {
        allow: parseAllowList('127.0.0.1'),
        maxRedirects: 2,
      }),
    ).rejects.toThrow('too many redirects');
  });
});
