import type { DictItem } from '@dp/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { loadOnce } from '../core/load-once';
import type { Db } from '../db/client';
import { dict, dictBiz } from '../db/schema';
import { scoped } from './scoped';

/** Dictionary lookups are cached per tenant and code; any change to a dictionary drops the cache. */
const cache = loadOnce<DictItem[]>();
/** Other caches read from dictionaries (e.g. the risk grading settings), dropped with this one. */
const dependents = new Set<() => void>();

export function invalidateDicts(): void {
  cache.clear();
  for (const drop of dependents) drop();
}

/** Registers a cache derived from dictionaries: `drop` runs whenever a dictionary changes. */
export function onDictsChanged(drop: () => void): void {
  dependents.add(drop);
}

export function dictionary(db: Db, tenantId: string, code: string, biz: boolean): Promise<DictItem[]> {
  const key = `${biz ? 'biz' : 'sys'}:${biz ? tenantId : ''}:${code}`;
  return cache.get(key, () => load(db, tenantId, code, biz));
}

async function load(db: Db, tenantId: string, code: string, biz: boolean): Promise<DictItem[]> {
  const t = biz ? dictBiz : dict;
  const cols = {
    id: t.id,
    parentId: t.parentId,
    code: t.code,
    dictKey: t.dictKey,
    dictValue: t.dictValue,
    sort: t.sort,
    remark: t.remark,
  };
  const rows = await db
    .select(cols)
    .from(t)
    .where(
      and(
        eq(t.code, code),
        gt(t.parentId, '0'),
        eq(t.isSealed, 0),
        eq(t.isDeleted, 0),
        biz ? scoped(tenantId, dictBiz) : undefined,
      ),
    )
    .orderBy(asc(t.sort), asc(t.id));
  return rows as DictItem[];
}

export async function dictItemsFor(db: Db, tenantId: string, code: string, biz: boolean) {
  const items = await dictionary(db, tenantId, code, biz);
  return items.map((i) => ({ key: i.dictKey, label: i.dictValue }));
}
