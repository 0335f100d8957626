import type { Page } from '@dp/domain';
import { uploadPercent } from '@/crud/importProgress';
import type { PageQuery, Row } from '@/crud/types';
import type { CrudCalls } from '@/crud/useCrudController';
import { api, download } from '@/http/request';

const base = '/api/calf-user';
const idsParam = (ids: string[]) => ids.join(',');

export const userCalls: CrudCalls = {
  fetchList: (query: PageQuery) => api<Page<Row>>({ url: `${base}/page`, params: query }),
  detail: (id: string) => api<Row>({ url: `${base}/detail`, params: { id } }),
  submit: (row: Record<string, unknown>) => api<Row>({ url: `${base}/submit`, method: 'post', data: row }),
  remove: (ids: string[]) => api({ url: `${base}/remove`, method: 'post', params: { ids: idsParam(ids) } }),
};

/** The user screen's own calls (api-contract §5.1, §7). */
export const userApi = {
  grant: (userIds: string[], roleIds: string[]) =>
    api({
      url: `${base}/grant`,
      method: 'post',
      params: { userIds: idsParam(userIds), roleIds: idsParam(roleIds) },
    }),
  resetPassword: (userIds: string[]) =>
    api({ url: `${base}/reset-password`, method: 'post', params: { userIds: idsParam(userIds) } }),
  unlock: (userIds: string[]) =>
    api({ url: `${base}/unlock`, method: 'post', params: { userIds: idsParam(userIds) } }),
  platformDetail: (id: string) => api<Row>({ url: `${base}/platform-detail`, params: { id } }),
  updatePlatform: (userId: string, userType: unknown, userExt: string) =>
    api({ url: `${base}/update-platform`, method: 'post', params: { userId, userType, userExt } }),
  approve: (userIds: string[], values: { deptId: string; roleId: string; postId?: string }) =>
    api({ url: `${base}/audit-pass`, method: 'post', params: { userIds: idsParam(userIds), ...values } }),
  refuse: (userIds: string[]) =>
    api({ url: `${base}/audit-refuse`, method: 'post', params: { userIds: idsParam(userIds) } }),
  exportUsers: (filters: Record<string, unknown>, name: string) =>
    download({ url: `${base}/export-user`, params: filters, fallbackName: `${name}.xlsx` }),
  template: () => download({ url: `${base}/export-template`, fallbackName: 'template.xlsx' }),
  importUsers: (file: File, isCovered = 0, onUpload?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api<{ count: number }>({
      url: `${base}/import-user`,
      method: 'post',
      params: { isCovered },
      data: form,
      onUploadProgress: uploadPercent(onUpload),
    });
  },
};
