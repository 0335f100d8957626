import { useCallback, useEffect, useState } from 'react';
import { api } from '@/http/request';
import { attachChildren, prepare, type RegionRow } from './regionTree';

const BASE = '/api/calf-system/region';
/** The root row (China, code 00) has parent code 0. */
export const ROOT_PARENT = '0';

const lazyList = (params: Record<string, string>) =>
  api<RegionRow[]>({ url: `${BASE}/lazy-list`, params }).then(prepare);

/** The lazily loaded region forest: roots first, children on expand; a search lists matches flat. */
export function useRegionTree() {
  const [forest, setForest] = useState<RegionRow[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [isLoading, setLoading] = useState(false);

  const loadRoots = useCallback(async (search: Record<string, string>) => {
    setLoading(true);
    try {
      const isSearch = Boolean(search.code || search.name);
      setForest(await lazyList(isSearch ? search : { parentCode: ROOT_PARENT }));
      setExpanded([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadRoots(filters);
  }, [filters, loadRoots]);

  /** (Re)loads the children of one row into the forest. */
  const loadChildren = useCallback(async (parentCode: string) => {
    const children = await lazyList({ parentCode });
    setForest((f) => attachChildren(f, parentCode, children));
  }, []);

  return {
    forest,
    expanded,
    isLoading,
    search: (values: Record<string, string>) => setFilters(values),
    reset: () => setFilters({}),
    onExpand: (isOpen: boolean, row: RegionRow) => {
      setExpanded((keys) => (isOpen ? [...keys, row.code] : keys.filter((k) => k !== row.code)));
      if (isOpen && row.children && row.children.length === 0) void loadChildren(row.code);
    },
    /** After a change under `parentCode`: reload that branch (or the roots) and keep it open. */
    refreshBranch: async (parentCode: string) => {
      if (parentCode === ROOT_PARENT) return loadRoots(filters);
      await loadChildren(parentCode);
      setExpanded((keys) => (keys.includes(parentCode) ? keys : [...keys, parentCode]));
    },
    submit: (row: Record<string, unknown>) => api({ url: `${BASE}/submit`, method: 'post', data: row }),
    remove: (code: string) => api({ url: `${BASE}/remove`, method: 'post', params: { id: code } }),
    detail: (code: string) => api<RegionRow>({ url: `${BASE}/detail`, params: { code } }),
  };
}
