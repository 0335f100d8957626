import { labelKey, type ResourceDef } from '@dp/domain';
import type { Db } from '../db/client';
import { dictionary } from './dictionary';
import type { DictKeys } from './schema';

type Row = Record<string, unknown>;

/** Valid keys of the tenant's dictionaries (served from the per-tenant dictionary cache). */
export function dictKeysOf(db: Db, tenantId: string): DictKeys {
  return async (code, biz) => new Set((await dictionary(db, tenantId, code, biz)).map((i) => i.dictKey));
}

/** Adds `<field>Name` to every row for each `dict` field (comma-joined for `multiple`). */
export async function addDictLabels(
  db: Db,
  tenantId: string,
  def: ResourceDef,
  rows: Row[],
  english = false,
): Promise<void> {
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.dict || f.secret || labelKey(name) in def.fields) continue;
    const labels = new Map(
      (await dictionary(db, tenantId, f.dict, f.dictBiz === true, english)).map((i) => [
        i.dictKey,
        i.dictValue,
      ]),
    );
    const label = (v: unknown) => labels.get(String(v)) ?? String(v);
    for (const r of rows) {
      const v = r[name];
      if (v === null || v === undefined) continue;
      r[labelKey(name)] = Array.isArray(v) ? v.map(label).join(',') : label(v);
    }
  }
}
