import { labelKey, type TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import type { FieldSpec, Option, Row, TreeOption } from '@/crud/types';
import { api } from '@/http/request';

type Person = { id: string; realName: string; account: string };

/** The tenant's people for the pickers of the education forms. */
export function useUserOptions(): Option[] {
  const { data } = useQuery({
    queryKey: ['education', 'userOptions'],
    queryFn: () => api<Person[]>({ url: '/api/shtmp-education/userOptions' }),
    staleTime: 60_000,
  });
  return (data ?? []).map((p) => ({ label: `${p.realName || p.account} (${p.account})`, value: p.id }));
}

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

/** The department tree for department pickers. */
export function useDeptTree(): TreeOption[] {
  const { data } = useQuery({
    queryKey: ['education', 'deptTree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/calf-system/dept/tree' }),
    staleTime: 60_000,
  });
  return data ? toTree(data) : [];
}

/** Shows the server's `<field>Name` label of a reference in the table. */
export const showRefName = (name: string) => (_value: unknown, row: Row) => String(row[labelKey(name)] ?? '');

/** Overrides of reference fields: a people select or a department tree, shown by name. */
export function refOverrides(
  people: string[],
  depts: string[],
  users: Option[],
  tree: TreeOption[],
): Record<string, Partial<FieldSpec>> {
  const out: Record<string, Partial<FieldSpec>> = {};
  for (const name of people) out[name] = { component: 'select', options: users, render: showRefName(name) };
  for (const name of depts)
    out[name] = { component: 'tree-select', treeData: tree, render: showRefName(name) };
  return out;
}

/** A rate (0–1) as a percentage. */
export const percent = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : `${Math.round(Number(value) * 1000) / 10}%`;
