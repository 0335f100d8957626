import type { ResourceDef } from '@dp/domain';
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

/**
 * The base `status` column, when a definition does not declare its own `status` field, takes only
 * the keys of the platform dictionary `status` (1 normal, 2 disabled), not any integer (issue #9).
 */
export async function assertBaseStatus(
  def: ResourceDef,
  row: Record<string, unknown>,
  keys: () => Promise<string[]>,
): Promise<void> {
  if (def.fields.status || row.status === undefined || row.status === null) return;
  if (!(await keys()).includes(String(row.status)))
    throw badRequest(`参数错误: status 状态值不正确,可选值 ${(await keys()).join('/')}`);
}
