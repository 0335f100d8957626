import type { TreeNode } from '@dp/domain';
import type { TreeOption } from '@/crud/types';

/** TreeNode forest (api-contract §1.7) → tree-select options. */
export function toTreeOptions(nodes: TreeNode[] = []): TreeOption[] {
  return nodes.map((n) => ({
    title: n.title,
    value: String(n.value ?? n.id),
    children: n.children?.length ? toTreeOptions(n.children) : undefined,
  }));
}

export type CheckNode = { key: string; title: string; children?: CheckNode[] };

/** TreeNode forest → the nodes of a checkable tree. */
export function toCheckNodes(nodes: TreeNode[] = []): CheckNode[] {
  return nodes.map((n) => ({
    key: String(n.key ?? n.id),
    title: n.title,
    children: n.children?.length ? toCheckNodes(n.children) : undefined,
  }));
}

/** Keys of every node of a forest, depth first. */
export function allKeys(nodes: CheckNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}
