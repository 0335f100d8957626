import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { apiLog } from '../../db/schema';
import { flushLogWrites, trackLogWrite } from './pending';

/** Keys whose values never reach a log (compared case-insensitively, at any depth). */
const SECRET_KEYS = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'newPassword1',
    'adminPassword',
    'confirmPassword',
    'secret',
    'clientSecret',
    'secretKey',
    'accessKey',
    'token',
    'refresh_token',
    'refreshToken',
    'access_token',
    'accessToken',
    'calf-Auth',
    'blade-auth',
    'authorization',
    'captcha-code',
  ].map((k) => k.toLowerCase()),
);
export const MASK = '******';

/** A copy of `value` with every secret-named key's value replaced by the mask. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 10) return '…';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEYS.has(k.toLowerCase()) ? MASK : maskSecrets(v, depth + 1);
    }
    return out;
  }
  return value;
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** Sign-in (its own usual log) and log uploads are not API-logged. */
const EXCLUDED = ['/api/calf-auth/oauth/token', '/api/calf-log/'];
/** POSTs that only read (paged lists, exports, downloads) are not changes: not logged. */
const READS = new Set(['page', 'list', 'lazy-list', 'tree', 'select', 'detail', 'exportExcel', 'download']);
/** Areas whose POSTs all read (the spec's statistics calls take their filters as a body). */
const READ_AREAS = ['/api/shtmp-statistics/'];
const clip = (s: unknown, n: number) => String(s ?? '').slice(0, n);
const HOST = hostname();

/** The query string and a JSON/form body, secrets masked, as one JSON text. */
export function paramsText(request: FastifyRequest): string {
  const query = request.query && typeof request.query === 'object' ? request.query : {};
  const body =
    request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
      ? request.body
      : undefined;
  const params: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  if (body !== undefined) params.body = body;
  return clip(JSON.stringify(maskSecrets(params)), 20000);
}

/**
 * An API log row for every mutating call under /api: who, route, masked parameters, duration and
 * status. Written after the response has been sent, without waiting for it.
 */
export function installApiLog(app: FastifyInstance, db: Db): void {
  // whether a route's calls are logged, worked out once per route (this hook sees every request);
  // a route's address starts with the same literal prefix as every path it serves
  const logged = new Map<string, boolean>();
  const isLogged = (route: string) => {
    let yes = logged.get(route);
    if (yes === undefined) {
      yes =
        route.startsWith('/api/') &&
        !EXCLUDED.some((p) => route.startsWith(p)) &&
        !READ_AREAS.some((p) => route.startsWith(p)) &&
        !READS.has(route.split('/').pop() ?? '');
      logged.set(route, yes);
    }
    return yes;
  };
  app.addHook('onResponse', (request, reply, next) => {
    const route = request.routeOptions.url;
    if (MUTATING.has(request.method) && route && isLogged(route)) {
      const path = request.url.split('?')[0];
      const row = {
        id: nextId(),
        tenantId: request.ctx?.tenantId ?? '',
        serverHost: HOST,
        env: process.env.NODE_ENV ?? 'development',
        title: clip(route, 255),
        method: request.method,
        requestUri: clip(path, 1000),
        userAgent: clip(request.headers['user-agent'], 1000),
        remoteIp: clip(request.ip, 64),
        methodName: clip(route.split('/').pop(), 255),
        params: paramsText(request),
        time: Math.round(reply.elapsedTime),
        httpStatus: reply.statusCode,
        createBy: request.ctx?.account ?? '',
      };
      trackLogWrite(
        db
          .insert(apiLog)
          .values(row)
          .catch((e) => request.log.error({ err: e }, 'could not write the API log')),
      );
    }
    next();
  });
  app.addHook('onClose', async () => flushLogWrites());
}
