import type { FieldDef, ResourceDef, Text, TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/http/request';
import type { FieldSpec, TreeOption } from './types';

const parentDef: FieldDef = { type: 'id', label: { zh: '上级节点', en: 'Parent' }, list: false };

const toOptions = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({
    title: n.title,
    value: n.id,
    ...(n.children ? { children: toOptions(n.children) } : {}),
  }));

/**
 * For a `tree` definition (not a keyed one): the parent picker of the form (a tree-select over `GET <path>/tree`,
 * empty = a root). Under the page's query key, so a save refreshes it with the list.
 */
export function useTreeParentSpec(def: ResourceDef, label?: Text): FieldSpec | undefined {
  // a keyed tree (regions) declares its parent field itself and has no whole-tree call
  const picks = Boolean(def.tree && !def.key);
  const { data } = useQuery({
    queryKey: ['crud', def.name, 'tree'],
    queryFn: () => api<TreeNode[]>({ url: `/api${def.path}/tree` }),
    enabled: picks,
    select: toOptions,
  });
  return useMemo(
    () =>
      picks
        ? { name: 'parentId', def: label ? { ...parentDef, label } : parentDef, treeData: data ?? [] }
        : undefined,
    [picks, data, label],
  );
}
