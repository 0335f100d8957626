import { type FieldDef, type ResourceDef, resources } from '@dp/domain';
import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../core/context';

/** One registered API route as the server itself declared it. */
export type SweptRoute = {
  method: 'GET' | 'POST';
  url: string;
  access: RouteAccess;
  /** The route's schema as finally attached (module contracts join after the route is seen). */
  schema?: () => RouteOptions['schema'];
};

/** Collects the API routes from the server's onRoute hook (HEAD twins and the docs UI left out). */
export function routeCollector() {
  const routes: SweptRoute[] = [];
  const onRoute = (r: RouteOptions) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const m of [r.method].flat() as string[])
      if (m === 'GET' || m === 'POST')
        routes.push({
          method: m,
          url: r.url,
          access: (r.config as { access?: RouteAccess })?.access ?? {},
          schema: () => r.schema,
        });
  };
  return { routes, onRoute };
}

/**
 * Routes any signed-in user may call without a permission code: the shell, self-service, option
 * lists (selects and trees used by forms) and uploads. Every other non-public route must declare a
 * permission or be platform-administrator only; a new route missing both fails the sweep.
 */
const SIGNED_IN: RegExp[] = [
  /^\/api\/calf-auth\/oauth\/user-info$/,
  /^\/api\/calf-system\/(dict|dict-biz)\/(dictionary|dictionary\/:code|dictionary-tree|tree|parent-tree|select)$/,
  /^\/api\/calf-system\/menu\/(routes|buttons|top-menu|tree)$/,
  /^\/api\/calf-system\/role\/(tree|tree-by-id|select)$/,
  /^\/api\/calf-system\/dept\/(tree|lazy-tree|listLevel2Dept|select)$/,
  /^\/api\/calf-system\/(post|tenant)\/select$/,
  /^\/api\/calf-system\/tenant\/currentTenant$/,
  /^\/api\/calf-user\/(info|update-info|update-password)$/,
  /^\/api\/calf-log\/error\/client$/,
  /^\/api\/calf-system\/region\/(list|lazy-list|lazy-tree|detail|select)$/,
  /^\/api\/calf-resource\/oss\/endpoint\/(put-file|put-file-attach|download|preview\/:id)$/,
  /^\/api\/calf-desk\/notice\/(getUnreadQuantity|read)$/,
  // one's own messages (the bell, my messages page)
  /^\/api\/shtmp-notify\/notifyMessage\/(my|my\/:id|unread-count|read|read-all)$/,
  // the home page's weather (no business data)
  /^\/api\/shtmp-home\/weather$/,
  // labels and options of referenced rows for pickers, scoped to the caller's tenant
  /^\/api\/ref-options\/:table$/,
];

/** Resources whose reads are open to every signed-in user (definition `readOpen`). */
const readOpenBases = Object.values(resources as Record<string, ResourceDef>)
  .filter((d) => d.readOpen)
  .map((d) => `/api${d.path}`);

export function isSignedInRoute(url: string): boolean {
  if (SIGNED_IN.some((re) => re.test(url))) return true;
  return readOpenBases.some((b) => url.startsWith(`${b}/`) && /\/(page|list|get\/:id|detail)$/.test(url));
}

/** Routes never probed: they end the caller's own session. */
export const SESSION_ENDING = new Set(['/api/calf-auth/oauth/logout']);

/** The generic resource definition a route belongs to, if any, and the call name. */
export function resourceOf(url: string): { def: ResourceDef; call: string } | undefined {
  for (const def of Object.values(resources as Record<string, ResourceDef>)) {
    const base = `/api${def.path}/`;
    if (url.startsWith(base)) {
      const call = url.slice(base.length);
      if (!call.includes('/') || call === 'get/:id') return { def, call };
    }
  }
  return undefined;
}

/** The path a route's rows come from (`/api/x/y/update` → `/api/x/y`). */
export const baseOf = (url: string) => url.replace(/\/(get\/:id|[^/]+\/:[^/]+|[^/:]+)$/, '');

/** Sort and filter names an attacker would try. */
export const INJECTIONS = [
  'id; drop table calf_user; --',
  "1' or '1'='1",
  'createTime desc, (select pg_sleep(2))',
  '"id")--',
  '__proto__',
  'x'.repeat(300),
];

