import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { MAX_LIST_ITEMS } from '../core/list-limit';
import {
  baseOf,
  declaredNames,
  idList,
  isListName,
  NUMBER_NAMES,
  OVERFLOWS,
  pool,
  routeCollector,
  SESSION_ENDING,
  type SweptRoute,
  sampleRows,
} from './sweep-kit';

/**
 * Issue #38 item 7: every route, as the platform administrator, with id lists longer than
 * PostgreSQL's 65,535 bind parameters (refused with a clear 400), with lists right at the
 * documented maximum (answered without a 5xx: bound as one array), and with numeric strings no
 * column holds in every declared parameter and the usual number names. New routes join by
 * themselves (they come from the server's onRoute hook).
 */
type Row = Record<string, unknown>;
type Res = { status: number; msg: string };

const collector = routeCollector();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let samples = new Map<string, Row>();
const failures: string[] = [];
const counts: Record<string, number> = {};

const live = () =>
  collector.routes.filter((r) => !r.access.public && !SESSION_ENDING.has(r.url) && !/\/import/.test(r.url));

/** A route's URL with its path parameters filled with its base's sample row (else a bare id). */
const urlOf = (r: SweptRoute) => r.url.replace(/:[A-Za-z]+/g, String(samples.get(baseOf(r.url))?.id ?? '1'));

async function send(r: SweptRoute, query: Record<string, string>, body?: unknown): Promise<Res> {
  const res = await t.app.inject({
    method: r.method,
    url: urlOf(r),
    query,
    // a body may come serialised already (the long lists: written once, not once per request)
    headers: { 'calf-auth': `bearer ${admin}`, 'content-type': 'application/json' },
    ...(r.method === 'POST' && body !== undefined
      ? { payload: typeof body === 'string' ? body : JSON.stringify(body) }
      : {}),
  });
  let msg = '';
  try {
    msg = String((res.json() as { msg?: unknown }).msg ?? '');
  } catch {}
  return { status: res.statusCode, msg };
}

function check(probe: string, r: SweptRoute, res: Res, detail: string) {
  counts[probe] = (counts[probe] ?? 0) + 1;
  if (res.status >= 500) failures.push(`${probe} ${r.method} ${r.url} ${detail} → ${res.status} ${res.msg}`);
}

/** The route's list names: the id lists its contract declares. */
const listNames = (r: SweptRoute) => declaredNames(r).filter(isListName);

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collector.onRoute });
  admin = await t.login();
  samples = await sampleRows(
    live(),
    collector.routes,
    async (method, url, query) => {
      const res = await t.app.inject({ method, url, query, headers: { 'calf-auth': `bearer ${admin}` } });
      return { status: res.statusCode, text: res.body };
    },
    (x) => x.account !== 'admin',
  );
}, 120000);

afterAll(async () => {
  console.log(
    `overflow sweep: ${live().length} routes, ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  await t.close();
});

describe('long id lists and numeric overflow (issue #38 item 7)', () => {
  it('finds list parameters on the routes that take them', () => {
    const withLists = live().filter((r) => declaredNames(r).some(isListName));
    const urls = withLists.map((r) => r.url);
    for (const u of ['/api/calf-system/role/grant', '/api/calf-user/grant'])
      expect(urls, `${u} declares its lists`).toContain(u);
  });

  it('70,000 ids in any list (array or comma string) are refused with a clear 400, never a 5xx', async () => {
    failures.length = 0;
    const long = idList(70_000);
    const joined = long.join(',');
    const json = { array: JSON.stringify(long), string: JSON.stringify(joined) };
    const tasks = live().flatMap((r) =>
      listNames(r).flatMap((name) =>
        (r.method === 'GET' ? (['string'] as const) : (['array', 'string'] as const)).map(
          (form) => async () => {
            const sample = String(samples.get(baseOf(r.url))?.id ?? '');
            const res =
              r.method === 'GET'
                ? await send(r, { [name]: joined })
                : await send(r, {}, `{"id":${JSON.stringify(sample)},${JSON.stringify(name)}:${json[form]}}`);
            check('long', r, res, `${name} ${form}`);
            if (res.status !== 400 || !res.msg.includes(`最多${MAX_LIST_ITEMS}项`))
              failures.push(`long ${r.method} ${r.url} ${name} → ${res.status} ${res.msg}`);
          },
        ),
      ),
    );
    await pool(tasks, 4);
    expect(failures.join('\n')).toBe('');
  }, 300000);

  it(`lists at the maximum (${MAX_LIST_ITEMS} ids) are never a 5xx (bound as one array)`, async () => {
    failures.length = 0;
    const tasks = live().flatMap((r) => {
      const names = listNames(r);
      const sample = String(samples.get(baseOf(r.url))?.id ?? '');
      // each list long in turn, the route's other lists naming the sample row
      return names.map((name) => async () => {
        const body: Row = { id: sample };
        for (const other of names) body[other] = sample ? [sample] : [];
        body[name] = idList(MAX_LIST_ITEMS, sample || undefined);
        const res =
          r.method === 'GET'
            ? await send(r, { [name]: (body[name] as string[]).join(',') })
            : await send(r, {}, body);
        check('at-max', r, res, name);
      });
    });
    await pool(tasks, 4);
    expect(failures.join('\n')).toBe('');
  }, 300000);

  it('numeric strings no column holds, in every declared parameter and the usual number names, are never a 5xx', async () => {
    failures.length = 0;
    const tasks = live().flatMap((r) => {
      const names = [...new Set([...declaredNames(r), ...NUMBER_NAMES])];
      // beyond any column for every name; beyond int4 (a valid bigint) for the number names too
      return names.flatMap((name) =>
        (NUMBER_NAMES.includes(name) ? OVERFLOWS : OVERFLOWS.slice(0, 1)).map((value) => async () => {
          check('number', r, await send(r, { [name]: value }, { [name]: value }), `${name}=${value}`);
        }),
      );
    });
    await pool(tasks, 8);
    expect(failures.join('\n')).toBe('');
  }, 300000);
});
