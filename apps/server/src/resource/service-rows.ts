import type { ResourceDef } from '@dp/domain';
import type { TreeKeys } from './tree';

type Row = Record<string, unknown>;

/**
 * A row as it leaves the service: without the soft-delete flag and secret fields, decimals as
 * numbers, a keyed row with its key as `id` (and a tree's parent as `parentId`). Worked out once per
 * resource, as it runs for every row of every page; the row is copied key by key rather than copied
 * and then `delete`d from, which would turn each row into a slow dictionary-mode object for
 * everything after (dates, JSON).
 */
export function rowOutput(def: ResourceDef, keys: TreeKeys, secret: string[]): (row: Row) => Row {
  const hidden = new Set(['isDeleted', ...secret]);
  const decimals = Object.entries(def.fields)
    .filter(([, f]) => f.type === 'decimal')
    .map(([n]) => n);
  return (row) => {
    const out: Row = {};
    for (const name in row) if (!hidden.has(name)) out[name] = row[name];
    if (def.key) {
      out.id = row[keys.id];
      if (def.tree) out.parentId = row[keys.parent];
    }
    for (const name of decimals) if (typeof out[name] === 'string') out[name] = Number(out[name]);
    return out;
  };
}
