import { type FieldDef, parentField, type ResourceDef } from '@dp/domain';
import {
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns, id, tenantColumn, ts } from '../db/columns';
import { indexAfter, listIndex, searchIndexes } from './search-indexes';
import { snake } from './snake';

export { snake };

/** The column of a field; `ids` fields have none (their join table holds the values). */
function column(name: string, f: FieldDef): PgColumnBuilderBase | undefined {
  const col = snake(name);
  switch (f.type) {
    case 'ids':
      return undefined;
    case 'files':
      return jsonb(col);
    case 'file':
      return id(col);
    case 'string':
      if (f.dict && f.multiple) return text(col).array();
      return varchar(col, { length: f.max ?? 255 });
    case 'text':
      return text(col);
    case 'int':
      return integer(col);
    case 'decimal':
      return numeric(col, { precision: 18, scale: 4 });
    case 'bool':
      return boolean(col);
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return ts(col);
    case 'id':
      return id(col);
    case 'json':
      return jsonb(col);
  }
}

/** Tables built from definitions, by database name (refs name their table this way). */
const byName = new Map<string, PgTable>();

export function registeredTable(name: string): PgTable | undefined {
  return byName.get(name);
}

/**
 * The drizzle table of a resource: base columns, tenant, tree parent and materialised path,
 * version, then its own fields. Built once per definition (the same object on every call).
 */
export function resourceTable<D extends ResourceDef>(def: D) {
  const hit = built.get(def);
  if (hit) return hit as ReturnType<typeof buildTable>;
  const t = buildTable(def);
  built.set(def, t);
  byName.set(def.table, t);
  return t;
}

const built = new WeakMap<ResourceDef, PgTable>();

function buildTable(def: ResourceDef) {
  const bare = def.baseColumns === false;
  if (bare && (!def.key || def.tenantScoped || def.versioned))
    throw new Error(`${def.name}: a table without base columns needs a key and no tenant or version`);
  if (def.key && !def.fields[def.key]) throw new Error(`${def.name}: key ${def.key} is not a field`);
  if (def.tree && def.key && !def.fields[parentField(def)])
    throw new Error(`${def.name}: a keyed tree declares its parent field ${parentField(def)}`);
  const columns: Record<string, PgColumnBuilderBase> = {
    ...(bare ? {} : baseColumns()),
    ...(def.tenantScoped ? tenantColumn() : {}),
    // a keyed tree declares its parent field itself (of the key's type)
    ...(def.tree && !def.key ? { parentId: id().notNull().default('0') } : {}),
    ...(def.tree ? { ancestors: varchar({ length: 2000 }).notNull().default('0') } : {}),
    ...(def.versioned ? { version: integer().notNull().default(0) } : {}),
  };
  for (const [name, f] of Object.entries(def.fields)) {
    const c = column(name, f);
    if (c) columns[name] = name === def.key && bare ? (c as ReturnType<typeof varchar>).primaryKey() : c;
  }
  return pgTable(def.table, columns, (t) => {
    const cols = t as Record<string, PgColumn>;
    const lead = [def.tenantScoped ? cols.tenantId : undefined, cols.isDeleted].filter(
      (c): c is PgColumn => c !== undefined,
    );
    const on = indexAfter(lead);
    const indexes = [...(cols.createTime ? [listIndex(def, cols, on)] : []), ...searchIndexes(def, cols, on)];
    if (def.tree) {
      indexes.push(on(`${def.table}_parent_idx`, cols[parentField(def)]));
      indexes.push(
        index(`${def.table}_ancestors_idx`).using(
          'btree',
          (t as unknown as Record<string, ExtraConfigColumn>).ancestors.op('varchar_pattern_ops'),
        ),
      );
    }
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.multiple) indexes.push(index(`${def.table}_${snake(name)}_gin`).using('gin', cols[name]));
    }
    return indexes;
  });
}

const joins = new Map<string, ReturnType<typeof buildJoin>>();

function buildJoin(def: ResourceDef, field: string) {
  return pgTable(
    `${def.table}__${snake(field)}`,
    {
      ownerId: id().notNull(),
      refId: id().notNull(),
      sort: integer().notNull().default(0),
      /** The owner's tenant (null for platform-wide resources). */
      tenantId: varchar({ length: 12 }),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.refId] }), index().on(t.refId)],
  );
}

/**
 * The join table of an `ids` field: `<table>__<snake field>` (owner_id, ref_id, sort, tenant_id).
 * Export it from a schema file (`export const x = joinTable(def, 'field')`) so migrations carry it;
 * the layer reads and writes it through the same object.
 */
export function joinTable(def: ResourceDef, field: string) {
  const key = `${def.table}__${field}`;
  let t = joins.get(key);
  if (!t) {
    if (def.fields[field]?.type !== 'ids') throw new Error(`${def.name}.${field} is not an ids field`);
    t = buildJoin(def, field);
    joins.set(key, t);
  }
  return t;
}

export type JoinTable = ReturnType<typeof joinTable>;

export type ResourceTable = ReturnType<typeof resourceTable>;
