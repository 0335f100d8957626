import type { Row } from '../types';

/**
 * One level of a lazy tree with the children loaded so far attached (by row id): a row whose
 * children are not loaded yet but exist gets `children: []`, which keeps its expand icon.
 */
export function withLoaded(rows: Row[], loaded: ReadonlyMap<string, Row[]>): Row[] {
  return rows.map((row) => {
    const children = loaded.get(row.id);
    if (children)
      return {
        ...row,
        hasChildren: children.length > 0,
        children: children.length ? withLoaded(children, loaded) : undefined,
      };
    return { ...row, children: row.hasChildren ? [] : undefined };
  });
}

/** Whether a list query carries a search value (a lazy tree then lists matches of every level). */
export function isSearching(filters: Record<string, unknown>): boolean {
  return Object.entries(filters).some(
    ([k, v]) => k !== 'ascs' && k !== 'descs' && v !== undefined && v !== null && v !== '',
  );
}
