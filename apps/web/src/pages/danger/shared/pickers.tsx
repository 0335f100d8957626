import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { api } from '@/http/request';

type Person = { id: string; realName: string; deptIds: string[]; roles: string[] };
type DeptNode = { id: string; title?: string; deptName?: string; children?: DeptNode[] };

/** A user of the tenant (optionally of one department), for assignments. */
export function PersonSelect(props: {
  value?: string;
  onChange?: (id: string) => void;
  deptId?: string;
  placeholder?: string;
  id?: string;
}) {
  const { data = [], isLoading } = useQuery({
    queryKey: ['danger-people', props.deptId ?? ''],
    queryFn: () =>
      api<Person[]>({
        url: '/api/shtmp-danger/people/list',
        params: props.deptId ? { deptId: props.deptId } : {},
      }),
    staleTime: 60_000,
  });
  return (
    <Select
      showSearch
      allowClear
      loading={isLoading}
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      optionFilterProp="label"
      options={data.map((p) => ({ value: p.id, label: p.realName }))}
    />
  );
}

type TreeOption = { value: string; title: string; children?: TreeOption[] };
const toOptions = (nodes: DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.title ?? n.deptName ?? '',
    children: n.children ? toOptions(n.children) : undefined,
  }));

/** A department of the tenant's tree. */
export function DeptSelect(props: {
  value?: string;
  onChange?: (id: string) => void;
  placeholder?: string;
  id?: string;
}) {
  const { data = [] } = useQuery({
    queryKey: ['danger-dept-tree'],
    queryFn: () => api<DeptNode[]>({ url: '/api/calf-system/dept/tree' }),
    staleTime: 300_000,
  });
  return (
    <TreeSelect
      showSearch
      allowClear
      treeDefaultExpandAll
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      treeNodeFilterProp="title"
      treeData={toOptions(data)}
    />
  );
}

type PlaceNode = { id?: string; value?: string; title?: string; name?: string; children?: PlaceNode[] };
const placeOptions = (nodes: PlaceNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: String(n.value ?? n.id ?? ''),
    title: n.title ?? n.name ?? '',
    children: n.children ? placeOptions(n.children) : undefined,
  }));

/** An area of the site layout (places tree of the layout module). */
export function PlaceSelect(props: {
  value?: string;
  onChange?: (id: string) => void;
  placeholder?: string;
  id?: string;
}) {
  const { data = [] } = useQuery({
    queryKey: ['danger-place-tree'],
    queryFn: () => api<PlaceNode[]>({ url: '/api/shtmp-layout/place/tree', silent: true }),
    staleTime: 300_000,
    retry: false,
  });
  return (
    <TreeSelect
      showSearch
      allowClear
      treeDefaultExpandAll
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      treeNodeFilterProp="title"
      treeData={placeOptions(data)}
    />
  );
}
