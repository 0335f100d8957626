import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RequestContext, SHELL_ROUTE } from '../../core/context';
import { contract, declareContracts, docOnly, doneEnvelope } from '../../core/contract';
import { badRequest, done } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { errorLog } from '../../db/schema';

const clip = (s: unknown, n: number) => String(s ?? '').slice(0, n);

/** Every 5xx is written to the error log with its stack (never sent to the client). */
export function recordServerError(db: Db, error: Error, request: FastifyRequest): void {
  db.insert(errorLog)
    .values({
      id: nextId(),
      tenantId: request.ctx?.tenantId ?? '',
      method: request.method,
      requestUri: clip(request.url.split('?')[0], 1000),
      userAgent: clip(request.headers['user-agent'], 1000),
      remoteIp: request.ip,
      exceptionName: clip(error.name, 255),
      message: clip(error.message, 4000),
      stackTrace: clip(error.stack, 16000),
      source: 'server',
      createBy: request.ctx?.account ?? '',
    })
    .catch((e) => request.log.error({ err: e }, 'could not write the error log'));
}

const clientLog = z.object({
  type: z.string().max(50).optional(),
  message: z.unknown().optional(),
  stack: z.unknown().optional(),
  info: z.unknown().optional(),
  url: z.string().max(1000).optional(),
  time: z.string().max(50).optional(),
});

/** Logs the browser collected (uncaught UI errors) uploaded by the user: they land in the error log. */
export async function recordClientLogs(db: Db, ctx: RequestContext, body: unknown, request: FastifyRequest) {
  const parsed = z.array(clientLog).max(200).safeParse(body);
  if (!parsed.success) throw badRequest('参数错误: 日志格式不正确');
  if (parsed.data.length === 0) return 0;
  await db.insert(errorLog).values(
    parsed.data.map((l) => ({
      id: nextId(),
      tenantId: ctx.tenantId,
      method: 'CLIENT',
      requestUri: clip(l.url, 1000),
      userAgent: clip(request.headers['user-agent'], 1000),
      remoteIp: request.ip,
      exceptionName: clip(l.type ?? 'error', 255),
      message: clip(typeof l.message === 'string' ? l.message : JSON.stringify(l.message), 4000),
      stackTrace: clip(typeof l.stack === 'string' ? l.stack : JSON.stringify(l.stack ?? ''), 16000),
      params: clip(typeof l.info === 'string' ? l.info : JSON.stringify(l.info ?? ''), 4000),
      source: 'client',
      createBy: ctx.account,
    })),
  );
  return parsed.data.length;
}

export async function logRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /calf-log/error/client': contract({
      // checked by recordClientLogs (its message names the refused shape)
      body: docOnly(z.array(clientLog).max(200)),
      response: doneEnvelope,
    }),
  });
  app.post('/calf-log/error/client', SHELL_ROUTE, async (req) => {
    const n = await recordClientLogs(app.deps.db, req.ctx!, req.body, req);
    return done(`已上传${n}条日志`);
  });
}
