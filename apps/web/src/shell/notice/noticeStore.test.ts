import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (payload: unknown) => void;
const fake = vi.hoisted(() => ({
  handlers: new Map<string, Handler>(),
  emitted: [] as [string, string][],
  options: undefined as unknown,
  disconnects: 0,
}));

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    fake.options = options;
    return {
      on: (event: string, h: Handler) => fake.handlers.set(event, h),
      onAny: (h: (event: string, payload: unknown) => void) => fake.handlers.set('*', h as Handler),
      emit: (event: string, body: string) => fake.emitted.push([event, body]),
      disconnect: () => {
        fake.disconnects += 1;
      },
    };
  },
}));
vi.mock('@/http/request', () => ({ api: vi.fn().mockResolvedValue(4) }));

const store = await import('./noticeStore');
const push = (payload: unknown) => fake.handlers.get('receiveNotice')?.(payload);
const item = (noticeId: string, tag = 0) => ({ noticeId, tag, title: `t${noticeId}` });

describe('live notices', () => {
  beforeEach(async () => {
    await store.connectNotices('', '');
    fake.emitted.length = 0;
    await store.connectNotices('tok-1', '42');
  });

  it('connects with the token and user id, and asks for pages as JSON strings with page size 5', () => {
    expect(fake.options).toMatchObject({ path: '/socket.io', auth: { token: 'bearer tok-1', userId: '42' } });
    store.requestNoticePage(1);
    expect(fake.emitted.at(-1)).toEqual([
      'notice',
      JSON.stringify({ type: 'get', pageNum: 1, pageSize: 5, userId: '42' }),
    ]);
    expect(store.useNotices.getState().isLoading).toBe(true);
  });

  it('a push lights the dot at once and reloads an open list; opening clears the push flag', () => {
    store.useNotices.setState({ unread: 0, hasNew: false, page: null });
    push({ type: 'new', title: '隐患整改任务', subtitle: '2026-03-01' });
    expect(store.useNotices.getState()).toMatchObject({ hasNew: true, unread: 1 });
    store.requestNoticePage(1);
    expect(store.useNotices.getState().hasNew).toBe(false);
    push({
      type: 'get',
      records: [item('1'), item('2', 1)],
      total: 2,
      size: 5,
      current: 1,
      pages: 1,
      unread: 1,
    });
    expect(store.useNotices.getState().page?.records).toHaveLength(2);
    const before = fake.emitted.length;
    push({ type: 'new', title: 'x', subtitle: 'y' });
    expect(fake.emitted.length).toBe(before + 1);
  });

  it('read marks the item and takes the server’s unread count; closing clears the list', () => {
    push({ type: 'get', records: [item('7')], total: 1, size: 5, current: 1, pages: 1, unread: 1 });
    store.readNotice('7');
    expect(JSON.parse(fake.emitted.at(-1)![1])).toEqual({ type: 'read', noticeId: '7', userId: '42' });
    push({ type: 'read', noticeId: '7', unread: 0 });
    expect(store.useNotices.getState().unread).toBe(0);
    expect(store.useNotices.getState().page?.records[0].tag).toBe(1);
    store.clearNoticePage();
    expect(store.useNotices.getState().page).toBeNull();
  });

  it('signing out disconnects and forgets the count', async () => {
    const before = fake.disconnects;
    await store.connectNotices('', '');
    expect(fake.disconnects).toBe(before + 1);
    expect(store.useNotices.getState()).toMatchObject({ unread: 0, hasNew: false, page: null });
  });
});
