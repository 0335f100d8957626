import {
  BASE_QUERYABLE,
  type FieldType,
  IGNORED_SUFFIX,
  keyField,
  PAGE_PARAMS,
  parentField,
  type ResourceDef,
  splitFilterKey,
} from '@dp/domain';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notLike,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseDateTime } from '../core/dates';
import { badRequest } from '../core/envelope';
import { isId } from '../core/ids';
import { INT_MAX, INT_MIN } from '../core/numbers';
import { hasLinked, refTarget } from './relations';
import { subtreeCondition } from './tree';

export { INT_MAX, INT_MIN };

const RESERVED = new Set<string>(PAGE_PARAMS);

export type Queryable = Map<
  string,
  {
    column: PgColumn;
    type: FieldType;
    /** A text column compared exactly (a natural key, a keyed tree's parent), never by substring. */
    exact?: boolean;
    /** Set-valued fields (`ids`, multiple dicts): `_equal` (or no suffix) means "contains this key". */
    contains?: (value: string) => SQL;
    /** `id` refs to a tree table searched by `subtree`: `_subtree` means "this node or below". */
    subtree?: (value: string) => SQL;
  }
>;

/** The whitelist: the resource's own (non-secret) fields plus the queryable base columns. */
export function queryableColumns(def: ResourceDef, table: PgTable): Queryable {
  const cols = table as unknown as Record<string, PgColumn>;
  const map: Queryable = new Map();
  for (const name of BASE_QUERYABLE) {
    const type: FieldType = name === 'id' ? 'id' : name === 'status' ? 'int' : 'datetime';
    if (cols[name]) map.set(name, { column: cols[name], type });
  }
  if (def.tree && !def.key) map.set('parentId', { column: cols.parentId, type: 'id' });
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.secret) continue;
    if (f.type === 'ids') {
      map.set(name, { column: cols.id, type: 'id', contains: (v) => hasLinked(def, name, cols.id, v) });
    } else if (f.multiple) {
      map.set(name, { column: cols[name], type: f.type, contains: (v) => arrayContains(cols[name], [v]) });
    } else if (f.search === 'subtree' && f.ref) {
      const target = refTarget(f.ref);
      // an array computed once (InitPlan), so the filter stays on the index scan and its order
      const within = (v: string) =>
        sql`${cols[name]} = any(array(select ${target.cols.id} from ${target.table} where ${subtreeCondition(target.table, v)}))`;
      map.set(name, { column: cols[name], type: f.type, subtree: within });
    } else if (f.type !== 'files') {
      map.set(name, { column: cols[name], type: f.type });
    }
  }
  if (def.key) {
    // a natural key is the row's `id` on the wire; a keyed tree's parent matches exactly
    const key = cols[keyField(def)];
    map.set('id', { column: key, type: def.fields[keyField(def)].type, exact: true });
    if (def.tree) {
      const parent = parentField(def);
      map.set(parent, { column: cols[parent], type: def.fields[parent].type, exact: true });
      map.set('parentId', { column: cols[parent], type: def.fields[parent].type, exact: true });
    }
  }
  return map;
}

export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** PostgreSQL text cannot hold U+0000: a value carrying it is refused as bad input, not a 500. */
export function containsNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(containsNul);
  if (v !== null && typeof v === 'object')
    return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x));
  return false;
}

function coerce(field: string, type: FieldType, raw: unknown, dateOp: boolean): unknown {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  // a date compared for equality is checked too: PostgreSQL fails on a text it cannot read as one
  if (dateOp || type === 'datetime' || type === 'date') {
    const d = parseDateTime(text);
    if (!d) throw badRequest(`参数错误: ${field} 日期格式应为 yyyy-MM-dd HH:mm:ss`);
    return type === 'date' ? (typeof text === 'string' ? text.slice(0, 10) : d) : d;
  }
  switch (type) {
    case 'int':
    case 'decimal': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) throw badRequest(`参数错误: ${field} 应为数字`);
      if (type === 'int' && !Number.isInteger(n)) throw badRequest(`参数错误: ${field} 应为整数`);
      // An int4 parameter outside its range fails in PostgreSQL: refuse it here as a bad value.
      if (type === 'int' && (n < INT_MIN || n > INT_MAX)) throw badRequest(`参数错误: ${field} 超出取值范围`);
      return n;
    }
    case 'bool':
      return text === true || text === 'true' || text === 1 || text === '1';
    case 'id':
      if (!isId(String(text))) throw badRequest(`参数错误: ${field} 应为编号`);
      return String(text);
    default:
      return String(text);
  }
}

