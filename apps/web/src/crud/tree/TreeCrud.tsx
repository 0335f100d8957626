import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/http/request';
import { ResourceCrud, type ResourceCrudProps } from '../ResourceCrud';
import type { FetchList, Row } from '../types';

export type TreeCrudProps = Omit<ResourceCrudProps, 'fetchList' | 'listKey' | 'paged'> & {
  /** The call answering the forest under the definition's path (default `list`). */
  listCall?: string;
};

/** The forest of a tree resource: GET `<path>/<call>` with the search filters, no pager. */
export function treeList(path: string, call = 'list'): FetchList {
  return ({ current: _c, size: _s, ...filters }) =>
    api<Row[]>({ url: `/api${path}/${call}`, params: filters });
}

/**
 * The generic screen of a tree resource (departments, menus…): the forest with expandable rows,
 * 'add child' on each row (default: the row as parent), the parent picker in the form, refreshed
 * after every save.
 */
export function TreeCrud({ listCall, childOf, ...props }: TreeCrudProps) {
  const { def } = props;
  const queryClient = useQueryClient();
  const fetchList = useMemo(() => treeList(def.path, listCall), [def.path, listCall]);
  return (
    <ResourceCrud
      {...props}
      fetchList={fetchList}
      listKey="forest"
      paged={false}
      childOf={childOf ?? ((row) => ({ parentId: row.id }))}
      onSaved={(saved, values) => {
        void queryClient.invalidateQueries({ queryKey: ['crud', def.name, 'tree'] });
        props.onSaved?.(saved, values);
      }}
    />
  );
}
