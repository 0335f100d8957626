import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { nextId } from '../../core/ids';
import { createDb } from '../../db/client';
import { notify } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let node2: Awaited<ReturnType<typeof buildApp>>;
let node2Pool: { end: () => Promise<void> };
let port1: number;
let port2: number;
let alice: TestUser;
let bob: TestUser;
let aliceTok: string;
let bobTok: string;
const open: Socket[] = [];

const portOf = (app: { server: { address: () => unknown } }) => (app.server.address() as AddressInfo).port;

function connect(port: number, auth: Record<string, unknown>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    open.push(s);
    s.on('connect', () => resolve(s));
    s.on('connect_error', (err) => {
      s.close();
      reject(err);
    });
  });
}

/** The next `event` on the socket, or null after `ms`. */
function next<T = Record<string, unknown>>(s: Socket, event: string, ms = 2000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      s.off(event, on);
      resolve(null);
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    s.once(event, on);
  });
}

const assign = (userId: string) =>
  notify(t.db, {
    tenantId: '000000',
    event: 'DANGER_ASSIGNED',
    record: { type: 'dangerRecord', id: nextId(), rectifyUserId: userId },
    recordUrl: '/danger/dangerRecord',
    data: { dangerName: '脚手架未验收即使用' },
  });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port1 = portOf(t.app);
  // A second server node on the same database.
  const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const second = createDb(url, 3);
  node2Pool = second.pool;
  node2 = await buildApp({ config: t.config, db: second.db });
  await node2.listen({ port: 0, host: '127.0.0.1' });
  port2 = portOf(node2);
  alice = await createUser(t.db, { tenantId: '000000' });
  bob = await createUser(t.db, { tenantId: '000000' });
  aliceTok = await t.login({ account: alice.account, password: alice.password });
  bobTok = await t.login({ account: bob.account, password: bob.password });
});
afterAll(async () => {
  for (const s of open) s.close();
  await node2.close();
  await node2Pool.end();
  await t.close();
});

describe('notice socket', () => {
  it('refuses a connection without a token, with a bad or revoked token, or claiming another user', async () => {
    await expect(connect(port1, {})).rejects.toThrow('unauthorized');
    await expect(connect(port1, { token: 'bearer not-a-jwt' })).rejects.toThrow('unauthorized');
    await expect(connect(port1, { token: aliceTok, userId: bob.userId })).rejects.toThrow('forbidden');
    const spare = await t.login({ account: alice.account, password: alice.password });
    await t.call('GET', '/api/calf-auth/oauth/logout', spare);
    await expect(connect(port1, { token: spare })).rejects.toThrow('unauthorized');
    const ok = await connect(port1, { token: `bearer ${aliceTok}`, userId: alice.userId });
    expect(ok.connected).toBe(true);
  });

  it('answers get and read with receiveNotice; bad requests get an error and nothing else', async () => {
    await assign(alice.userId);
    await assign(bob.userId);
    const s = await connect(port1, { token: aliceTok });
    const page = next(s, 'receiveNotice');
    s.emit('notice', JSON.stringify({ type: 'get', pageNum: 1, pageSize: 5, userId: alice.userId }));
    const got = (await page) as {
      type: string;
      records: { noticeId: string; tag: number }[];
      unread: number;
    };
    expect(got).toMatchObject({ type: 'get', current: 1, size: 5, total: 1, unread: 1 });
    expect(got.records[0]).toMatchObject({ tag: 0, title: '隐患整改任务: 脚手架未验收即使用' });

    const read = next(s, 'receiveNotice');
    s.emit(
      'notice',
      JSON.stringify({ type: 'read', noticeId: got.records[0].noticeId, userId: alice.userId }),
    );
    expect(await read).toEqual({ type: 'read', noticeId: got.records[0].noticeId, unread: 0 });

    const bobPage = await t.call('POST', '/api/shtmp-notify/notifyMessage/my', bobTok, {});
    const bobsMessage = bobPage.body.data.records[0].noticeId as string;
    const cases: unknown[] = [
      'not json',
      { type: 'get' },
      JSON.stringify({ type: 'delete' }),
      JSON.stringify({ type: 'get', pageNum: 1, pageSize: 5, userId: bob.userId }),
      JSON.stringify({ type: 'read', noticeId: bobsMessage }),
    ];
    for (const raw of cases) {
      const error = next(s, 'error');
      const answer = next(s, 'receiveNotice', 300);
      s.emit('notice', raw);
      expect(await error, JSON.stringify(raw)).toHaveProperty('code');
      expect(await answer, JSON.stringify(raw)).toBeNull();
    }
    const bobUnread = await t.call('GET', '/api/shtmp-notify/notifyMessage/unread-count', bobTok);
    expect(bobUnread.body.data).toBe(1);
  });

  it('pushes a new message to its recipient at once, never to another user', async () => {
    const a = await connect(port1, { token: aliceTok });
    const b = await connect(port1, { token: bobTok });
    const toAlice = next(a, 'receiveNotice');
    const toBob = next(b, 'receiveNotice', 800);
    const t0 = Date.now();
    await assign(alice.userId);
    expect(await toAlice).toMatchObject({ type: 'new', title: '隐患整改任务: 脚手架未验收即使用' });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await toBob).toBeNull();
  });

  it('reaches a user connected to another server node', async () => {
    const onNode2 = await connect(port2, { token: bobTok });
    const pushed = next(onNode2, 'receiveNotice');
    await assign(bob.userId); // written through node 1's connection pool
    expect(await pushed).toMatchObject({ type: 'new' });
  });

  it('drops a socket whose session was revoked after it connected', async () => {
    const tok = await t.login({ account: bob.account, password: bob.password });
    const s = await connect(port1, { token: tok });
    await t.call('GET', '/api/calf-auth/oauth/logout', tok);
    const error = next(s, 'error');
    const gone = next(s, 'disconnect');
    s.emit('notice', JSON.stringify({ type: 'get' }));
    expect(await error).toMatchObject({ code: 401 });
    expect(await gone).not.toBeNull();
  });
});