/**
 * Turns the map-style query of api-contract §1.6 into SQL conditions. Only whitelisted fields
 * are used; every other key is ignored and values are always bound as parameters.
 */
export function buildFilters(params: Record<string, unknown>, columns: Queryable): SQL[] {
  const out: SQL[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (
      RESERVED.has(key) ||
      key.endsWith(IGNORED_SUFFIX) ||
      value === undefined ||
      value === null ||
      value === ''
    )
      continue;
    if (typeof value === 'object') continue;
    const { field, suffix } = splitFilterKey(key);
    const col = columns.get(field);
    if (!col) continue;
    if (containsNul(value)) throw badRequest(`参数错误: ${field} 含有非法字符`);
    if (col.contains) {
      if (suffix === '' || suffix === '_equal') {
        const key = String(value).trim();
        if (col.type === 'id' && !isId(key)) throw badRequest(`参数错误: ${field} 应为编号`);
        out.push(col.contains(key));
      }
      continue;
    }
    if (suffix === '_subtree') {
      if (!col.subtree) continue;
      const key = String(value).trim();
      if (!isId(key)) throw badRequest(`参数错误: ${field} 应为编号`);
      out.push(col.subtree(key));
      continue;
    }
    const c = col.column;
    const isText = (col.type === 'string' || col.type === 'text') && !col.exact;
    const v = (dateOp = false) => coerce(field, col.type, value, dateOp);
    switch (suffix) {
      case '':
        out.push(isText ? like(c, `%${escapeLike(String(value))}%`) : eq(c, v()));
        break;
      case '_like':
        out.push(isText ? like(c, `%${escapeLike(String(value))}%`) : eq(c, v()));
        break;
      case '_notlike':
        if (isText) out.push(notLike(c, `%${escapeLike(String(value))}%`));
        break;
      case '_likeleft':
        if (isText) out.push(like(c, `%${escapeLike(String(value))}`));
        break;
      case '_likeright':
        if (isText) out.push(like(c, `${escapeLike(String(value))}%`));
        break;
      case '_equal':
        out.push(eq(c, v()));
        break;
      case '_notequal':
        out.push(ne(c, v()));
        break;
      case '_gt':
        out.push(gt(c, v()));
        break;
      case '_lt':
        out.push(lt(c, v()));
        break;
      case '_ge':
        out.push(gte(c, v()));
        break;
      case '_le':
        out.push(lte(c, v()));
        break;
      case '_dategt':
        out.push(gt(c, v(true)));
        break;
      case '_datelt':
        out.push(lt(c, v(true)));
        break;
      case '_datege':
        out.push(gte(c, v(true)));
        break;
      case '_datele':
        out.push(lte(c, v(true)));
        break;
      case '_dateequal':
        out.push(eq(c, v(true)));
        break;
      case '_null':
        out.push(isNull(c));
        break;
      case '_notnull':
        out.push(isNotNull(c));
        break;
    }
  }
  return out;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, ch: string) => ch.toUpperCase());

/** `ascs`/`descs` (comma lists, camel or snake case) mapped through the whitelist; the rest ignored. */
export function buildOrder(
  params: Record<string, unknown>,
  columns: Queryable,
  sortable: Set<string>,
  fallback: { column: string; asc: boolean }[],
): SQL[] {
  const order: SQL[] = [];
  const named: string[] = [];
  for (const [key, dir] of [
    ['ascs', asc],
    ['descs', desc],
  ] as const) {
    const raw = params[key];
    if (typeof raw !== 'string') continue;
    for (const part of raw.split(',')) {
      const name = camel(part.trim());
      const col = columns.get(name);
      if (col && sortable.has(name)) {
        order.push(dir(col.column));
        named.push(name);
      }
    }
  }
  if (order.length === 0) {
    for (const f of fallback) {
      const col = columns.get(f.column);
      if (col) {
        order.push(f.asc ? asc(col.column) : desc(col.column));
        named.push(f.column);
      }
    }
  }
  // the id breaks ties (a stable order across pages) unless the order already ends in it
  const idCol = columns.get('id');
  if (idCol && !named.some((n) => columns.get(n)?.column === idCol.column)) order.push(desc(idCol.column));
  return order;
}

export const all = (conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => c !== undefined));
export { sql };
