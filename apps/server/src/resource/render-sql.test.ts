import { type ResourceDef, resources } from '@dp/domain';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { param } from '../db/schema';
import { buildFilters, buildOrder, queryableColumns } from './filters';
import { renderFallbacks, renderSql, reusable } from './render-sql';
import { clauses } from './select-rows';
import { resourceTable } from './table';

const dialect = new PgDialect({ casing: 'snake_case' });
const same = (statement: SQL) => {
  const ours = renderSql(statement);
  const theirs = dialect.sqlToQuery(statement);
  expect(ours).toEqual({ sql: theirs.sql, params: theirs.params });
};

const SUFFIXES = [
  '',
  '_equal',
  '_notequal',
  '_like',
  '_notlike',
  '_likeleft',
  '_likeright',
  '_gt',
  '_lt',
  '_ge',
  '_le',
  '_dategt',
  '_datelt',
  '_datege',
  '_datele',
  '_dateequal',
  '_null',
  '_notnull',
  '_subtree',
];
const SAMPLES = ['1234567890123456789', '5', 'abc%_', '2026-01-02 03:04:05', '2026-01-02', '1,2', 'true'];

describe('renderSql renders as drizzle does', () => {
  it('hands what it does not know to drizzle (placeholders)', () => {
    const before = renderFallbacks();
    same(sql`select 1 where ${param.id} = ${sql.placeholder('id')}`);
    expect(renderFallbacks()).toBe(before + 1);
  });

  it('for hand-built statements: nesting, arrays, aliases, plain values, dates', () => {
    const p = alias(param, 'p');
    same(
      sql`select 1 from ${param} where ${and(eq(param.tenantId, '000000'), or(isNull(param.remark), inArray(param.id, ['1', '2'])))}`,
    );
    same(
      sql`${param.id} in ${[1, 2, 3]} and ${p.paramKey} = ${'k'} and ${param.createTime} < ${new Date(0)}`,
    );
    same(
      clauses({
        where: eq(param.paramName, 'x'),
        order: [desc(param.createTime), desc(param.id)],
        limit: 10,
        offset: 20,
      }),
    );
    same(
      sql`select ${sql.raw('count(*)')} from ${p} where ${p.id} = ${null} and ${{ a: 1 }}::jsonb is not null`,
    );
  });

  it('for every filter and sort of every resource in the registry', () => {
    let compared = 0;
    const before = renderFallbacks();
    for (const def of Object.values(resources) as ResourceDef[]) {
      const table = resourceTable(def);
      const queryable = queryableColumns(def, table);
      for (const field of queryable.keys()) {
        for (const suffix of SUFFIXES) {
          // the first sample value the field accepts with this suffix
          for (const value of SAMPLES) {
            let conds: SQL[];
            try {
              conds = buildFilters({ [`${field}${suffix}`]: value }, queryable);
            } catch {
              continue;
            }
            if (!conds.length) continue;
            const order = buildOrder({ descs: field }, queryable, new Set([field, 'id']), []);
            same(clauses({ where: and(...conds), order, limit: 10, offset: 10 }));
            compared++;
            break;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // every statement the layer builds takes the fast path
    expect(renderFallbacks()).toBe(before);
  });

  it('for reusable conditions, wherever they stand in a statement and however often', () => {
    const before = renderFallbacks();
    const scope = reusable(and(eq(param.isDeleted, 0), eq(param.tenantId, '000000')) as SQL);
    const empty = reusable(sql`true`);
    for (let round = 0; round < 2; round++) {
      // first, after other values, twice, nested in another condition, and one without values
      same(clauses({ where: and(scope, eq(param.paramKey, 'k')), limit: 10 }));
      same(
        sql`select ${5}, ${'x'} from ${param} where ${scope} and ${param.id} in (select ${param.id} from ${param} where ${scope} limit ${3})`,
      );
      same(sql`select 1 from ${param} where ${or(eq(param.id, '1'), and(scope, empty))}`);
    }
    expect(renderFallbacks()).toBe(before);
    // a text piece that reads like a placeholder is handed to drizzle, and still renders right
    const odd = reusable(sql`${param.paramKey} = ${'a'} or ${sql.raw('$2')} is null`);
    same(sql`select 1 from ${param} where ${odd}`);
    expect(renderFallbacks()).toBe(before + 1);
  });
});
