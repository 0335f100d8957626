import { is, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../core/envelope';

/**
 * Empty optional values made consistent with the table (issue #9): a validated row carries `null`
 * for a field sent empty; a nullable column stores NULL, a NOT NULL column its plain default, or
 * '' for text. A NOT NULL column with neither is refused with a clear 400, never a database error.
 */
export function normalizeEmpty(cols: Record<string, PgColumn>, row: Record<string, unknown>) {
  for (const [name, value] of Object.entries(row)) {
    const col = cols[name];
    if (value !== null || !col?.notNull) continue;
    if (col.hasDefault && col.default !== undefined && !is(col.default, SQL)) row[name] = col.default;
    else if (col.dataType === 'string') row[name] = '';
    else throw badRequest(`参数错误: ${name} 不能为空`);
  }
  return row;
}
