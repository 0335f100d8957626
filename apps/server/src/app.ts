import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { hasPermission } from './core/context';
import { contractSerializer, contractValidator } from './core/contract';
import { setTimeZone } from './core/dates';
import { badRequest, fail } from './core/envelope';
import { installErrorHandling, notFoundEnvelope } from './core/errors';
import { MAX_LIST_ITEMS, overlongList } from './core/list-limit';
import { formatDates } from './core/serialize';
import { inCallerLanguage, wantsEnglish } from './core/translate';
import type { Db } from './db/client';
import { apiScopesMatching } from './modules/auth/scopes';
import { resolveContext, tokenFrom } from './modules/auth/session';
import { installHomeInvalidation } from './modules/home/cache';
import { registerModules } from './modules/index';
import { installApiLog } from './modules/log/api-log';
import { recordServerError } from './modules/log/error-log';
import { attachNoticeSocket } from './modules/notify/socket';
import { configureLayer } from './resource/env';

export type AppDeps = {
  config: Config;
  db: Db;
  ready?: () => Promise<boolean>;
  /** Sees every route as it is registered (the route sweeps enumerate the server's own routes). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Checks every answer against its route's declared output schema and fails the request on a
   * mismatch (the test app: the whole suite checks the contracts). Off in production, where
   * answers are written with JSON.stringify unchecked.
   */
  checkResponses?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  setTimeZone(config.timeZone);
  configureLayer({ dataKey: config.dataKey, fileLinkSeconds: 10 * 60 });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // no automatic HEAD twin for every GET: ~400 routes fewer to build at start, none of them used
    exposeHeadRoutes: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('deps', deps);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(contractSerializer(deps.checkResponses === true));
  installErrorHandling(app, (error, request) => recordServerError(db, error, request));
  // JSON bodies nested deeper than MAX_DEPTH are refused before parsing (no stack overflow later).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(String(body)) > MAX_DEPTH)
      return done(badRequest(`参数错误: 请求体嵌套层级不能超过${MAX_DEPTH}层`), undefined);
    return parseJson(req, String(body), done);
  });
  // Forms post `ids=a,b` the way the Saber client does; parsed without a plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: '双重预防信息管理平台 API', version: '1.0.0' },
      components: {
        securitySchemes: { calfAuth: { type: 'apiKey', in: 'header', name: 'calf-Auth' } },
      },
      security: [{ calfAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('ctx', null);
  app.decorateRequest('authError', null);
  // Resolve the caller once per request, then enforce the route's declared access. The hooks run
  // on every request are callback style where they can be: an async hook costs each request a
  // promise and a turn of the microtask queue (issue #17, the layer's overhead).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    resolveContext(db, config.jwtSecret, tokenFrom(request), config.demoMode).then((resolved) => {
      if ('ctx' in resolved) {
        // dictionary labels are answered in the caller's language (resource/dictionary.ts)
        resolved.ctx.english = wantsEnglish(request.headers['accept-language']);
        request.ctx = resolved.ctx;
      } else request.authError = resolved.error;
      done();
    }, done);
  });
  // Before input validation: an unauthorized caller learns nothing from the validation messages.
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.is404)
      return done();
    const refuse = (refused: ReturnType<typeof fail>) => void reply.status(refused.code).send(refused);
    const admit = () => {
      // PostgreSQL cannot store U+0000: refuse it up front rather than fail deep inside a query.
      const nul = nulField(request.query, '') ?? nulField(request.body, '');
      if (nul !== undefined) return refuse(fail(400, `参数错误: ${nul || 'body'} 含有非法字符`));
      // one bound for every route's lists, before any of them reaches a query
      const long = overlongList(request.query, '') ?? overlongList(request.body, '');
      if (long !== undefined) return refuse(fail(400, `参数错误: ${long} 最多${MAX_LIST_ITEMS}项`));
      done();
    };
    const refused = declaredAccessRefusal(request);
    if (refused) return refuse(refused);
    // API scopes: a route that matches any configured API scope (pattern + method) may only be
    // called by roles granted one of those matching scopes; routes no scope matches are governed
    // by their permission codes alone. The platform administrator is never restricted.
    const ctx = request.ctx;
    if (!ctx || ctx.isAdministrator || request.routeOptions.config.access?.public) return admit();
    apiScopesMatching(db, request.method, request.url).then((matching) => {
      if (matching.length > 0 && !matching.some((id) => ctx.apiScopeIds?.has(id)))
        refuse(fail(403, '没有该接口的访问权限'));
      else admit();
    }, done);
  });
  /** The route's declared access (`config.access`) checked against the caller; a refusal envelope or undefined. */
  function declaredAccessRefusal(request: import('fastify').FastifyRequest) {
    const access = request.routeOptions.config.access ?? {};
    if (access.public) return undefined;
    if (!request.ctx) {
      const msg =
        request.authError === 'expired'
          ? '令牌已失效'
          : request.authError === 'invalid'
            ? '请求未授权'
            : '缺失令牌,鉴权失败';
      return fail(401, msg);
    }
    if (request.ctx.mustChangePassword && !access.beforePasswordChange) return fail(403, '请先修改初始密码');
    if (access.administrator && !request.ctx.isAdministrator) return fail(403, '没有权限访问该资源');
    if (access.permission && !hasPermission(request.ctx, access.permission)) {
      return fail(403, '没有权限访问该资源');
    }
    return undefined;
  }
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, inCallerLanguage(request, formatDates(payload)));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const name of SECURITY_HEADER_NAMES)
      if (!reply.hasHeader(name)) reply.header(name, SECURITY_HEADERS[name]);
    done(null, payload);
  });
  installApiLog(app, db);
  installHomeInvalidation(app);

  app.get('/healthz', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: { public: true } } }, async (_req, reply) => {
    const ok = await db
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
  });

  await app.register(registerModules, { prefix: '/api' });
  attachNoticeSocket(app);

  const dist = config.webDist;
  const hasSpa = existsSync(join(dist, 'index.html'));
  if (hasSpa) {
    // Hashed build assets never change: cache them for a year; everything else (index.html, the
    // unhashed public files) is revalidated. Brotli/gzip variants are written by the build.
    // One wildcard route that looks files up when asked, rather than a route per file (and per
    // compressed variant) built at every start; a missing file falls through to the handler below.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // History fallback: a page address that is not a file or an API call gets the SPA (an `.html`
  // address too: the spec's large screen lives at /dataScreen/index.html).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = !/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html');
    // sent, not returned: a returned reply is awaited as a thenable at every fallback level
    if (hasSpa && request.method === 'GET' && !path.startsWith('/api/') && isPage)
      reply.sendFile('index.html');
    else notFoundEnvelope(request, reply);
  });
  return app;
}

/**
 * Security headers of every answer (the SPA and the API): scripts only from this origin, styles
 * also inline (antd injects its CSS-in-JS styles), no framing by other sites, no referrer to others.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self' https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};
const SECURITY_HEADER_NAMES = Object.keys(SECURITY_HEADERS);

const MAX_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text (brackets inside strings ignored). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) max = depth;
      if (max > MAX_DEPTH) return max;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** The path of the first key or string value holding U+0000, or undefined. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return path || 'body';
      const hit = nulField(v, at);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}
