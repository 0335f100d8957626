import type { DictItem } from '@dp/domain';
import { bizDicts, type DictItemSeed, type DictSeed, systemDicts } from '@dp/domain/seed';
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

/**
 * The items of a dictionary, in the caller's language when `english`: an item still carrying the
 * label it was seeded with shows the seed's English label; items a tenant added or relabelled
 * show what they store (their words, in whatever language they were written).
 */
export function dictionary(
  db: Db,
  tenantId: string,
  code: string,
  biz: boolean,
  english = false,
): Promise<DictItem[]> {
  const key = `${biz ? 'biz' : 'sys'}:${biz ? tenantId : ''}:${code}`;
  if (!english) return cache.get(key, () => load(db, tenantId, code, biz));
  return cache.get(`${key}:en`, async () => inEnglish(await dictionary(db, tenantId, code, biz), biz));
}

type Seeded = Map<string, { label: string; labelEn: string }>;
let seeded: Seeded | undefined;

/** The seed's labels of every dictionary item, by `sys|biz:code:key`. */
function seededLabels(): Seeded {
  if (seeded) return seeded;
  const map: Seeded = new Map();
  const add = (scope: string, code: string, items: DictItemSeed[]) => {
    for (const i of items) {
      map.set(`${scope}:${code}:${i.key}`, i);
      add(scope, code, i.children ?? []);
    }
  };
  const each = (scope: string, dicts: DictSeed[]) => {
    for (const d of dicts) add(scope, d.code, d.items);
  };
  each('sys', systemDicts);
  each('biz', bizDicts);
  seeded = map;
  return map;
}

function inEnglish(items: DictItem[], biz: boolean): DictItem[] {
  const labels = seededLabels();
  return items.map((i) => {
    const seed = labels.get(`${biz ? 'biz' : 'sys'}:${i.code}:${i.dictKey}`);
    return seed && seed.label === i.dictValue ? { ...i, dictValue: seed.labelEn } : i;
  });
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

export async function dictItemsFor(db: Db, tenantId: string, code: string, biz: boolean, english = false) {
  const items = await dictionary(db, tenantId, code, biz, english);
  return items.map((i) => ({ key: i.dictKey, label: i.dictValue }));
}

/** Key → label of a business dictionary of the tenant (in English when `english`). */
export async function bizLabelMap(db: Db, tenantId: string, code: string, english = false) {
  return new Map((await dictItemsFor(db, tenantId, code, true, english)).map((i) => [i.key, i.label]));
}

/** The label of a key of a business dictionary, as a lookup ('' for none, the key when unknown). */
export async function bizLabelOf(db: Db, tenantId: string, code: string, english = false) {
  const map = await bizLabelMap(db, tenantId, code, english);
  return (key: unknown) => (key === null || key === undefined ? '' : (map.get(String(key)) ?? String(key)));
}
