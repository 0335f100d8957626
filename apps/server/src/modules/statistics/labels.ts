import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { dept, dictBiz, place, user } from '../../db/schema';
import { bizLabelOf } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';

/** Label lookup of a tenant's business dictionary in the caller's language (the key when unknown). */
export function dictLabels(db: Db, ctx: RequestContext, code: string) {
  return bizLabelOf(db, ctx.tenantId, code, ctx.english);
}

/** Names of departments of the tenant, by id (one query). */
export async function deptNames(db: Db, tenantId: string, ids: unknown[]) {
  const list = idList(ids);
  if (!list.length) return new Map<string, string>();
  const rows = await db
    .select({ id: dept.id, name: dept.deptName })
    .from(dept)
    .where(and(scoped(tenantId, dept), inArray(dept.id, list)));
  return new Map(rows.map((r) => [String(r.id), String(r.name ?? '')]));
}

/** Real names of users of the tenant, by id (one query). */
export async function userNames(db: Db, tenantId: string, ids: unknown[]) {
  const list = idList(ids);
  if (!list.length) return new Map<string, string>();
  const rows = await db
    .select({ id: user.id, name: user.realName })
    .from(user)
    .where(and(scoped(tenantId, user), inArray(user.id, list)));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

type Dim = PgColumn | SQL;

/**
 * Counts of one row set along several dimensions in a single scan (`GROUPING SETS`): for each
 * dimension name, the rows `{key, ...measures}` ordered by the first measure, descending.
 */
export async function breakdowns<M extends Record<string, SQL<number>>>(args: {
  db: Db;
  from: PgTable;
  /** Inner joins (dimension tables) of the row set. */
  joins?: { table: PgTable; on: SQL }[];
  where: SQL | undefined;
  dims: Record<string, Dim>;
  measures: M;
}): Promise<Record<string, ({ key: string | null } & { [K in keyof M]: number })[]>> {
  const names = Object.keys(args.dims);
  const cols = names.map((n) => args.dims[n]);
  const select: Record<string, SQL> = {
    g: sql<number>`grouping(${sql.join(cols, sql`, `)})::int`,
  };
  cols.forEach((c, i) => {
    select[`d${i}`] = sql<string | null>`(${c})::text`;
  });
  for (const [m, expr] of Object.entries(args.measures)) select[m] = sql<number>`(${expr})::int`;
  let q = args.db.select(select).from(args.from).$dynamic();
  for (const j of args.joins ?? []) q = q.innerJoin(j.table, j.on);
  const rows = (await q.where(args.where).groupBy(
    sql`grouping sets (${sql.join(
      cols.map((c) => sql`(${c})`),
      sql`, `,
    )})`,
  )) as Record<string, unknown>[];
  const first = Object.keys(args.measures)[0];
  const out: Record<string, ({ key: string | null } & Record<string, number>)[]> = {};
  names.forEach((n, i) => {
    const bit = 1 << (names.length - 1 - i);
    out[n] = rows
      .filter((r) => (Number(r.g) & bit) === 0)
      .map((r) => {
        const entry: { key: string | null } & Record<string, number> = {
          key: r[`d${i}`] as string | null,
        } as never;
        for (const m of Object.keys(args.measures)) entry[m] = Number(r[m]);
        return entry;
      })
      .sort((a, b) => b[first] - a[first]);
  });
  return out as never;
}

/** Names of places of the tenant, by id (one query). */
export async function placeNames(db: Db, tenantId: string, ids: unknown[]) {
  const list = idList(ids);
  if (!list.length) return new Map<string, string>();
  const rows = await db
    .select({ id: place.id, name: place.name })
    .from(place)
    .where(and(scoped(tenantId, place), inArray(place.id, list)));
  return new Map(rows.map((r) => [String(r.id), String(r.name ?? '')]));
}

/** Keys of a business dictionary whose item `extra` has `flag: true` (e.g. CHECK_TYPE isSpecial). */
export async function flaggedKeys(db: Db, tenantId: string, code: string, flag: string): Promise<string[]> {
  const rows = await db
    .select({ key: dictBiz.dictKey, extra: dictBiz.extra })
    .from(dictBiz)
    .where(and(scoped(tenantId, dictBiz), eq(dictBiz.code, code), eq(dictBiz.isDeleted, 0)));
  return rows
    .filter((r) => {
      try {
        const v = typeof r.extra === 'string' ? JSON.parse(r.extra) : r.extra;
        return Boolean(v && typeof v === 'object' && (v as Record<string, unknown>)[flag] === true);
      } catch {
        return false;
      }
    })
    .map((r) => String(r.key));
}

function idList(ids: unknown[]): string[] {
  return [...new Set(ids.filter((i) => i !== null && i !== undefined && i !== '').map(String))];
}

/** A label from a name map: the name, else the id itself, '' for none. */
export function nameOf(names: Map<string, string>, id: unknown): string {
  return id === null || id === undefined ? '' : (names.get(String(id)) ?? String(id));
}
