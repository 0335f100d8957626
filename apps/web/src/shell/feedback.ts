import { message as staticMessage, Modal as staticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';

type Feedback = { message: MessageInstance; modal: ModalHookApi };

// Replaced by the context-aware instances of antd's <App> (so toasts follow the theme); the static
// functions keep working before the shell mounts and in tests.
let current: Feedback = { message: staticMessage, modal: staticModal as unknown as ModalHookApi };

export function setFeedback(next: Feedback): void {
  current = next;
}

export const feedback = {
  get message(): MessageInstance {
    return current.message;
  },
  get modal(): ModalHookApi {
    return current.modal;
  },
};

/** Promise-returning confirm dialog. */
export function confirm(content: string, title?: string): Promise<boolean> {
  return new Promise((resolve) => {
    current.modal.confirm({
      title,
      content,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
