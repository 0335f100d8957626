import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';

// Context-aware instances registered by the shell: message by each page's root (MessageHost in
// shell/PageRoot), modal by the main layout (ModalHost). The sign-in page has neither (it loads no
// antd): its messages, and those before registration or in unit tests, go to antd's static API with
// the current theme, loaded on demand (theme/staticMessage).
let messageApi: MessageInstance | null = null;
let modalApi: ModalHookApi | null = null;

/** Registers a host's instance; returns the unregistration (which leaves a newer host's instance alone). */
export function setMessageApi(api: MessageInstance): () => void {
  messageApi = api;
  return () => {
    if (messageApi === api) messageApi = null;
  };
}

export function setModalApi(api: ModalHookApi): () => void {
  modalApi = api;
  return () => {
    if (modalApi === api) modalApi = null;
  };
}

type MessageType = 'success' | 'error' | 'info' | 'warning' | 'loading';

const fallbackMessage = Object.fromEntries(
  (['success', 'error', 'info', 'warning', 'loading'] as MessageType[]).map((type) => [
    type,
    (content: string) => {
      void import('@/theme/staticMessage').then(({ staticMessage }) => staticMessage()[type](content));
    },
  ]),
) as unknown as MessageInstance;

export const feedback = {
  get message(): MessageInstance {
    return messageApi ?? fallbackMessage;
  },
  get modal(): ModalHookApi {
    if (!modalApi) throw new Error('feedback.modal used outside the main layout');
    return modalApi;
  },
};

/** Promise-returning confirm dialog. */
export function confirm(content: string, title?: string): Promise<boolean> {
  const modal = modalApi;
  if (!modal) return Promise.resolve(window.confirm(content));
  return new Promise((resolve) => {
    modal.confirm({
      title,
      content,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
