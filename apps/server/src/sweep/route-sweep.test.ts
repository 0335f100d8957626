import { type FieldDef, hasCall, type ResourceDef } from '@dp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, createUser } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import {
  baseOf,
  fieldVariants,
  INJECTIONS,
  injectionParams,
  isSignedInRoute,
  pool,
  resourceOf,
  routeCollector,
  SESSION_ENDING,
  sampleRows,
} from './sweep-kit';

/**
 * Issue #9: every route the server registers, probed as a user without its permission, as
 * another tenant's admin holding this tenant's ids, with rows posted back as read, with every
 * field emptied / nulled / wrong-typed / oversized, and with injection strings as sort and filter
 * names. New routes join automatically (they come from the server's onRoute hook).
 */
type Row = Record<string, unknown>;
type Res = { status: number; msg: string; text: string };

const collector = routeCollector();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let nobody: string;
let other: string;
let adminUserId: string;
const WIDTH = 8;
const samples = new Map<string, Row>();
const counts: Record<string, number> = {};
const failures: string[] = [];

const live = () => collector.routes.filter((r) => !r.access.public && !SESSION_ENDING.has(r.url));
const fill = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id);

async function send(
  token: string,
  r: { method: 'GET' | 'POST'; url: string },
  query: Record<string, string> = {},
  body?: unknown,
): Promise<Res> {
  const res = await t.app.inject({
    method: r.method,
    url: r.url,
    query,
    headers: { 'calf-auth': `bearer ${token}` },
    ...(r.method === 'POST' && body !== undefined ? { payload: body as Row } : {}),
  });
  let msg = '';
  try {
    msg = String((res.json() as { msg?: unknown; error_description?: unknown }).msg ?? '');
  } catch {}
  return { status: res.statusCode, msg, text: res.body };
}

function check(probe: string, r: { method: string; url: string }, res: Res, detail = '') {
  counts[probe] = (counts[probe] ?? 0) + 1;
  if (res.status >= 500) failures.push(`${probe} ${r.method} ${r.url} ${detail} → ${res.status} ${res.msg}`);
  else if (res.status >= 400 && !res.msg && !res.text.includes('error_description'))
    failures.push(`${probe} ${r.method} ${r.url} ${detail} → ${res.status} without a message`);
}

/** A row of each base path, read as the platform administrator (tenant 000000 rows first). */
async function collectSamples() {
  const found = await sampleRows(
    live(),
    collector.routes,
    (method, url, query) => send(admin, { method, url }, query, {}),
    (x) => x.id !== adminUserId && x.account !== 'admin',
  );
  for (const [base, row] of found) samples.set(base, row);
}

/** A valid value of a field, for building an insert body from the definition. */
function validValue(name: string, f: FieldDef): unknown {
  const uniq = `${name}${Math.floor(Math.random() * 1e9)}`;
  switch (f.type) {
    case 'int':
      return f.dict ? 1 : (f.min ?? 1);
    case 'decimal':
      return f.min ?? 1;
    case 'bool':
      return true;
    case 'date':
      return '2026-01-01';
    case 'datetime':
      return '2026-01-01 08:00:00';
    case 'id':
    case 'file':
      return undefined;
    case 'ids':
    case 'files':
      return [];
    case 'json':
      return {};
    default:
      return f.unique ? uniq.slice(0, f.max ?? 255) : 'sweep';
  }
}

function insertBody(def: ResourceDef): Row {
  const body: Row = {};
  for (const [name, f] of Object.entries(def.fields)) {
    const v = validValue(name, f);
    if (v !== undefined && (f.required || f.unique)) body[name] = v;
  }
  return body;
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collector.onRoute });
  admin = await t.login();
  const me = await t.call('GET', '/api/calf-auth/oauth/user-info', admin);
  adminUserId = me.body.data.userId;
  const none = await createUser(t.db, { tenantId: '000000', roleAlias: 'nobody' });
  nobody = await t.login({ account: none.account, password: none.password });
  const b = await createTenantWithAdmin(t.db, () => true);
  other = await t.login({ tenantId: b.tenantId, account: 'admin', password: b.admin.password });
  // One row of each generic resource in tenant 000000, so every base has a row to probe with.
  const inserts = collector.routes.filter((r) => r.method === 'POST' && /\/(save|submit)$/.test(r.url));
  const seen = new Set<string>();
  await pool(
    inserts.map((r) => async () => {
      const res = resourceOf(r.url);
      if (!res || seen.has(res.def.name)) return;
      seen.add(res.def.name);
      await send(admin, r, {}, insertBody(res.def));
    }),
    WIDTH,
  );
  await collectSamples();
}, 120000);

beforeEach(() => {
  failures.length = 0;
});

