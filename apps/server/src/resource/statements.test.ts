import { type FieldDef, hasCall, type ResourceDef, resources } from '@dp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { countStatements } from '../../test/statements';
import { nextId } from '../core/ids';
import { dictionary } from './dictionary';
import { refTarget, tableNamed } from './relations';
import { joinTable } from './table';

/**
 * No N+1: every generated `page` call runs the same number of SQL statements for one row as for
 * fifty. Each resource gets fifty identical rows (every dict, ref and ids field filled) dated
 * after everything else, so both pages read only those rows; the clock is frozen while counting
 * so the session and permission caches stay warm.
 */
type Def = ResourceDef;
type Row = Record<string, unknown>;
const ROWS = 50;
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

async function liveRef(table: string): Promise<string | undefined> {
  const { table: ref, cols } = refTarget({ table, label: 'id' });
  const [row] = await t.db
    .select({ id: cols.id })
    .from(ref)
    .where(
      and(
        cols.isDeleted ? eq(cols.isDeleted, 0) : undefined,
        cols.tenantId ? eq(cols.tenantId, '000000') : undefined,
      ),
    )
    .orderBy(asc(cols.id))
    .limit(1);
  return row ? String(row.id) : undefined;
}

async function value(f: FieldDef): Promise<unknown> {
  if (f.ref && f.type === 'id') return (await liveRef(f.ref.table)) ?? null;
  if (f.dict) {
    const key = (await dictionary(t.db, '000000', f.dict, f.dictBiz === true))[0]?.dictKey;
    if (key === undefined) return null;
    if (f.multiple) return [key];
    return f.type === 'int' ? Number(key) : key;
  }
  switch (f.type) {
    case 'string':
    case 'text':
      return 'x'.repeat(Math.max(0, (f.min ?? 1) - 2));
    case 'int':
      return f.min ?? 1;
    case 'decimal':
      return String(f.min ?? 1);
    case 'bool':
      return true;
    case 'date':
      return '2026-01-02';
    case 'datetime':
      return new Date('2026-01-02T00:00:00Z');
    case 'json':
      return {};
    case 'files':
      return [];
    default:
      return null;
  }
}

/** Fifty identical rows of the resource, newest of all, with their `ids` links. */
async function fill(def: Def): Promise<void> {
  const table = tableNamed(def.table) as PgTable;
  const base: Row = {};
  const links: [string, string][] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.type === 'ids') {
      const id = f.ref ? await liveRef(f.ref.table) : undefined;
      if (id) links.push([name, id]);
    } else base[name] = await value(f);
  }
  if (def.tenantScoped) base.tenantId = '000000';
  const texts = Object.keys(base).filter(
    (k) => typeof base[k] === 'string' && /^x*$/.test(base[k] as string),
  );
  // strings differ by a row number (some tables hold unique keys; a letter first, so none reads as
  // an id in a comma list of ids), the rest is identical
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    ...base,
    ...Object.fromEntries(texts.map((k) => [k, `${base[k]}${/Id$/.test(k) ? 'r' : ''}${i.toString(36)}`])),
    id: nextId(),
    createTime: new Date(Date.UTC(2100, 0, 1) + i * 1000),
  }));
  await t.db.insert(table).values(rows);
  for (const [name, refId] of links) {
    await t.db.insert(joinTable(def, name)).values(
      rows.map((r) => ({
        ownerId: String(r.id),
        refId,
        sort: 0,
        tenantId: def.tenantScoped ? '000000' : null,
      })),
    );
  }
}

const page = (def: Def, size: number) =>
  t.call('POST', `/api${def.path}/page`, tok, { current: 1, size, descs: 'createTime' });

const defs = (Object.values(resources) as Def[]).filter((d) => hasCall(d, 'page'));

describe.each(defs.map((d) => [d.name, d] as const))('statements per page: %s', (_name, def) => {
  it('runs as many statements for fifty rows as for one', async () => {
    await fill(def);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const warm = await page(def, ROWS);
      expect(warm.body.code, warm.body.msg).toBe(200);
      const one = await countStatements(() => page(def, 1));
      const many = await countStatements(() => page(def, ROWS));
      expect(one.result.body.data.records).toHaveLength(1);
      expect(many.result.body.data.records).toHaveLength(ROWS);
      expect(many.statements, `one row:\n${one.statements.join('\n')}`).toHaveLength(one.statements.length);
    } finally {
      vi.useRealTimers();
    }
  });
});
