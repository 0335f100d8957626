import type { Page, ResourceDef, TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldSpec, Row, TreeOption } from '@/crud/types';
import { api } from '@/http/request';
import { usePeople } from './usePeople';

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

/**
 * Pickers and labels for the reference fields of a risk definition: departments as a tree,
 * people, posts and risk points as selects, `ids` and `dict[]` fields as multiple choices, and
 * table cells showing the `<field>Name` labels the server adds. Merged over `extra`.
 */
export function useRefOverrides(def: ResourceDef, extra: Record<string, Partial<FieldSpec>> = {}) {
  const people = usePeople();
  const refs = Object.values(def.fields).map((f) => f.ref?.table);
  const depts = useQuery({
    queryKey: ['dept', 'tree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/calf-system/dept/tree' }),
    enabled: refs.includes('calf_dept'),
    staleTime: 60_000,
  });
  const posts = useQuery({
    queryKey: ['post', 'select'],
    queryFn: () => api<{ id: string; postName: string }[]>({ url: '/api/calf-system/post/select' }),
    enabled: refs.includes('calf_post'),
    staleTime: 60_000,
  });
  const points = useQuery({
    queryKey: ['risk-points', 'options'],
    queryFn: () =>
      api<Page<Row>>({
        url: '/api/shtmp-risk/riskPointType/page',
        method: 'post',
        data: { current: 1, size: 1000, ascs: 'code' },
      }),
    enabled: refs.includes('risk_point_type'),
    staleTime: 10_000,
  });
  return useMemo(() => {
    const out: Record<string, Partial<FieldSpec>> = {};
    const label = (name: string) => (_: unknown, row: Row) => String(row[`${name}Name`] ?? '');
    for (const [name, f] of Object.entries(def.fields)) {
      const table = f.ref?.table;
      if (f.dict && f.multiple) out[name] = { multiple: true, render: label(name) };
      if (!table) continue;
      const isMany = f.type === 'ids';
      if (table === 'calf_dept') {
        out[name] = { component: 'tree-select', treeData: toTree(depts.data ?? []), render: label(name) };
      } else if (table === 'calf_user') {
        out[name] = { component: 'select', options: people, multiple: isMany, render: label(name) };
      } else if (table === 'calf_post') {
        out[name] = {
          component: 'select',
          options: (posts.data ?? []).map((p) => ({ label: p.postName, value: String(p.id) })),
          multiple: isMany,
          render: label(name),
        };
      } else if (table === 'risk_point_type') {
        out[name] = {
          component: 'select',
          options: (points.data?.records ?? []).map((p) => ({
            label: `${p.code ?? ''} ${p.name}`,
            value: p.id,
          })),
          render: label(name),
        };
      } else {
        out[name] = { render: label(name) };
      }
    }
    for (const [name, o] of Object.entries(extra)) out[name] = { ...out[name], ...o };
    return out;
  }, [def, depts.data, people, posts.data, points.data, extra]);
}