export function injectionParams(inj: string): Record<string, string> {
  return {
    ascs: inj,
    descs: inj,
    orderBy: inj,
    sort: inj,
    order: inj,
    column: inj,
    [`${inj}_like`]: 'a',
    [`${inj}_equal`]: '1',
    [`${inj}_dategt`]: '2020-01-01',
    [inj]: 'x',
    current: '1',
    size: '10',
  };
}

/** Wrong values for one field: emptied, nulled, wrong-typed, oversized. */
export function fieldVariants(f: FieldDef | undefined): unknown[] {
  const out: unknown[] = ['', null, { nested: 1 }, [1, 'x'], 'x'.repeat(5000)];
  switch (f?.type) {
    case 'int':
    case 'decimal':
      out.push('abc', 1.5e20, -1e20, 1.5);
      break;
    case 'date':
    case 'datetime':
      out.push('2026-13-45', 'not a date', 123);
      break;
    case 'bool':
      out.push('maybe', 7);
      break;
    case 'id':
    case 'file':
    case 'ids':
    case 'files':
      out.push('abc', '9'.repeat(40), -1);
      break;
    default:
      out.push(12345, true);
  }
  return out;
}

/** Runs tasks with at most `width` in flight. */
export async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return out;
}

/** The keys of a zod object schema, through optional / nullable / union / pipe wrappers. */
function zodKeys(schema: unknown, out: Set<string>, depth = 0): void {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 6) return;
  if (def.type === 'object') for (const k of Object.keys(def.shape as object)) out.add(k);
  for (const inner of [def.innerType, def.in, def.left, def.right]) if (inner) zodKeys(inner, out, depth + 1);
  if (Array.isArray(def.options)) for (const o of def.options) zodKeys(o, out, depth + 1);
}

/** The parameter names a route declares in its query string and body. */
export function declaredNames(r: SweptRoute): string[] {
  const out = new Set<string>();
  const schema = r.schema?.() as { body?: unknown; querystring?: unknown } | undefined;
  zodKeys(schema?.querystring, out);
  zodKeys(schema?.body, out);
  return [...out];
}

/** Id-list parameter names (`ids`, `menuIds`, `userIds`…). */
export const isListName = (name: string) => /^(ids|.*[a-z]Ids)$/.test(name);

/** `n` id-shaped values (18 digits, none of them a row), `first` leading when given. */
export function idList(n: number, first?: string): string[] {
  const out = Array.from({ length: n }, (_, i) => String(100_000_000_000_000_000n + BigInt(i)));
  if (first) out[0] = first;
  return out;
}

/** Numeric strings no column holds: beyond bigint, beyond int4, beyond a double. */
export const OVERFLOWS = ['999999999999999999999999999999', '2147483648'];

/** Names numbers commonly travel under, probed on every route besides the declared ones. */
export const NUMBER_NAMES = ['id', 'code', 'current', 'size', 'type', 'year'];

type Sent = { status: number; text: string };

/**
 * A row of each base path of `live`, read through its page or list call (tenant 000000 rows
 * first, rows `usable` refuses skipped): ids to probe the base's other routes with.
 */
export async function sampleRows(
  live: SweptRoute[],
  all: SweptRoute[],
  read: (method: SweptRoute['method'], url: string, query: Record<string, string>) => Promise<Sent>,
  usable: (row: Record<string, unknown>) => boolean,
): Promise<Map<string, Record<string, unknown>>> {
  const samples = new Map<string, Record<string, unknown>>();
  const bases = [...new Set(live.map((r) => baseOf(r.url)))];
  await pool(
    bases.map((base) => async () => {
      const tries: [SweptRoute['method'], string][] = [
        ['POST', `${base}/page`],
        ['GET', `${base}/list`],
        ['GET', `${base}/page`],
      ];
      for (const [method, url] of tries) {
        if (!all.some((r) => r.method === method && r.url === url)) continue;
        const res = await read(method, url, { current: '1', size: '20' });
        if (res.status !== 200) continue;
        const data = (JSON.parse(res.text) as { data?: unknown }).data as
          | { records?: Record<string, unknown>[] }
          | Record<string, unknown>[]
          | undefined;
        const rows = Array.isArray(data) ? data : (data?.records ?? []);
        const pick = rows.find((x) => x.tenantId === '000000' && usable(x)) ?? rows.find(usable);
        if (pick?.id) {
          samples.set(base, pick);
          return;
        }
      }
    }),
    8,
  );
  return samples;
}
