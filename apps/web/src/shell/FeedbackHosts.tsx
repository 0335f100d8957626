import { message } from 'antd';
import { useEffect } from 'react';
import { setMessageApi } from '@/stores/feedback';

/** Theme-aware toasts for the whole app (mounted at the root). */
export function MessageHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => setMessageApi(api), [api]);
  return holder;
}
