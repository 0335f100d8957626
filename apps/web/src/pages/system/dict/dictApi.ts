import type { Page, TreeNode } from '@dp/domain';
import { dictBase } from '@/crud/dict';
import type { PageQuery, Row, TreeOption } from '@/crud/types';
import type { CrudCalls } from '@/crud/useCrudController';
import { api } from '@/http/request';

/** Dictionary calls (api-contract §4), identical for `dict` and `dict-biz`. */
export function dictApi(isBiz: boolean) {
  const base = dictBase(isBiz);
  const common = {
    submit: (row: Record<string, unknown>) =>
      api<unknown>({ url: `${base}/submit`, method: 'post', data: row }),
    remove: (ids: string[]) =>
      api<unknown>({ url: `${base}/remove`, method: 'post', params: { ids: ids.join(',') } }),
    detail: (id: string) => api<Row>({ url: `${base}/detail`, params: { id } }),
  };
  const parents: CrudCalls = {
    ...common,
    fetchList: (query: PageQuery) => api<Page<Row>>({ url: `${base}/parent-list`, params: query }),
  };
  const children: CrudCalls = {
    ...common,
    fetchList: (query: PageQuery) => api<Row[]>({ url: `${base}/child-list`, params: query }),
  };
  const tree = () => api<TreeNode[]>({ url: `${base}/tree`, params: { code: 'DICT' } });
  return { parents, children, tree };
}

export function toTreeOptions(nodes: TreeNode[] = []): TreeOption[] {
  return nodes.map((n) => ({ title: n.title, value: n.value ?? n.id, children: toTreeOptions(n.children) }));
}
