import type { ResourceDef } from '@dp/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import type { Db } from '../db/client';

/**
 * The check of a resource's `unique` fields: a live row of the caller's tenant (other than
 * `selfId`) with the same value refuses the write with the field's name and value.
 */
export function uniqueCheck(def: ResourceDef, table: PgTable, keyCol: PgColumn) {
  const cols = table as unknown as Record<string, PgColumn>;
  const uniques = Object.entries(def.fields).filter(([, f]) => f.unique);
  const live = def.baseColumns === false ? undefined : eq(cols.isDeleted, 0);
  return async (db: Db, ctx: RequestContext, row: Record<string, unknown>, selfId?: string) => {
    for (const [name, f] of uniques) {
      if (row[name] === undefined || row[name] === null) continue;
      const [hit] = await db
        .select({ id: keyCol })
        .from(table)
        .where(
          and(
            live,
            def.tenantScoped ? eq(cols.tenantId, ctx.tenantId) : undefined,
            eq(cols[name], row[name]),
            selfId ? ne(keyCol, selfId) : undefined,
          ),
        )
        .limit(1);
      if (hit) throw badRequest(`当前${f.label.zh} [${String(row[name])}] 已存在!`);
    }
  };
}
