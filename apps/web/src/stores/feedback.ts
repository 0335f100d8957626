import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';

// Context-aware instances registered by the shell: message by the root (MessageHost), modal by the
// main layout (ModalHost), so Modal stays out of the sign-in bundle. Before registration (and in
// unit tests) messages fall back to the static API, loaded on demand.
let messageApi: MessageInstance | null = null;
let modalApi: ModalHookApi | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function setModalApi(api: ModalHookApi | null): void {
  modalApi = api;
}

type MessageType = 'success' | 'error' | 'info' | 'warning' | 'loading';

const fallbackMessage = Object.fromEntries(
  (['success', 'error', 'info', 'warning', 'loading'] as MessageType[]).map((type) => [
    type,
    (content: string) => {
      void import('antd/es/message').then(({ default: message }) => message[type](content));
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
