import type { ResourceDef } from '@dp/domain';
import { and, eq, inArray, like, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataRule, RequestContext } from '../core/context';

import type { Queryable } from './filters';

/**
 * The data-scope predicate of a generated resource (api-contract §5.9, ARCHITECTURE §2).
 *
 * Rules: the platform administrator is never restricted. The caller's roles' data scopes attached
 * to the resource's menu (menu code = the resource's permission prefix, or a scope whose
 * resourceCode names it) apply; with none, rows are not narrowed. With several, a row is visible
 * when ANY rule admits it (type 1 admits all). Types: 2 own rows (createUser = caller), 3 own
 * departments (createDept in the caller's depts), 4 own departments and below, 5 custom — a JSON
 * list of conditions ANDed together, each {column, op, value} with column from the resource's
 * whitelist plus createUser/createDept, op one of eq ne in notIn like, and value a literal or
 * one of ${userId} ${deptIds} ${deptAndChildIds} ${roleIds} ${tenantId}. A malformed rule admits
 * nothing (fails closed); nothing from a rule is ever spliced into SQL.
 */
export function dataScopePredicate(
  ctx: RequestContext,
  def: ResourceDef,
  columns: Queryable,
  base: Record<string, PgColumn>,
): SQL | undefined {
  if (ctx.isAdministrator || !ctx.dataScopes) return undefined;
  const rules = ctx.dataScopes.get(def.permission);
  if (!rules || rules.length === 0) return undefined;
  if (rules.some((r) => r.scopeType === 1)) return undefined;
  const column = (name: string | undefined, fallback: string): PgColumn | undefined => {
    const n = name || fallback;
    if (n === 'createUser' || n === 'createDept') return base[n];
    return columns.get(n)?.column;
  };
  const NONE = sql`false`;
  const inList = (col: PgColumn | undefined, ids: string[] | undefined) =>
    !col || !ids || ids.length === 0 ? NONE : inArray(col, ids);
  const parts = rules.map((r): SQL => {
    switch (r.scopeType) {
      case 2:
        return inList(column(r.scopeColumn === 'createDept' ? '' : r.scopeColumn, 'createUser'), [
          ctx.userId,
        ]);
      case 3:
        return inList(column(r.scopeColumn === 'createUser' ? '' : r.scopeColumn, 'createDept'), ctx.deptIds);
      case 4:
        return inList(
          column(r.scopeColumn === 'createUser' ? '' : r.scopeColumn, 'createDept'),
          ctx.deptAndChildIds,
        );
      case 5:
        return custom(ctx, r, column) ?? NONE;
      default:
        return NONE;
    }
  });
  return parts.length === 1 ? parts[0] : or(...parts);
}

type Condition = { column?: unknown; op?: unknown; value?: unknown };

function placeholder(ctx: RequestContext, value: unknown): string[] | null {
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value))
    return value.every((v) => ['string', 'number'].includes(typeof v)) ? value.map(String) : null;
  if (typeof value !== 'string') return null;
  const name = /^\$\{(\w+)\}$/.exec(value.trim())?.[1];
  if (!name) return value.includes('$' + '{') ? null : [value];
  const vars: Record<string, string[] | undefined> = {
    userId: [ctx.userId],
    deptIds: ctx.deptIds,
    deptAndChildIds: ctx.deptAndChildIds ?? ctx.deptIds,
    roleIds: ctx.roleIds,
    tenantId: [ctx.tenantId],
  };
  return Object.hasOwn(vars, name) ? (vars[name] ?? null) : null;
}

function custom(
  ctx: RequestContext,
  rule: DataRule,
  column: (name: string | undefined, fallback: string) => PgColumn | undefined,
): SQL | undefined {
  let list = rule.scopeValue;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const out: SQL[] = [];
  for (const c of list as Condition[]) {
    if (!c || typeof c.column !== 'string') return undefined;
    const col = column(c.column, '');
    const values = placeholder(ctx, c.value);
    if (!col || !values) return undefined;
    switch (c.op) {
      case 'eq':
        if (values.length !== 1) return undefined;
        out.push(eq(col, values[0]));
        break;
      case 'ne':
        if (values.length !== 1) return undefined;
        out.push(ne(col, values[0]));
        break;
      case 'in':
        out.push(values.length ? inArray(col, values) : sql`false`);
        break;
      case 'notIn':
        if (values.length) out.push(notInArray(col, values));
        break;
      case 'like':
        if (values.length !== 1) return undefined;
        out.push(like(col, `%${values[0].replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
        break;
      default:
        return undefined;
    }
  }
  return and(...out);
}

/** Checks a submitted custom rule (type 5) before it is stored: same whitelist of ops and placeholders. */
export function checkCustomRule(value: unknown): string | null {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return '自定义规则应为 JSON 数组';
    }
  }
  if (!Array.isArray(list) || list.length === 0) return '自定义规则应为非空 JSON 数组';
  for (const c of list as Condition[]) {
    if (!c || typeof c.column !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(c.column))
      return '规则字段不正确';
    if (!['eq', 'ne', 'in', 'notIn', 'like'].includes(String(c.op)))
      return `不支持的规则运算: ${String(c.op)}`;
    if (
      typeof c.value === 'string' &&
      c.value.includes('$' + '{') &&
      !/^\$\{(userId|deptIds|deptAndChildIds|roleIds|tenantId)\}$/.test(c.value.trim())
    )
      return `不支持的规则变量: ${c.value}`;
  }
  return null;
}
