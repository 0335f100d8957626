import { resources } from '@dp/domain';
import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission, SHELL_ROUTE } from '../../core/context';
import {
  declareContracts,
  doneEnvelope,
  envelope,
  getContract,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { intParam } from '../../core/numbers';
import { sanitizeRichText } from '../../core/sanitize';
import { notice, noticeRead } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';

export const noticeService = resourceService(resources.notice, notice, {
  // Readers see released notices; editors also see the ones scheduled for later.
  rowFilter: (ctx) =>
    hasPermission(ctx, ['notice_add', 'notice_edit']) ? undefined : lte(notice.releaseTime, new Date()),
  beforeWrite: ({ row }) => {
    if (typeof row.content === 'string') row.content = sanitizeRichText(row.content);
  },
  // isRead for the caller, in one query for the whole page.
  decorate: async ({ ctx, rows, db }) => {
    const ids = rows.map((r) => String(r.id));
    const read = ids.length
      ? await db
          .select({ id: noticeRead.noticeId })
          .from(noticeRead)
          .where(and(eq(noticeRead.userId, ctx.userId), inArray(noticeRead.noticeId, ids)))
      : [];
    const seen = new Set(read.map((r) => r.id));
    return rows.map((r) => ({ ...r, isRead: seen.has(String(r.id)) }));
  },
});

export async function noticeRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-desk/notice/getUnreadQuantity': getContract({ code: text }, envelope(z.number().int())),
    'POST /calf-desk/notice/read': postContract({ id: text }, doneEnvelope),
  });
  const { db } = app.deps;
  registerResource(app, noticeService);

  // Released notices of the tenant the caller has not read yet (`code` narrows to one category).
  app.get<{ Querystring: { code?: string } }>(
    '/calf-desk/notice/getUnreadQuantity',
    SHELL_ROUTE,
    async (req) => {
      const ctx = req.ctx!;
      const category = intParam(req.query.code, 'code');
      const [{ n }] = await db
        .select({ n: count() })
        .from(notice)
        .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, ctx.userId)))
        .where(
          and(
            noticeService.scope(ctx),
            lte(notice.releaseTime, new Date()),
            isNull(noticeRead.noticeId),
            category !== undefined ? eq(notice.category, category) : undefined,
          ),
        );
      return ok(n);
    },
  );

  app.post<{ Querystring: { id?: string } }>('/calf-desk/notice/read', async (req) => {
    const ctx = req.ctx!;
    const id = req.query.id;
    if (!isId(id)) throw badRequest('参数错误: id 应为编号');
    const [row] = await db
      .select({ id: notice.id })
      .from(notice)
      .where(and(noticeService.scope(ctx), eq(notice.id, id)));
    if (!row) throw notFound('数据不存在或已被删除');
    await db.insert(noticeRead).values({ noticeId: id, userId: ctx.userId }).onConflictDoNothing();
    return done();
  });
}
