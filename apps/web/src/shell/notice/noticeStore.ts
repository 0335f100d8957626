import type { Page } from '@dp/domain';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { api } from '@/http/request';

/** The spec's notification item (tag 0 = unread) plus the link to its record. */
export type NoticeItem = {
  noticeId: string;
  tag: number;
  status: string;
  title: string;
  subtitle: string;
  img: string;
  content: string;
  url: string;
  bizType: string;
  bizId: string;
  event: string;
  sendTime: string;
};

export const NOTICE_PAGE_SIZE = 5;
export const MESSAGES_PATH = '/api/shtmp-notify/notifyMessage';

type Answer =
  | ({ type: 'get'; unread: number } & Page<NoticeItem>)
  | { type: 'read'; noticeId: string; unread: number }
  | { type: 'new'; title: string; subtitle: string };

type NoticeState = {
  /** Unread site messages of the signed-in user. */
  unread: number;
  /** A push arrived since the popover was last opened. */
  hasNew: boolean;
  /** Bumped on every push: lists of messages reload on it. */
  pushCount: number;
  /** The popover's page (null when closed). */
  page: Page<NoticeItem> | null;
  isLoading: boolean;
};

export const useNotices = create<NoticeState>()(() => ({
  unread: 0,
  hasNew: false,
  pushCount: 0,
  page: null,
  isLoading: false,
}));

let socket: Socket | null = null;
let identity = '';
let me = '';
/** Handlers of the socket's other events (e.g. an import's `importProgress`), by event name. */
const handlers = new Map<string, Set<(payload: unknown) => void>>();

/** Hands an event of the socket to its subscribers. */
export function deliverSocketEvent(event: string, payload: unknown): void {
  for (const h of handlers.get(event) ?? []) h(payload);
}

/** Hears `event` on the session's socket while subscribed; returns the unsubscribe. */
export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  const h = handler as (payload: unknown) => void;
  set.add(h);
  return () => set.delete(h);
}

function onAnswer(answer: Answer) {
  const set = useNotices.setState;
  if (answer.type === 'get') {
    const { unread, type: _type, ...page } = answer;
    set({ page, unread, isLoading: false });
  } else if (answer.type === 'read') {
    set((s) => ({
      unread: answer.unread,
      page: s.page && {
        ...s.page,
        records: s.page.records.map((r) => (r.noticeId === answer.noticeId ? { ...r, tag: 1 } : r)),
      },
    }));
  } else if (answer.type === 'new') {
    const open = useNotices.getState().page;
    set((s) => ({ hasNew: true, unread: s.unread + 1, pushCount: s.pushCount + 1 }));
    if (open) requestNoticePage(open.current);
  }
}

function emit(body: Record<string, unknown>) {
  socket?.emit('notice', JSON.stringify({ ...body, userId: me }));
}

export const refreshUnread = async () => {
  const unread = await api<number>({ url: `${MESSAGES_PATH}/unread-count`, silent: true });
  useNotices.setState({ unread });
};

/**
 * Connects the live-notice socket for this session (the client library loads only now, after
 * sign-in); a new token reconnects, an empty one disconnects.
 */
export async function connectNotices(token: string, userId: string): Promise<void> {
  const next = token && userId ? `${userId}:${token}` : '';
  if (next === identity) return;
  identity = next;
  socket?.disconnect();
  socket = null;
  if (!next) {
    useNotices.setState({ unread: 0, hasNew: false, page: null });
    return;
  }
  const { io } = await import('socket.io-client');
  if (identity !== next) return;
  me = userId;
  const s = io({
    path: '/socket.io',
    auth: { token: `bearer ${token}`, userId },
    transports: ['websocket', 'polling'],
  });
  s.on('receiveNotice', onAnswer);
  s.onAny(deliverSocketEvent);
  s.on('error', () => useNotices.setState({ isLoading: false }));
  s.on('connect', () => void refreshUnread().catch(() => undefined));
  socket = s;
}

/** Opening the popover asks for a page (spec: page 1 on open, page size 5). */
export function requestNoticePage(pageNum: number) {
  useNotices.setState({ isLoading: true, hasNew: false });
  emit({ type: 'get', pageNum, pageSize: NOTICE_PAGE_SIZE });
}

/** Closing the popover clears the list. */
export function clearNoticePage() {
  useNotices.setState({ page: null, isLoading: false });
}

export function readNotice(noticeId: string) {
  emit({ type: 'read', noticeId });
}
