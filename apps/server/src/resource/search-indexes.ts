import type { ResourceDef } from '@dp/domain';
import { type ExtraConfigColumn, type IndexBuilder, index, type PgColumn } from 'drizzle-orm/pg-core';
import { snake } from './snake';

/**
 * The indexes a definition's searches and sorts need, beside the list index the table builder
 * always adds: a pg_trgm GIN index for every `like` search (usable for `%term%`, CJK included on
 * a cluster whose LC_CTYPE is UTF-8 aware), a B-tree (after tenant and soft delete) for every
 * equality, date-range, sortable, unique or id field and for the columns of the default sort, and
 * the definition's own composite `indexes`.
 */
export function searchIndexes(
  def: ResourceDef,
  cols: Record<string, PgColumn>,
  on: (name: string, ...last: PgColumn[]) => IndexBuilder,
): IndexBuilder[] {
  const out: IndexBuilder[] = [];
  const btree = new Set<string>();
  for (const [name, f] of Object.entries(def.fields)) {
    if (!cols[name]) continue;
    if (f.search === 'like' && !f.multiple && (f.type === 'string' || f.type === 'text')) {
      const col = cols[name] as unknown as ExtraConfigColumn;
      out.push(index(`${def.table}_${snake(name)}_trgm`).using('gin', col.op('gin_trgm_ops')));
    }
    if (f.sortable || f.search === 'equal' || f.search === 'daterange' || f.unique || f.type === 'id')
      btree.add(name);
  }
  for (const s of def.defaultSort ?? []) if (cols[s.column] && s.column !== 'createTime') btree.add(s.column);
  // a natural key without base columns is the primary key: indexed already
  if (def.baseColumns === false && def.key) btree.delete(def.key);
  // the default order's leading column gets the index that walks the whole order (see orderIndex)
  const first = listOrder(def)[0]?.column;
  // (a create time that is a field of its own is indexed here, else by the list index)
  const walk = first && btree.has(first) && orderIndex(`${def.table}_${snake(first)}_idx`, def, cols, on);
  if (walk) {
    btree.delete(first);
    out.push(walk);
  }
  for (const name of btree) out.push(on(`${def.table}_${snake(name)}_idx`, cols[name]));
  // numbered, not named by their columns: PostgreSQL cuts identifiers at 63 characters
  for (const [i, names] of (def.indexes ?? []).entries()) {
    const missing = names.find((n) => !cols[n]);
    if (missing) throw new Error(`${def.name}.indexes: no column ${missing}`);
    out.push(on(`${def.table}_cover${i + 1}_idx`, ...names.map((n) => cols[n])));
  }
  return out;
}

/**
 * The order a read that names none is answered in (service.ts), before the id that breaks ties:
 * the definition's `defaultSort`, else a tree's `sort`, else the newest first.
 */
export function listOrder(def: ResourceDef): { column: string; asc: boolean }[] {
  return (
    def.defaultSort ??
    (def.tree && def.fields.sort ? [{ column: 'sort', asc: true }] : [{ column: 'createTime', asc: false }])
  );
}

/**
 * The index that walks the default order to its end: its columns, then `id` as `buildOrder` adds it
 * (descending, unless the order names it), each in the direction that makes the index's own order
 * the page order read forwards or backwards. A deep page's id walk (`select id … order by …
 * offset n`) is then an index-only scan that stops after n + size entries, with no sort of the rows
 * sharing one time; an index that ends at the time would make PostgreSQL sort each such group by id.
 * Undefined when a column of the order is not the table's.
 */
export function orderIndex(
  name: string,
  def: ResourceDef,
  cols: Record<string, PgColumn>,
  on: (name: string, ...last: PgColumn[]) => IndexBuilder,
): IndexBuilder | undefined {
  const order = [...listOrder(def)];
  if (cols.id && !order.some((o) => o.column === 'id')) order.push({ column: 'id', asc: false });
  if (order.some((o) => !cols[o.column])) return undefined;
  // B-tree defaults (ascending, nulls last) read backwards give `desc` with nulls first, as
  // PostgreSQL orders `desc`; a column against the first one's direction is stored the other way
  const columns = order.map((o) => {
    const col = cols[o.column] as unknown as ExtraConfigColumn;
    return (o.asc === order[0].asc ? col : col.desc().nullsFirst()) as unknown as PgColumn;
  });
  return on(name, ...columns);
}

/** An index named `name` on the given leading columns followed by `last`. */
export function indexAfter(lead: PgColumn[]) {
  return (name: string, ...last: PgColumn[]) =>
    index(name).on(...([...lead, ...last] as unknown as [PgColumn, ...PgColumn[]]));
}

/**
 * The same indexes for a table written by hand (the system tables and logs that predate the
 * layer), so that their definitions' searches and sorts are index-backed as every built table's
 * are, each after the table's `lead` columns (its tenant column where rows are read within a
 * tenant, its soft-delete column); a field that is itself a lead column gets no index of its own.
 */
export function definitionIndexes(def: ResourceDef, table: object, lead: PgColumn[]): IndexBuilder[] {
  const cols = Object.fromEntries(
    Object.entries(table as Record<string, PgColumn>).filter(([, c]) => !lead.includes(c)),
  );
  const on = indexAfter(lead);
  const out = searchIndexes(def, cols, on);
  // a list in create-time order, as resourceTable's list index (unless a field indexes it already)
  const byCreateTime = def.defaultSort?.some((s) => s.column === 'createTime') && !def.fields.createTime;
  const list = byCreateTime && cols.createTime && listIndex(def, cols, on);
  if (list) out.unshift(list);
  return out;
}

/**
 * `<table>_list_idx`: the order index when the default order starts with the create time, else the
 * create time and id (a `descs=createTime` list read backwards).
 */
export function listIndex(
  def: ResourceDef,
  cols: Record<string, PgColumn>,
  on: (name: string, ...last: PgColumn[]) => IndexBuilder,
): IndexBuilder {
  const name = `${def.table}_list_idx`;
  if (listOrder(def)[0]?.column === 'createTime') {
    const walk = orderIndex(name, def, cols, on);
    if (walk) return walk;
  }
  return cols.id ? on(name, cols.createTime, cols.id) : on(name, cols.createTime);
}
