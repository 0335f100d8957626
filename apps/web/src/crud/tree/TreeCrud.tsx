import { parentField } from '@dp/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '@/http/request';
import { ResourceCrud, type ResourceCrudProps } from '../ResourceCrud';
import type { FetchList, Row } from '../types';
import { isSearching, withLoaded } from './lazyForest';

/** A tree read level by level: `<path>/<call>?parentId=` (default `lazy-list`), children on expand. */
export type LazyTree = {
  call?: string;
  /** The parent of the first level (default: the server's, e.g. a region's 00). */
  root?: string;
};

export type TreeCrudProps = Omit<ResourceCrudProps, 'fetchList' | 'listKey' | 'paged' | 'tree'> & {
  /** The call answering the forest under the definition's path (default `list`). */
  listCall?: string;
  /** Load the tree lazily (regions: thousands of rows) instead of the whole forest. */
  lazy?: LazyTree;
};

/** The forest of a tree resource: GET `<path>/<call>` with the search filters, no pager. */
export function treeList(path: string, call = 'list'): FetchList {
  return ({ current: _c, size: _s, ...filters }) =>
    api<Row[]>({ url: `/api${path}/${call}`, params: filters });
}

/** The first level of a lazy tree, or the matches of every level while searching. */
export function lazyLevel(path: string, lazy: LazyTree): FetchList {
  return ({ current: _c, size: _s, ...filters }) =>
    api<Row[]>({
      url: `/api${path}/${lazy.call ?? 'lazy-list'}`,
      params: isSearching(filters) || lazy.root === undefined ? filters : { ...filters, parentId: lazy.root },
    });
}

/**
 * The generic screen of a tree resource (departments, menus, roles, regions…): the forest with
 * expandable rows — whole, or level by level with `lazy` — 'add child' on each row (default: the
 * row as parent), the parent picker in the form, refreshed after every save.
 */
export function TreeCrud({ listCall, lazy, childOf, ...props }: TreeCrudProps) {
  const { def } = props;
  const queryClient = useQueryClient();
  const fetchList = useMemo(
    () => (lazy ? lazyLevel(def.path, lazy) : treeList(def.path, listCall)),
    [def.path, listCall, lazy],
  );
  // each list its own cache (the menu page's forest, the scope page's lazy menus)
  const listKey = lazy ? (lazy.call ?? 'lazy-list') : 'forest';
  const [expanded, setExpanded] = useState<string[]>([]);
  // children of the expanded rows, under the list's key: a refresh after a write reloads them too
  const children = useQueries({
    queries: (lazy ? expanded : []).map((parentId) => ({
      queryKey: ['crud', def.name, listKey, 'children', parentId],
      queryFn: () =>
        api<Row[]>({ url: `/api${def.path}/${lazy?.call ?? 'lazy-list'}`, params: { parentId } }),
    })),
  });
  const loaded = new Map<string, Row[]>();
  expanded.forEach((id, i) => {
    const rows = children[i]?.data;
    if (rows) loaded.set(id, rows);
  });
  const tree: ResourceCrudProps['tree'] = lazy
    ? {
        mapRows: (rows) => withLoaded(rows, loaded),
        expandable: {
          expandedRowKeys: expanded,
          onExpand: (isOpen, row) =>
            setExpanded((keys) => (isOpen ? [...keys, row.id] : keys.filter((k) => k !== row.id))),
        },
      }
    : undefined;
  const parentKey = parentField(def);
  return (
    <ResourceCrud
      {...props}
      fetchList={fetchList}
      listKey={listKey}
      paged={false}
      tree={tree}
      childOf={childOf ?? ((row) => ({ [parentKey]: row.id }))}
      onSaved={(saved, values) => {
        void queryClient.invalidateQueries({ queryKey: ['crud', def.name, 'tree'] });
        // the new or moved row shows under its parent, opened
        const parent = values[parentKey];
        if (lazy && parent !== undefined && parent !== null && parent !== '')
          setExpanded((keys) => (keys.includes(String(parent)) ? keys : [...keys, String(parent)]));
        props.onSaved?.(saved, values);
      }}
    />
  );
}
