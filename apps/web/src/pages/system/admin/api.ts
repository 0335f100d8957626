import type { TreeNode } from '@dp/domain';
import { api } from '@/http/request';

export const getTree = (url: string, params?: Record<string, unknown>) =>
  api<TreeNode[]>({ url: `/api${url}`, params });
