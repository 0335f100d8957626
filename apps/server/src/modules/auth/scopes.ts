import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DataRule } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { apiScope, dataScope, dept, menu, roleScope } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/** One data-scope rule granted to a caller's role (api-contract §5.9, types of dict data_scope_type). */

export type ScopeGrants = {
  /** Data rules by the code of the menu they are attached to (and by their resourceCode, if set). */
  data: ReadonlyMap<string, DataRule[]>;
  /** Ids of the API scopes granted to the role set. */
  api: ReadonlySet<string>;
};

export const SCOPE_DATA = 1;
export const SCOPE_API = 2;

const grantCache = new Map<string, Promise<ScopeGrants>>();
let apiCache: Promise<{ id: string; method: string; re: RegExp }[]> | null = null;
const deptCache = new Map<string, { at: number; ids: Promise<string[]> }>();

/** Drop cached grants and scope definitions (after a role grant or a scope edit). */
export function invalidateScopes(): void {
  grantCache.clear();
  apiCache = null;
}

/** Drop cached department subtrees (after a department edit). */
export function invalidateDeptTrees(): void {
  deptCache.clear();
}

function cached<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let hit = map.get(key);
  if (!hit) {
    if (map.size > 5000) map.clear();
    hit = load();
    map.set(key, hit);
    hit.catch(() => map.delete(key));
  }
  return hit;
}

/** The data and API scopes granted to a role set, cached per role set. */
export function scopeGrantsOf(db: Db, roleIds: string[]): Promise<ScopeGrants> {
  const key = [...roleIds].sort().join(',');
  return cached(grantCache, key, async () => {
    if (roleIds.length === 0) return { data: new Map(), api: new Set() };
    const [rules, apis] = await together(
      db,
      async () =>
        db
          .select({
            id: dataScope.id,
            code: menu.code,
            resourceCode: dataScope.resourceCode,
            scopeType: dataScope.scopeType,
            scopeColumn: dataScope.scopeColumn,
            scopeValue: dataScope.scopeValue,
          })
          .from(roleScope)
          .innerJoin(dataScope, eq(dataScope.id, roleScope.scopeId))
          .innerJoin(menu, eq(menu.id, dataScope.menuId))
          .where(
            and(
              inArray(roleScope.roleId, roleIds),
              eq(roleScope.scopeCategory, SCOPE_DATA),
              eq(dataScope.isDeleted, 0),
              eq(menu.isDeleted, 0),
            ),
          ),
      async () =>
        db
          .select({ id: roleScope.scopeId })
          .from(roleScope)
          .where(and(inArray(roleScope.roleId, roleIds), eq(roleScope.scopeCategory, SCOPE_API))),
    );
    const data = new Map<string, DataRule[]>();
    const seen = new Set<string>();
    for (const r of rules) {
      const id = String(r.id);
      if (seen.has(id)) continue;
      seen.add(id);
      const rule: DataRule = {
        id,
        scopeType: Number(r.scopeType ?? 0),
        scopeColumn: String(r.scopeColumn ?? ''),
        scopeValue: r.scopeValue,
      };
      for (const k of new Set(
        [String(r.code), r.resourceCode ? String(r.resourceCode) : ''].filter(Boolean),
      )) {
        data.set(k, [...(data.get(k) ?? []), rule]);
      }
    }
    return { data, api: new Set(apis.map((a) => String(a.id))) };
  });
}

/** `*` one path segment, `**` anything, `{name}` one segment; a leading `/api` is optional. */
export function patternToRegExp(pattern: string): RegExp {
  const p = pattern
    .trim()
    .replace(/^\/api(?=\/)/, '')
    .replace(/\/+$/, '');
  const body = p
    .split(/(\*\*|\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*' || /^\{[^}]*\}$/.test(part)) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Ids of the API scopes whose pattern and method match this request (path without /api and query). */
export async function apiScopesMatching(db: Db, method: string, url: string): Promise<string[]> {
  let scopes = apiCache;
  if (!scopes) {
    scopes = apiCache = db
      .select({ id: apiScope.id, path: apiScope.scopePath, method: apiScope.scopeMethod })
      .from(apiScope)
      .where(eq(apiScope.isDeleted, 0))
      .then((rows) =>
        rows
          .filter((r) => r.path)
          .map((r) => ({
            id: String(r.id),
            method: String(r.method || '*').toUpperCase(),
            re: patternToRegExp(String(r.path)),
          })),
      );
    scopes.catch(() => {
      apiCache = null;
    });
  }
  const list = await scopes;
  if (list.length === 0) return [];
  const path = url.split('?')[0].replace(/^\/api(?=\/)/, '');
  const m = method.toUpperCase();
  return list.filter((s) => (s.method === '*' || s.method === m) && s.re.test(path)).map((s) => s.id);
}

/** The departments and all their descendants (for "own department and below"), cached briefly. */
export function deptAndChildren(db: Db, tenantId: string, deptIds: string[]): Promise<string[]> {
  if (deptIds.length === 0) return Promise.resolve([]);
  const key = `${tenantId}:${[...deptIds].sort().join(',')}`;
  const hit = deptCache.get(key);
  if (hit && Date.now() - hit.at < 60000) return hit.ids;
  const ids = descendants(db, tenantId, deptIds);
  if (deptCache.size > 5000) deptCache.clear();
  deptCache.set(key, { at: Date.now(), ids });
  ids.catch(() => deptCache.delete(key));
  return ids;
}

export async function descendants(db: Db, tenantId: string, deptIds: string[]): Promise<string[]> {
  if (deptIds.length === 0) return [];
  const rows = await db
    .select({ id: dept.id })
    .from(dept)
    .where(
      and(
        scoped(tenantId, dept, { live: true }),
        sql`(${inArray(dept.id, deptIds)} or string_to_array(${dept.ancestors}, ',') && ARRAY[${sql.join(
          deptIds.map((d) => sql`${d}`),
          sql`,`,
        )}]::text[])`,
      ),
    );
  return rows.map((r) => String(r.id));
}
