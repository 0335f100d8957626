import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param } from '../../db/schema';

/** A parameter of the tenant, else the platform's (tenant 000000), else the fallback. */
export async function getParam(db: Db, tenantId: string, key: string, fallback: string): Promise<string> {
  const rows = await db
    .select({ tenantId: param.tenantId, value: param.paramValue })
    .from(param)
    .where(
      and(eq(param.paramKey, key), eq(param.isDeleted, 0), inArray(param.tenantId, [tenantId, '000000'])),
    );
  const own = rows.find((r) => r.tenantId === tenantId) ?? rows[0];
  return own ? String(own.value) : fallback;
}

export async function getIntParam(db: Db, tenantId: string, key: string, fallback: number): Promise<number> {
  const n = Number(await getParam(db, tenantId, key, String(fallback)));
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
