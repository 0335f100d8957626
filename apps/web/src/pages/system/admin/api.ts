import type { Page, TreeNode } from '@dp/domain';
import type { PageQuery, Row } from '@/crud/types';
import type { CrudCalls } from '@/crud/useCrudController';
import { api } from '@/http/request';

/** detail?id / submit / remove?ids under a prefix, and a list call (GET unless told). */
export function treeCalls(prefix: string, list: { url: string; method?: 'get' | 'post' }): CrudCalls {
  const base = `/api${prefix}`;
  return {
    fetchList: (query: PageQuery) => {
      const { current: _c, size: _s, ...filters } = query;
      return list.method === 'post'
        ? api<Row[] | Page<Row>>({ url: `${base}/${list.url}`, method: 'post', params: filters })
        : api<Row[] | Page<Row>>({ url: `${base}/${list.url}`, params: filters });
    },
    detail: (id: string) => api<Row>({ url: `${base}/detail`, params: { id } }),
    submit: (row: Record<string, unknown>) => api<Row>({ url: `${base}/submit`, method: 'post', data: row }),
    remove: (ids: string[]) =>
      api<unknown>({ url: `${base}/remove`, method: 'post', params: { ids: ids.join(',') } }),
  };
}

export const getTree = (url: string, params?: Record<string, unknown>) =>
  api<TreeNode[]>({ url: `/api${url}`, params });
