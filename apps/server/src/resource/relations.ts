import { labelKey, type ResourceDef } from '@dp/domain';
import { and, asc, eq, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { joinTable, registeredTable } from './table';

type Row = Record<string, unknown>;
type Cols = Record<string, PgColumn>;

/**
 * `col = any($1::bigint[])`: one bound array however many ids (a page export may carry more ids
 * than PostgreSQL's 65,535 bind parameters).
 */
export function anyId(col: PgColumn, ids: string[]): SQL {
  return sql`${col} = any(${sql.param(ids)}::bigint[])`;
}

let handWritten: Map<string, PgTable> | undefined;

/** The drizzle table of a database table name: built from a definition or declared in db/schema. */
export function tableNamed(name: string): PgTable | undefined {
  const own = registeredTable(name);
  if (own) return own;
  if (!handWritten) {
    handWritten = new Map();
    for (const v of Object.values(schema)) if (is(v, PgTable)) handWritten.set(getTableName(v), v);
  }
  return handWritten.get(name);
}

/** The referenced table of a `ref` with its id and label columns; a wrong definition fails loudly. */
export function refTarget(ref: { table: string; label: string }) {
  const table = tableNamed(ref.table);
  const cols = table as unknown as Cols | undefined;
  if (!table || !cols?.id || !cols[ref.label])
    throw new Error(`ref to ${ref.table}.${ref.label}: no such table or column`);
  return { table, cols, label: cols[ref.label] };
}

/** Live rows of the caller's tenant (existence only for tables without tenant_id). */
export function refScope(cols: Cols, ctx: RequestContext): SQL[] {
  const out: SQL[] = [];
  if (cols.isDeleted) out.push(eq(cols.isDeleted, 0));
  if (cols.tenantId) out.push(eq(cols.tenantId, ctx.tenantId));
  return out;
}

export const refFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(
    (e): e is [string, (typeof e)[1] & { ref: { table: string; label: string } }] =>
      (e[1].type === 'id' || e[1].type === 'ids') && Boolean(e[1].ref),
  );

export const idsFields = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.type === 'ids')
    .map(([n]) => n);

/**
 * The `ref` fields of a definition grouped by the table (and label column) they point at: fields
 * naming the same table (a point's analysts, reviewers and owner are all users) share one query.
 */
export function refGroups(def: ResourceDef, byLabel: boolean) {
  const groups = new Map<
    string,
    { ref: { table: string; label: string }; fields: ReturnType<typeof refFields> }
  >();
  for (const e of refFields(def)) {
    const key = byLabel ? `${e[1].ref.table}.${e[1].ref.label}` : e[1].ref.table;
    const g = groups.get(key) ?? { ref: e[1].ref, fields: [] };
    g.fields.push(e);
    groups.set(key, g);
  }
  return [...groups.values()];
}

const idsIn = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]).map(String);

/**
 * Refuses a row whose `ref` ids (single or `ids`) are not live rows of the caller's tenant: one
 * query per referenced table, the first missing id named with its field.
 */
export async function checkRefs(db: Db, ctx: RequestContext, def: ResourceDef, row: Row): Promise<void> {
  for (const { ref, fields } of refGroups(def, false)) {
    const wanted = [...new Set(fields.flatMap(([name]) => idsIn(row[name])))];
    if (wanted.length === 0) continue;
    const { table, cols } = refTarget(ref);
    const found = await db
      .select({ id: cols.id })
      .from(table)
      .where(and(anyId(cols.id, wanted), ...refScope(cols, ctx)));
    const have = new Set(found.map((r) => String(r.id)));
    for (const [name, f] of fields) {
      const missing = [...new Set(idsIn(row[name]))].find((id) => !have.has(id));
      if (missing) throw badRequest(`参数错误: ${name} 引用的${f.label.zh} [${missing}] 不存在`);
    }
  }
}

/** Replaces the join rows of every `ids` field present in `row` for one owner (same transaction). */
export async function writeIds(db: Db, ctx: RequestContext, def: ResourceDef, ownerId: string, row: Row) {
  for (const name of idsFields(def)) {
    if (!(name in row)) continue;
    const j = joinTable(def, name);
    await db.delete(j).where(eq(j.ownerId, ownerId));
    const ids = (row[name] as string[] | null) ?? [];
    if (ids.length === 0) continue;
    await db.insert(j).values(
      ids.map((refId, sort) => ({
        ownerId,
        refId,
        sort,
        tenantId: def.tenantScoped ? ctx.tenantId : null,
      })),
    );
  }
}

/** Fills every `ids` field of a page from its join table, one query per field. */
export async function readIds(db: Db, def: ResourceDef, rows: Row[]): Promise<void> {
  const owners = rows.map((r) => String(r.id));
  for (const name of idsFields(def)) {
    const j = joinTable(def, name);
    const links = owners.length
      ? await db
          .select({ ownerId: j.ownerId, refId: j.refId })
          .from(j)
          .where(anyId(j.ownerId, owners))
          .orderBy(asc(j.ownerId), asc(j.sort))
      : [];
    const by = new Map<string, string[]>();
    for (const l of links) {
      const list = by.get(l.ownerId) ?? [];
      list.push(l.refId);
      by.set(l.ownerId, list);
    }
    for (const r of rows) r[name] = by.get(String(r.id)) ?? [];
  }
}

/**
 * Adds `<field>Name` for every `ref` field (comma-joined for `ids`): one query per referenced table
 * (and label column) per page, whatever the number of fields pointing at it.
 */
export async function addRefLabels(db: Db, ctx: RequestContext, def: ResourceDef, rows: Row[]) {
  for (const { ref, fields: all } of refGroups(def, true)) {
    const fields = all.filter(([name]) => !(labelKey(name) in def.fields));
    if (fields.length === 0) continue;
    const ids = new Set<string>();
    for (const r of rows) for (const [name] of fields) for (const id of idsIn(r[name])) ids.add(id);
    ids.delete('0');
    const { table, cols, label } = refTarget(ref);
    const found = ids.size
      ? await db
          .select({ id: cols.id, label })
          .from(table)
          .where(and(anyId(cols.id, [...ids]), cols.tenantId ? eq(cols.tenantId, ctx.tenantId) : undefined))
      : [];
    const labels = new Map(found.map((x) => [String(x.id), String(x.label ?? '')]));
    for (const r of rows)
      for (const [name] of fields) {
        const v = r[name];
        if (Array.isArray(v))
          r[labelKey(name)] = v
            .map((id) => labels.get(String(id)))
            .filter(Boolean)
            .join(',');
        else if (v !== null && v !== undefined) r[labelKey(name)] = labels.get(String(v)) ?? '';
      }
  }
}

/** `<field>_equal` on an `ids` field: the row is linked to this id (EXISTS on the join table). */
export function hasLinked(def: ResourceDef, field: string, ownerId: PgColumn, refId: string): SQL {
  const j = joinTable(def, field);
  return sql`exists (select 1 from ${j} where ${j.ownerId} = ${ownerId} and ${j.refId} = ${refId})`;
}
