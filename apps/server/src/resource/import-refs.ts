import type { ResourceDef } from '@dp/domain';
import { and, sql } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { isId } from '../core/ids';
import type { Db } from '../db/client';
import { refGroups, refScope, refTarget } from './relations';
import type { Row } from './service';

const splitNames = (v: string) =>
  v
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Names back to ids when a file is imported: an export writes a reference by what the list shows
 * (a person's name, a department's, a place's), so a ledger exported, corrected and imported again
 * carries names where the layer stores ids. Each name is looked up among the live rows of the
 * caller's tenant in the referenced table, one query per table and label column for the whole
 * file; an id stays as it is. A name that matches no row, or several (two people of one name),
 * is named with its row and field — the file is then refused whole, like any other bad row.
 */
export async function refNamesToIds(
  db: Db,
  ctx: RequestContext,
  def: ResourceDef,
  rows: { rowNumber: number; values: Row }[],
): Promise<Map<number, string>> {
  // the first unresolved name of each row, by its row number
  const errors = new Map<number, string>();
  for (const { ref, fields } of refGroups(def, true)) {
    const names = new Set<string>();
    const cellNames = (v: unknown): string[] =>
      Array.isArray(v) ? v.map(String) : typeof v === 'string' ? splitNames(v) : [];
    for (const { values } of rows)
      for (const [name] of fields) for (const n of cellNames(values[name])) if (!isId(n)) names.add(n);
    if (names.size === 0) continue;
    const { table, cols, label } = refTarget(ref);
    const found = await db
      .select({ id: cols.id, label })
      .from(table)
      .where(and(sql`${label} = any(${sql.param([...names])}::text[])`, ...refScope(cols, ctx)));
    const byName = new Map<string, string[]>();
    for (const r of found) {
      const key = String(r.label);
      byName.set(key, [...(byName.get(key) ?? []), String(r.id)]);
    }
    for (const { rowNumber, values } of rows) {
      for (const [name, f] of fields) {
        const v = values[name];
        if (v === undefined || v === null || v === '') continue;
        const ids = cellNames(v).map((n) => {
          if (isId(n)) return n;
          const hits = byName.get(n) ?? [];
          if (hits.length !== 1 && !errors.has(rowNumber))
            errors.set(
              rowNumber,
              `第${rowNumber}行: ${f.label.zh}「${n}」${hits.length ? '对应多条记录,请填写编号' : '不存在'}`,
            );
          return hits[0] ?? n;
        });
        values[name] = f.type === 'ids' ? ids : ids[0];
      }
    }
  }
  return errors;
}
