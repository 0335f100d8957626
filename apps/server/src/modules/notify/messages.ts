import { resources } from '@dp/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHELL_ROUTE } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  doneEnvelope,
  envelope,
  flag,
  getContract,
  idParams,
  idsBody,
  idsQuery,
  pageOf,
  postContract,
  text,
} from '../../core/contract';
import { formatDateTime } from '../../core/dates';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { notifyMessage } from '../../db/schema';
import { idsOf, paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { publishPush } from './push';
import type { MessageRow } from './rows';

export const SITE = 'SITE';

/** Fields that say who got what: fixed once a message exists. */
const DELIVERY = ['receiverId', 'channel', 'event', 'noticeId'] as const;

export const notifyMessageService = resourceService(resources.notifyMessage, notifyMessage, {
  beforeWrite: ({ row, existing }) => {
    if (existing) {
      for (const k of DELIVERY)
        if (k in row && String(row[k] ?? '') !== String(existing[k] ?? ''))
          throw badRequest(`参数错误: 已发送消息的 ${k} 不能修改`);
      return;
    }
    // A message written by hand is a site message, sent now.
    if (row.channel !== SITE) throw badRequest('参数错误: 手工发送的消息只能是站内信 (SITE)');
    row.sendTime = new Date();
    row.sendStatus = 'SENT';
    row.readFlag = false;
  },
  afterInsert: async ({ ctx, saved, db }) => {
    await publishPush(db, {
      tenantId: ctx.tenantId,
      userIds: [String(saved.receiverId)],
      title: String(saved.title ?? ''),
      subtitle: formatDateTime(new Date()).slice(0, 10),
    });
    return saved;
  },
});

/** The bell's item (spec: noticeId, tag 0 = unread, status, title, subtitle, img) plus the link. */
export type NoticeItem = {
  noticeId: string;
  tag: 0 | 1;
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

export function noticeItem(m: MessageRow): NoticeItem {
  const sent = m.sendTime ? formatDateTime(m.sendTime) : '';
  return {
    noticeId: m.id,
    tag: m.readFlag ? 1 : 0,
    status: m.sendStatus ?? '',
    title: m.title ?? '',
    subtitle: sent,
    img: '',
    content: m.content ?? '',
    url: m.url ?? '',
    bizType: m.bizType ?? '',
    bizId: m.bizId ?? '',
    event: m.event ?? '',
    sendTime: sent,
  };
}

const mine = (tenantId: string, userId: string, extra?: SQL) =>
  and(
    scoped(tenantId, notifyMessage),
    eq(notifyMessage.receiverId, userId),
    eq(notifyMessage.channel, SITE),
    eq(notifyMessage.isDeleted, 0),
    extra,
  );

export async function unreadCount(db: Db, tenantId: string, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifyMessage)
    .where(mine(tenantId, userId, eq(notifyMessage.readFlag, false)));
  return n;
}

/** One page of the caller's site messages, newest first (`readFlag` narrows to read/unread). */
export async function myMessages(
  db: Db,
  tenantId: string,
  userId: string,
  opts: { current: number; size: number; readFlag?: boolean },
) {
  const where = mine(
    tenantId,
    userId,
    opts.readFlag === undefined ? undefined : eq(notifyMessage.readFlag, opts.readFlag),
  );
  const [rows, [{ total }], unread] = await together(
    db,
    async () =>
      db
        .select()
        .from(notifyMessage)
        .where(where)
        .orderBy(desc(notifyMessage.sendTime), desc(notifyMessage.id))
        .limit(opts.size)
        .offset((opts.current - 1) * opts.size),
    async () => db.select({ total: count() }).from(notifyMessage).where(where),
    async () => unreadCount(db, tenantId, userId),
  );
  return {
    records: (rows as MessageRow[]).map(noticeItem),
    total,
    size: opts.size,
    current: opts.current,
    pages: Math.ceil(total / opts.size),
    unread,
  };
}

/** Marks the caller's messages read (all unread ones when `ids` is null); the number changed. */
export async function markRead(db: Db, tenantId: string, userId: string, ids: string[] | null) {
  const changed = await db
    .update(notifyMessage)
    .set({ readFlag: true, readTime: new Date(), updateUser: userId, updateTime: new Date() })
    .where(
      mine(
        tenantId,
        userId,
        and(eq(notifyMessage.readFlag, false), ids ? inArray(notifyMessage.id, ids) : undefined),
      ),
    )
    .returning({ id: notifyMessage.id });
  return changed.length;
}

/** One of the caller's own messages, or undefined. */
export async function myMessage(db: Db, tenantId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifyMessage)
    .where(mine(tenantId, userId, eq(notifyMessage.id, id)));
  return row as MessageRow | undefined;
}

function pagingOf(params: Record<string, unknown>) {
  const current = Math.max(1, Math.min(100000, Number.parseInt(String(params.current ?? 1), 10) || 1));
  const size = Math.max(1, Math.min(100, Number.parseInt(String(params.size ?? 10), 10) || 10));
  return { current, size };
}

export async function messageRoutes(app: FastifyInstance) {
  const base = resources.notifyMessage.path;
  declareContracts(app, {
    [`POST ${base}/my`]: postContract(
      { current: text, size: text, readFlag: flag },
      envelope(pageOf(anyObject)),
    ),
    [`GET ${base}/my/:id`]: getContract({}, envelope(anyObject), { params: idParams }),
    [`GET ${base}/unread-count`]: getContract({}, envelope(z.number().int())),
    [`POST ${base}/read`]: contract({
      querystring: idsQuery,
      body: idsBody.nullish(),
      response: doneEnvelope,
    }),
    [`POST ${base}/read-all`]: postContract({}, envelope(z.number().int())),
  });
  const { db } = app.deps;
  registerResource(app, notifyMessageService);

  // The caller's own messages: open to every signed-in user, never another user's rows.
  app.post(`${base}/my`, SHELL_ROUTE, async (req) => {
    const ctx = req.ctx!;
    const p = paramsOf(req);
    const flag =
      p.readFlag === undefined || p.readFlag === ''
        ? undefined
        : ['true', '1', true, 1].includes(p.readFlag as string);
    return ok(await myMessages(db, ctx.tenantId, ctx.userId, { ...pagingOf(p), readFlag: flag }));
  });
  app.get<{ Params: { id: string } }>(`${base}/my/:id`, SHELL_ROUTE, async (req) => {
    const ctx = req.ctx!;
    if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
    const row = await myMessage(db, ctx.tenantId, ctx.userId, req.params.id);
    if (!row) throw notFound('消息不存在或已被删除');
    return ok(noticeItem(row));
  });
  app.get(`${base}/unread-count`, SHELL_ROUTE, async (req) =>
    ok(await unreadCount(db, req.ctx!.tenantId, req.ctx!.userId)),
  );
  app.post(`${base}/read`, SHELL_ROUTE, async (req) => {
    const ctx = req.ctx!;
    const ids = idsOf(req);
    if (ids.length === 0 || !ids.every(isId)) throw badRequest('参数错误: ids 应为逗号分隔的编号');
    await markRead(db, ctx.tenantId, ctx.userId, ids);
    return done();
  });
  app.post(`${base}/read-all`, SHELL_ROUTE, async (req) => {
    const n = await markRead(db, req.ctx!.tenantId, req.ctx!.userId, null);
    return ok(n);
  });
}
