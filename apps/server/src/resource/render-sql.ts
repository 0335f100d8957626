import { Column, Name, Param, SQL, StringChunk, sql, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Renders the generic reads' statements to `{ sql, params }` without drizzle's general renderer.
 *
 * A profile of `param/page` (bench/README.md) put drizzle's `buildQueryFromSourceParams` with its
 * `is()` prototype walks and per-column casing lookups at ~10 % of a request: every chunk of every
 * condition is classified through the entity chain and every column name is cased and escaped
 * again. Here the chunk kinds the layer builds (text, nested SQL, columns, tables, identifiers, bound
 * values and plain values) are told apart with `instanceof`, and a column's or table's rendered name is kept
 * once per object. Anything else (placeholders, inlined parameters, views, subqueries, values whose
 * encoder yields SQL) renders the whole statement with drizzle's own dialect, so the output is
 * always what `PgDialect#sqlToQuery` produces (`render-sql.test.ts` compares the two).
 */
const dialect = new PgDialect({ casing: 'snake_case' });
const names = new WeakMap<object, string>();

class Unsupported extends Error {}
let fallbacks = 0;
/** How many statements were handed to drizzle's renderer (the tests expect none from the layer). */
export const renderFallbacks = () => fallbacks;

/** A column's or table's name as drizzle renders it in a statement (`"calf_param"."id"`), kept per object. */
export function nameOf(chunk: Column | Table): string {
  let name = names.get(chunk);
  if (name === undefined) {
    name = dialect.sqlToQuery(sql`${chunk}`).sql;
    names.set(chunk, name);
  }
  return name;
}

/**
 * Conditions a service reuses on every read (its tenant scope): rendered once, then copied into
 * each statement with their placeholders renumbered. `null` until first rendered.
 */
type Fragment = { texts: string[]; values: unknown[] };
const fragments = new WeakMap<SQL, Fragment | null>();

/** Marks `statement` as reused unchanged by many statements: its rendering is kept (see `fragments`). */
export function reusable<T extends SQL | undefined>(statement: T): T {
  if (statement) fragments.set(statement, null);
  return statement;
}

function fragmentOf(statement: SQL): Fragment {
  const out: string[] = [];
  const values: unknown[] = [];
  walk(statement.queryChunks, out, values);
  // the text between placeholders: `$1`, `$2`, … are the pieces walk pushed for the values
  const texts: string[] = [];
  let text = '';
  let next = 1;
  for (const piece of out) {
    if (piece === `$${next}`) {
      texts.push(text);
      text = '';
      next++;
    } else text += piece;
  }
  texts.push(text);
  // a text piece that merely looked like a placeholder: render this statement the general way
  if (texts.length !== values.length + 1) throw new Unsupported();
  return { texts, values };
}

function walk(chunks: unknown[], out: string[], params: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) out.push(chunk.value.join(''));
    else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new Unsupported();
      let fragment = fragments.get(chunk);
      if (fragment === undefined) walk(chunk.queryChunks, out, params);
      else {
        if (fragment === null) {
          fragment = fragmentOf(chunk);
          fragments.set(chunk, fragment);
        }
        const { texts, values } = fragment;
        out.push(texts[0]);
        for (let i = 0; i < values.length; i++) {
          params.push(values[i]);
          out.push(`$${params.length}`, texts[i + 1]);
        }
      }
    } else if (chunk instanceof Column || chunk instanceof Table) out.push(nameOf(chunk));
    else if (chunk instanceof Name) out.push(dialect.escapeName(chunk.value));
    else if (chunk instanceof Param) {
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL || (typeof value === 'object' && value !== null && !isPlain(value)))
        throw new Unsupported();
      params.push(value);
      out.push(`$${params.length}`);
    } else if (chunk === undefined) {
    } else if (Array.isArray(chunk)) {
      out.push('(');
      chunk.forEach((item, i) => {
        if (i) out.push(', ');
        walk([item], out, params);
      });
      out.push(')');
    } else if (isPlain(chunk)) {
      params.push(chunk);
      out.push(`$${params.length}`);
    } else throw new Unsupported();
  }
}

/** Values that drizzle binds as they are (anything with a `getSQL` or an entity kind is not one). */
function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  return value instanceof Date || Buffer.isBuffer(value) || Array.isArray(value) || isRecord(value);
}

const isRecord = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !('getSQL' in value);
};

export function renderSql(statement: SQL): { sql: string; params: unknown[] } {
  const out: string[] = [];
  const params: unknown[] = [];
  try {
    walk([statement], out, params);
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    fallbacks++;
    const q = dialect.sqlToQuery(statement);
    return { sql: q.sql, params: q.params };
  }
  return { sql: out.join(''), params };
}
