import type { FieldDef, ResourceDef } from '@dp/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns, id, tenantColumn, ts } from '../db/columns';

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

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

/** The drizzle table of a resource: base columns, tenant, tree parent, then its own fields. */
export function resourceTable(def: ResourceDef) {
  const columns: Record<string, PgColumnBuilderBase> = {
    ...baseColumns(),
    ...(def.tenantScoped ? tenantColumn() : {}),
    ...(def.tree ? { parentId: id().notNull().default('0') } : {}),
    ...(def.versioned ? { version: integer().notNull().default(0) } : {}),
  };
  for (const [name, f] of Object.entries(def.fields)) {
    const c = column(name, f);
    if (c) columns[name] = c;
  }
  return pgTable(def.table, columns, (t) => {
    const cols = t as Record<string, PgColumn>;
    const lead = def.tenantScoped ? [cols.tenantId, cols.isDeleted] : [cols.isDeleted];
    const on = (name: string, last: PgColumn) =>
      index(name).on(...([...lead, last] as unknown as [PgColumn, ...PgColumn[]]));
    const indexes = [on(`${def.table}_list_idx`, cols.createTime)];
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.sortable || f.search === 'equal' || f.unique || f.type === 'id') {
        indexes.push(on(`${def.table}_${snake(name)}_idx`, cols[name]));
      }
    }
    if (def.tree) indexes.push(on(`${def.table}_parent_idx`, cols.parentId));
    return indexes;
  });
}

export type ResourceTable = ReturnType<typeof resourceTable>;