afterAll(async () => {
  const total = Object.values(counts).reduce((a, n) => a + n, 0);
  console.log(
    `route sweep: ${collector.routes.length} routes (${live().length} probed, ${samples.size} with sample rows), ` +
      `${total} probes: ${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
  );
  await t.close();
});

describe('route sweep (issue #9)', () => {
  it('finds the routes from the server itself', () => {
    expect(collector.routes.length).toBeGreaterThan(150);
  });

  it('every route declares its access; a user without the permission is refused', async () => {
    const tasks = live().map((r) => async () => {
      counts.permission = (counts.permission ?? 0) + 1;
      if (!r.access.permission && !r.access.administrator) {
        if (!isSignedInRoute(r.url)) failures.push(`access ${r.method} ${r.url} declares no permission`);
        return;
      }
      const res = await send(nobody, { method: r.method, url: fill(r.url, '1') }, {}, {});
      if (res.status !== 403)
        failures.push(`permission ${r.method} ${r.url} → ${res.status} for a user without it`);
      if (r.access.administrator) {
        const o = await send(other, { method: r.method, url: fill(r.url, '1') }, {}, {});
        if (o.status !== 403)
          failures.push(`administrator ${r.method} ${r.url} → ${o.status} for a tenant admin`);
      }
    });
    await pool(tasks, WIDTH);
    expect(failures.join('\n')).toBe('');
  });

  it("another tenant's admin with this tenant's ids is refused or finds nothing", async () => {
    const tenantRows = [...samples.entries()].filter(([, row]) => row.tenantId === '000000');
    const detailOf = async (base: string, id: string) => {
      for (const [method, url, query] of [
        ['GET', `${base}/detail`, { id }],
        ['GET', `${base}/get/:id`, {}],
      ] as const) {
        if (!collector.routes.some((r) => r.method === method && r.url === url)) continue;
        return (await send(admin, { method, url: fill(url, id) }, query)).text;
      }
      return undefined;
    };
    const before = new Map<string, string | undefined>();
    for (const [base, row] of tenantRows) before.set(base, await detailOf(base, String(row.id)));
    const tasks = live().flatMap((r) => {
      const row = samples.get(baseOf(r.url));
      if (!row) return [];
      if (row.tenantId !== '000000') return [];
      const id = String(row.id);
      return [
        async () => {
          const query = {
            id,
            ids: id,
            userIds: id,
            roleIds: id,
            userId: id,
            roleId: id,
            deptId: id,
            parentId: id,
          };
          const res = await send(other, { method: r.method, url: fill(r.url, id) }, query, {
            ...row,
            id,
            ids: [id],
          });
          check('cross-tenant', r, res);
          if (res.status === 200 && res.text.includes(`"${id}"`))
            failures.push(`cross-tenant ${r.method} ${r.url} answered this tenant's row ${id}`);
        },
      ];
    });
    await pool(tasks, WIDTH);
    for (const [base, row] of tenantRows) {
      const after = await detailOf(base, String(row.id));
      if (after !== before.get(base)) failures.push(`cross-tenant changed ${base} row ${String(row.id)}`);
    }
    expect(failures.join('\n')).toBe('');
  });

  it('injection strings as sort and filter names are refused or ignored, never a 5xx', async () => {
    const reads = live().filter(
      (r) => r.method === 'GET' || /\/(page|list|select|tree|export[^/]*|lazy-[^/]*)$/i.test(r.url),
    );
    const tasks = reads.flatMap((r) =>
      INJECTIONS.map((inj) => async () => {
        const params = injectionParams(inj);
        const res = await send(admin, { method: r.method, url: fill(r.url, '1') }, params, params);
        check('injection', r, res, inj.slice(0, 20));
      }),
    );
    await pool(tasks, WIDTH);
    expect(failures.join('\n')).toBe('');
  }, 120000);

  it('a row posted back as page/detail returned it is never a 5xx', async () => {
    const tasks = live().flatMap((r) => {
      if (r.method !== 'POST' || !/\/(update|submit)$/.test(r.url)) return [];
      const row = samples.get(baseOf(r.url));
      return row ? [async () => check('round-trip', r, await send(admin, r, {}, row))] : [];
    });
    await pool(tasks, WIDTH);
    expect(failures.join('\n')).toBe('');
  });

  it('each field emptied, nulled, wrong-typed or oversized answers a clear 4xx, never a 5xx', async () => {
    // Per base: the update through `update` (else `submit`), the insert through `save` (else `submit`).
    const writes = live().filter((r) => r.method === 'POST' && /\/(save|update|submit)$/.test(r.url));
    const has = (url: string) => writes.some((w) => w.url === url);
    const tasks = writes.flatMap((r) => {
      const base = baseOf(r.url);
      const res = resourceOf(r.url);
      const row = samples.get(base);
      const defs: Record<string, FieldDef | undefined> = { ...(res?.def.fields ?? {}) };
      if (!res) for (const k of Object.keys(row ?? {})) defs[k] = undefined;
      defs.status = undefined;
      const updates = r.url.endsWith('/update') || (r.url.endsWith('/submit') && !has(`${base}/update`));
      const inserts = r.url.endsWith('/save') || (r.url.endsWith('/submit') && !has(`${base}/save`));
      const bodies: Row[] = [];
      if (updates && row) bodies.push(row);
      if (inserts && res && (hasCall(res.def, 'save') || hasCall(res.def, 'submit')))
        bodies.push(insertBody(res.def));
      if (bodies.length === 0 && (updates || inserts)) bodies.push(row ?? {});
      return bodies.flatMap((base) =>
        Object.entries(defs).flatMap(([name, f]) =>
          fieldVariants(f).map((v) => async () => {
            check('field', r, await send(admin, r, {}, { ...base, [name]: v }), name);
          }),
        ),
      );
    });
    await pool(tasks, WIDTH);
    expect(failures.join('\n')).toBe('');
  }, 180000);
});
