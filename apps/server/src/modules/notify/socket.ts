import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { isId } from '../../core/ids';
import { setImportProgressSink } from '../../resource/import-progress';
import { resolveContext } from '../auth/session';
import { onHomeChange } from '../home/cache';
import { markRead, myMessage, myMessages, unreadCount } from './messages';
import { listenForPushes, type Push, publishPush } from './push';

/**
 * Live notices (spec: events connect, notice, receiveNotice). The client connects with its access
 * token (`auth.token`, or the `calf-Auth` header) and optionally its `userId`; a missing, expired
 * or revoked token, or another user's id, is refused. Each socket joins its tenant's and its
 * user's room. It emits `notice` with a JSON string {noticeId, type: 'get'|'read', pageSize,
 * pageNum, userId} and receives `receiveNotice`: the page (get), the new unread count (read), or
 * a pushed new message (type 'new'). Bad requests get an `error` event and nothing else.
 */
const request = z.object({
  noticeId: z.union([z.string(), z.number()]).optional().nullable(),
  type: z.enum(['get', 'read']),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
  pageNum: z.coerce.number().int().min(1).max(100000).optional(),
  userId: z.union([z.string(), z.number()]).optional().nullable(),
});

type Identity = { tenantId: string; userId: string; token: string };

export const tenantRoom = (tenantId: string) => `t:${tenantId}`;
export const userRoom = (tenantId: string, userId: string) => `u:${tenantId}:${userId}`;

function handshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const raw = auth?.token ?? socket.handshake.headers['calf-auth'];
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = raw.trim();
  return value.slice(0, 7).toLowerCase() === 'bearer ' ? value.slice(7).trim() : value;
}

export function attachNoticeSocket(app: FastifyInstance) {
  const { db, config } = app.deps;
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });

  io.use(async (socket, next) => {
    try {
      const token = handshakeToken(socket);
      const resolved = await resolveContext(db, config.jwtSecret, token, config.demoMode);
      if (!('ctx' in resolved)) return next(new Error('unauthorized'));
      const claimed = (socket.handshake.auth as Record<string, unknown> | undefined)?.userId;
      if (
        claimed !== undefined &&
        claimed !== null &&
        claimed !== '' &&
        String(claimed) !== resolved.ctx.userId
      )
        return next(new Error('forbidden'));
      socket.data.identity = { tenantId: resolved.ctx.tenantId, userId: resolved.ctx.userId, token: token! };
      next();
    } catch (err) {
      next(err instanceof Error ? err : new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const me = socket.data.identity as Identity;
    void socket.join([tenantRoom(me.tenantId), userRoom(me.tenantId, me.userId)]);
    const refuse = (code: number, msg: string) => socket.emit('error', { code, msg });

    socket.on('notice', async (raw: unknown) => {
      try {
        if (typeof raw !== 'string' || raw.length > 2000) return refuse(400, '请求应为 JSON 字符串');
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return refuse(400, '请求应为 JSON 字符串');
        }
        const parsed = request.safeParse(body);
        if (!parsed.success) return refuse(400, '请求参数不正确');
        const req = parsed.data;
        if (
          req.userId !== undefined &&
          req.userId !== null &&
          req.userId !== '' &&
          String(req.userId) !== me.userId
        )
          return refuse(403, '不能读取其他用户的消息');
        // The session may have been revoked since the handshake (logout, password change).
        const live = await resolveContext(db, config.jwtSecret, me.token, config.demoMode);
        if (!('ctx' in live)) {
          refuse(401, '令牌已失效');
          socket.disconnect(true);
          return;
        }
        if (req.type === 'get') {
          const page = await myMessages(db, me.tenantId, me.userId, {
            current: req.pageNum ?? 1,
            size: req.pageSize ?? 5,
          });
          socket.emit('receiveNotice', { type: 'get', ...page });
          return;
        }
        const id = String(req.noticeId ?? '');
        if (!isId(id) || !(await myMessage(db, me.tenantId, me.userId, id)))
          return refuse(404, '消息不存在或已被删除');
        await markRead(db, me.tenantId, me.userId, [id]);
        socket.emit('receiveNotice', {
          type: 'read',
          noticeId: id,
          unread: await unreadCount(db, me.tenantId, me.userId),
        });
      } catch (err) {
        app.log.error({ err }, 'notice socket request failed');
        refuse(500, '服务器内部错误');
      }
    });
  });

  const forward = (push: Push) => {
    const rooms = push.all
      ? [tenantRoom(push.tenantId)]
      : (push.userIds ?? []).map((u) => userRoom(push.tenantId, u));
    if (rooms.length === 0) return;
    if (push.progress) io.to(rooms).emit('importProgress', push.progress);
    else io.to(rooms).emit('receiveNotice', { type: 'new', title: push.title, subtitle: push.subtitle });
  };

  // an import's progress goes to the importing user's sockets on every node, outside the import's
  // transaction (a NOTIFY inside it would only be delivered at its commit), one after another so
  // that they arrive in order
  let sending = Promise.resolve();
  const stopProgress = setImportProgressSink((tenantId, userId, progress) => {
    sending = sending
      .then(() => publishPush(db, { tenantId, userIds: [userId], title: '', subtitle: '', progress }))
      .catch((err) => app.log.warn({ err }, 'import progress push failed'));
  });
  app.addHook('onClose', async () => stopProgress());

  // the home figures of a tenant changed on this node: its large screens reload them
  const stopHome = onHomeChange((tenantId) => io.to(tenantRoom(tenantId)).emit('homeChanged'));
  app.addHook('onClose', async () => stopHome());

  let listener: ReturnType<typeof listenForPushes> | undefined;
  app.addHook('onListen', async () => {
    listener = listenForPushes((db as unknown as { $client: pg.Pool }).$client, forward, app.log);
    await listener.ready;
  });
  app.addHook('preClose', async () => {
    await listener?.stop();
    // Not io.close(): that would close the HTTP server Fastify is about to close itself.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
