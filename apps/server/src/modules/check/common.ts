import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { hasPermission } from '../../core/context';
import type { Db } from '../../db/client';
import { dictBiz } from '../../db/schema';
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
