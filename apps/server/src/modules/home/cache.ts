import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';

/**
 * The home widgets' cache (domain-model §11): 60 s per tenant + data scope, dropped at once when a
 * write under the areas the widgets read from succeeds on this node (the tenant's version moves
 * on); writes on other nodes and by jobs show within the 60 s.
 */
export const HOME_TTL_MS = 60_000;

type Entry = { at: number; version: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();
const versions = new Map<string, number>();

type HomeListener = (tenantId: string) => void;
const listeners = new Set<HomeListener>();
const announcing = new Set<string>();
/** Listeners hear of a change at most once a second per tenant (a burst of writes is one change). */
const ANNOUNCE_MS = 1000;

/** Calls `listener` after the tenant's figures changed (the large screen's live push); returns the unsubscribe. */
export function onHomeChange(listener: HomeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks everything cached for the tenant as stale and tells the listeners. */
export function bumpHome(tenantId: string): void {
  versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);
  if (announcing.has(tenantId)) return;
  announcing.add(tenantId);
  setTimeout(() => {
    announcing.delete(tenantId);
    for (const listener of listeners) listener(tenantId);
  }, ANNOUNCE_MS).unref();
}

/**
 * What decides the rows a caller sees: the role set (permissions and data-scope rules) and the
 * departments; the user as well when a rule is about the caller's own rows.
 */
export function scopeKey(ctx: RequestContext): string {
  if (ctx.isAdministrator) return 'administrator';
  let isPersonal = false;
  for (const rules of ctx.dataScopes?.values() ?? [])
    if (rules.some((r) => r.scopeType === 2 || r.scopeType === 5)) isPersonal = true;
  const roles = [...ctx.roleIds].sort().join(',');
  const depts = [...ctx.deptIds].sort().join(',');
  return `${roles}|${depts}${isPersonal ? `|${ctx.userId}` : ''}`;
}

/** The widget's value for the caller, computed at most once per TTL and tenant version. */
export function cachedWidget<T>(
  ctx: RequestContext,
  widget: string,
  params: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const version = versions.get(ctx.tenantId) ?? 0;
  const key = `${ctx.tenantId}|${widget}|${params}|${scopeKey(ctx)}${ctx.english ? '|en' : ''}`;
  const hit = entries.get(key);
  if (hit && hit.version === version && now - hit.at < HOME_TTL_MS) return hit.value as Promise<T>;
  if (entries.size > 5000) entries.clear();
  const value = load();
  entries.set(key, { at: now, version, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** Areas whose writes change a widget. */
const AREAS = /^\/api\/shtmp-(risk|check|danger|layout)\//;
/** POST calls of those areas that only read. */
const READS = new Set([
  'page',
  'list',
  'tree',
  'lazy-tree',
  'detail',
  'todo',
  'pageWithoutPass',
  'exportExcel',
  'download',
  'query',
]);

/** Bumps the caller's tenant after every successful changing call under the areas above. */
export function installHomeInvalidation(app: FastifyInstance): void {
  // whether a route's calls change a widget, worked out once per route (this hook sees every
  // request); a route's address has the literal prefix and, for these calls, the last segment of
  // every path it serves
  const changing = new Map<string, boolean>();
  const changes = (route: string) => {
    let yes = changing.get(route);
    if (yes === undefined) {
      yes = AREAS.test(route) && !READS.has(route.slice(route.lastIndexOf('/') + 1));
      changing.set(route, yes);
    }
    return yes;
  };
  app.addHook('onResponse', (request, reply, next) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' && reply.statusCode < 400 && request.ctx && route && changes(route))
      bumpHome(request.ctx.tenantId);
    next();
  });
}
