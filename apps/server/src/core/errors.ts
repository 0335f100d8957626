import { MSG } from '@dp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, fail } from './envelope';

export type ErrorSink = (error: Error, request: import('fastify').FastifyRequest) => void;

function fieldOf(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** Maps every error to the envelope: 400 names the field, 500 hides internals (and is logged). */
export function installErrorHandling(app: FastifyInstance, sink: ErrorSink): void {
  app.setErrorHandler((error: FastifyError, request, untypedReply) => {
    // The reply's payload type depends on route schemas; the envelope is the same for all.
    const send = (code: number, body: unknown) =>
      (untypedReply as FastifyReply).code(code).send(body as never);
    if (error instanceof ApiError) return send(error.code, fail(error.code, error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first.instancePath);
      const issue = (first.params as { issue?: { message?: string } } | undefined)?.issue;
      const message = issue?.message ?? first.message ?? 'invalid';
      return send(400, fail(400, `参数错误: ${field} ${message}`));
    }
    if (error.validation) {
      const first = error.validation[0];
      return send(400, fail(400, `参数错误: ${fieldOf(first.instancePath)} ${first.message}`));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, fail(429, '请求过于频繁,请稍后再试'));
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(400, fail(400, '上传文件过大'));
    }
    if (status >= 400 && status < 500) {
      const msg = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? '不支持的请求类型' : '请求格式不正确';
      return send(status, fail(status, msg));
    }
    request.log.error({ err: error }, 'unhandled error');
    sink(error, request);
    return send(500, fail(500, MSG.serverError));
  });
}

/** The 404 envelope, naming what was asked for. */
export function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(fail(404, `${MSG.notFound}: ${request.method} ${request.url.split('?')[0]}`));
}
