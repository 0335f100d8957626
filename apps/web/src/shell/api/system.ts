import { api } from '@/http/request';
import type { ButtonNode } from '@/router/permission';
import type { TopMenu } from '@/stores/menu';
import type { MenuVO } from '@/stores/menuTree';

export const getMenuRoutes = (topMenuId?: string) =>
  api<MenuVO[] | null>({ url: '/api/calf-system/menu/routes', params: topMenuId ? { topMenuId } : {} });

export const getButtons = () => api<ButtonNode[] | null>({ url: '/api/calf-system/menu/buttons' });

export const getTopMenus = () =>
  api<TopMenu[] | null>({ url: '/api/calf-system/menu/top-menu', silent: true });

export type UserProfile = {
  id: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
};

export const getUserProfile = () => api<UserProfile>({ url: '/api/calf-user/info' });

export const updateUserProfile = (profile: Partial<UserProfile>) =>
  api({ url: '/api/calf-user/update-info', method: 'post', data: profile });

/** All three passwords are md5-encoded before sending (api-contract §2.2); the hash loads on use. */
export async function updatePassword(
  form: { oldPassword: string; newPassword: string; newPassword1: string },
  token?: string,
) {
  const { md5 } = await import('js-md5');
  return api({
    url: '/api/calf-user/update-password',
    method: 'post',
    params: {
      oldPassword: md5(form.oldPassword),
      newPassword: md5(form.newPassword),
      newPassword1: md5(form.newPassword1),
    },
    headers: token ? { 'calf-Auth': `bearer ${token}` } : undefined,
  });
}

export const getDeptOptions = (userId?: string) =>
  api<{ id: string; deptName: string }[]>({ url: '/api/calf-system/dept/select', params: { userId } });

export const getRoleOptions = (userId?: string) =>
  api<{ id: string; roleName: string }[]>({ url: '/api/calf-system/role/select', params: { userId } });

export type UploadedFile = { link: string; name: string; originalName: string; attachId: string };

export function putFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return api<UploadedFile>({ url: '/api/calf-resource/oss/endpoint/put-file', method: 'post', data: form });
}

export const getUnreadCount = () =>
  api<number>({ url: '/api/calf-desk/notice/getUnreadQuantity', silent: true });
