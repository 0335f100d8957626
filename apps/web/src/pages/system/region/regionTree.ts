import type { Row } from '@/crud/types';

/** A region row of the lazy tree: `children: []` until loaded keeps the expand icon on rows with children. */
export type RegionRow = Row & { code: string; parentCode: string; name: string };

/** Rows of `lazy-list` prepared for the table: rows with children get an empty list to expand. */
export function prepare(rows: RegionRow[]): RegionRow[] {
  return rows.map((r) => ({ ...r, id: r.code, children: r.hasChildren ? [] : undefined }));
}

/** The forest with `children` set under the row whose code is `parentCode` (unchanged elsewhere). */
export function attachChildren(forest: RegionRow[], parentCode: string, children: RegionRow[]): RegionRow[] {
  return forest.map((row) => {
    if (row.code === parentCode)
      return { ...row, hasChildren: children.length > 0, children: children.length ? children : undefined };
    if (!row.children?.length) return row;
    return { ...row, children: attachChildren(row.children as RegionRow[], parentCode, children) };
  });
}

/** A loaded row by code, at any depth. */
export function findRow(forest: RegionRow[], code: string): RegionRow | undefined {
  for (const row of forest) {
    if (row.code === code) return row;
    const found = findRow((row.children ?? []) as RegionRow[], code);
    if (found) return found;
  }
  return undefined;
}

/** The level of a new child: one below its parent (0 country … 5 village). */
export const childLevel = (parent?: Record<string, unknown>) =>
  parent ? Number(parent.regionLevel ?? 0) + 1 : 1;
