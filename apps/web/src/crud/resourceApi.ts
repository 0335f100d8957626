import { hasCall, type Page, type ResourceDef } from '@dp/domain';
import dayjs from 'dayjs';
import { api, download } from '@/http/request';
import { useSession } from '@/stores/session';
import { uploadPercent } from './importProgress';
import type { Filters, PageQuery, Row } from './types';

/**
 * The full row of one id: `detail?id=` where the definition has that call, else `get/:id`, else none
 * (the view shows the list row). Asking for a call the server does not have was a 404 on every view.
 */
function detailCall(prefix: string, def: Pick<ResourceDef, 'name' | 'calls'>) {
  if (hasCall(def, 'detail')) return (id: string) => api<Row>({ url: `${prefix}/detail`, params: { id } });
  if (hasCall(def, 'get'))
    return (id: string) => api<Row>({ url: `${prefix}/get/${encodeURIComponent(id)}` });
  return undefined;
}

/** The standard calls of a resource (api-contract §1.8 and the web contract). */
export function resourceApi(def: Pick<ResourceDef, 'name' | 'path' | 'calls'>) {
  const prefix = `/api${def.path}`;
  return {
    page: (query: PageQuery) => api<Page<Row>>({ url: `${prefix}/page`, method: 'post', data: query }),
    detail: detailCall(prefix, def),
    submit: (row: Record<string, unknown>) =>
      api<Row>({ url: `${prefix}/submit`, method: 'post', data: row }),
    remove: (ids: string[]) =>
      api<unknown>({ url: `${prefix}/remove`, method: 'post', params: { ids: ids.join(',') } }),
    /** The server names the file `<label><yyyyMMddHHmmss>.xlsx`; the same name is the fallback here. */
    exportExcel: (filters: Filters, label: string) =>
      download({
        url: `${prefix}/exportExcel`,
        method: 'post',
        data: filters,
        responseType: 'blob',
        fallbackName: `${label}${dayjs().format('YYYYMMDDHHmmss')}.xlsx`,
      }),
    template: () =>
      download({
        url: `${prefix}/template`,
        params: { 'calf-Auth': useSession.getState().token },
        responseType: 'blob',
      }),
    importFile: (file: File, onUpload?: (percent: number) => void) => {
      const form = new FormData();
      form.append('file', file);
      return api<{ count: number }>({
        url: `${prefix}/import`,
        method: 'post',
        data: form,
        onUploadProgress: uploadPercent(onUpload),
      });
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
