import { Modal } from 'antd';
import { useEffect } from 'react';
import { setModalApi } from '@/stores/feedback';

/** Theme-aware confirm dialogs (mounted by the main layout and the lock page; Modal stays out of the entry). */
export function ModalHost() {
  const [api, holder] = Modal.useModal();
  useEffect(() => setModalApi(api), [api]);
  return holder;
}
