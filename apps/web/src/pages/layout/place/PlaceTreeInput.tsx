import type { TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '@/crud/FieldInput';
import type { TreeOption } from '@/crud/types';
import { api } from '@/http/request';

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

const toIds = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : [];

/**
 * Picks places of the layout's place tree for an `ids` field (a risk point's 所在区域): several,
 * any level, searched by name; sends string[].
 */
export function PlaceTreeInput({ value, onChange, onBlur, disabled, id }: FieldInputProps) {
  const { t } = useTranslation();
  const places = useQuery({
    queryKey: ['place-tree-input'],
    queryFn: () => api<TreeNode[]>({ url: '/api/shtmp-layout/place/tree', silent: true }),
    staleTime: 60_000,
    retry: false,
  });
  return (
    <TreeSelect
      id={id}
      multiple
      showSearch
      allowClear
      treeDefaultExpandAll
      treeCheckStrictly={false}
      disabled={disabled}
      value={toIds(value)}
      onChange={(v: string[]) => onChange?.(v)}
      onBlur={onBlur}
      placeholder={t('layoutMap.choosePlaces')}
      treeNodeFilterProp="title"
      treeData={toTree(places.data ?? [])}
      style={{ width: '100%' }}
    />
  );
}
