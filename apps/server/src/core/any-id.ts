import { type Column, Param, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::bigint[])`: a list of ids bound as ONE array parameter, so any number of ids
 * stays within PostgreSQL's 65,535 bind parameters (where `in ($1, $2, …)` fails).
 */
export function anyId(column: Column | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${new Param([...ids])}::bigint[])`;
}
