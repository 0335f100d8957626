import { placeResource, type TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { FieldInputProps } from '@/crud/FieldInput';
import { usePermission } from '@/crud/permission';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, TreeOption } from '@/crud/types';
import { api } from '@/http/request';
import { statusColumn } from '../../danger/shared/StatusTag';
import { LevelTag } from '../../risk/shared/LevelTag';

const MapPicker = lazy(() => import('./MapPicker'));

/** Leaflet is loaded only when a form with a location opens. */
function LocationInput(props: FieldInputProps) {
  return (
    <Suspense fallback={null}>
      <MapPicker {...props} />
    </Suspense>
  );
}

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

const parentField = {
  type: 'id',
  label: { zh: '上级区域', en: 'Parent' },
  component: 'tree-select',
  list: false,
} as const;

/** /layout/place — the place tree; each place shows its rolled-up risk level (grey without points). */
export default function PlacePage() {
  const tree = useQuery({
    queryKey: ['crud', 'place', 'tree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/shtmp-layout/place/tree' }),
  });
  const depts = useQuery({
    queryKey: ['layout', 'deptTree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/calf-system/dept/tree' }),
    staleTime: 60_000,
  });
  // the plans are the options of the form's 平面图 field: only a user who may add or edit a place
  // asks for them (a reader of places, e.g. a department head, has no right to the plan list; the
  // list shows each place's plan by its name)
  const can = usePermission();
  const layouts = useQuery({
    enabled: can('place_add') || can('place_edit'),
    queryKey: ['layout', 'plans'],
    queryFn: () =>
      api<{ records: { id: string; name: string }[] }>({
        url: '/api/shtmp-layout/tenantLayout/list',
        method: 'post',
        data: { current: 1, size: 200 },
      }),
  });
  const def = useMemo(
    () => ({ ...placeResource, fields: { parentId: parentField, ...placeResource.fields } }),
    [],
  );
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      parentId: { treeData: toTree(tree.data ?? []) },
      location: { input: LocationInput },
      deptId: { treeData: toTree(depts.data ?? []), render: (_v, row) => String(row.deptIdName ?? '') },
      layoutId: {
        options: (layouts.data?.records ?? []).map((l) => ({ label: l.name, value: l.id })),
        render: (_v, row) => String(row.layoutIdName ?? ''),
      },
      riskLevel: {
        render: (v) => <LevelTag level={v} fallback="—" />,
      },
      enableStatus: statusColumn('enableStatus'),
    }),
    [tree.data, depts.data, layouts.data],
  );
  return <ResourceCrud def={def} overrides={overrides} onSaved={() => void tree.refetch()} />;
}
