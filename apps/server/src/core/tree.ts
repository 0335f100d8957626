import type { TreeNode } from '@dp/domain';

type Node = { id: string; parentId: string; children?: Node[]; hasChildren?: boolean };

/**
 * Assembles a forest (api-contract §1.7): a node hangs under the node whose id is its parentId;
 * nodes with parentId 0 or whose parent is absent become roots; empty children are omitted.
 */
export function buildForest<T extends Node>(rows: T[]): T[] {
  const byId = new Map<string, T>();
  for (const r of rows) byId.set(r.id, r);
  const roots: T[] = [];
  for (const r of rows) {
    const parent = r.parentId !== '0' ? byId.get(r.parentId) : undefined;
    if (parent && parent !== r) {
      if (!parent.children) parent.children = [];
      parent.children.push(r);
      parent.hasChildren = true;
    } else roots.push(r);
  }
  return roots;
}

export function toTreeNodes<T extends { id: string; parentId: string }>(
  rows: T[],
  title: (r: T) => string,
): TreeNode[] {
  return buildForest(
    rows.map(
      (r) => ({ id: r.id, parentId: r.parentId, title: title(r), key: r.id, value: r.id }) as TreeNode,
    ),
  );
}
