import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { hasPermission } from '../../core/context';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { checkRiskPoint, dictBiz, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/** Point kinds and the menu (permission prefix) of the page that manages each. */
export const KIND_PERMISSION = {
  NORMAL: 'checkRiskPoint',
  EXTINGUISHER: 'checkRiskPointExtinguisher',
  HYDRANT: 'checkRiskPointHydrant',
} as const;

export type PointKind = keyof typeof KIND_PERMISSION;

export function isPointKind(v: unknown): v is PointKind {
  return typeof v === 'string' && v in KIND_PERMISSION;
}

/** Kinds whose page the caller may use for `action` ('' = view). */
export function kindsAllowed(
  ctx: RequestContext,
  action: '' | 'add' | 'edit' | 'delete' | 'export',
): PointKind[] {
  return (Object.keys(KIND_PERMISSION) as PointKind[]).filter((k) => {
    const p = KIND_PERMISSION[k];
    return action ? hasPermission(ctx, `${p}_${action}`) : hasPermission(ctx, [p, `${p}_view`]);
  });
}

/** A list of ids from a client value (array or comma string); each must be an id. */
export function idListOf(value: unknown, label: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  const ids = [...new Set(list.map((v) => String(v).trim()).filter(Boolean))];
  for (const id of ids) if (!isId(id)) throw badRequest(`参数错误: ${label}应为编号列表`);
  if (ids.length > 10000) throw badRequest(`参数错误: ${label}数量不能超过10000`);
  return ids;
}

/** Refuses ids that are not live points of the caller's tenant. */
export async function assertPointsOfTenant(db: Db, ctx: RequestContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: checkRiskPoint.id })
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), inArray(checkRiskPoint.id, ids)));
  if (found.length !== ids.length) throw badRequest('检查点位不存在或不属于当前租户');
}

/** Refuses ids that are not live users of the caller's tenant. */
export async function assertUsersOfTenant(db: Db, ctx: RequestContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: user.id })
    .from(user)
    .where(and(scoped(ctx, user, { live: true }), inArray(user.id, ids)));
  if (found.length !== ids.length) throw badRequest('检查人员不存在或不属于当前租户');
}

/** The `extra` object of one business-dictionary item of a tenant ({} when absent). */
export async function dictExtra(
  db: Db,
  tenantId: string,
  code: string,
  key: string,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ extra: dictBiz.extra })
    .from(dictBiz)
    .where(
      and(
        scoped(tenantId, dictBiz),
        eq(dictBiz.code, code),
        eq(dictBiz.dictKey, key),
        eq(dictBiz.isDeleted, 0),
      ),
    )
    .limit(1);
  if (!row?.extra) return {};
  try {
    const v = typeof row.extra === 'string' ? JSON.parse(row.extra) : row.extra;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
