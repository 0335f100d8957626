import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';

type Feedback = { message: MessageInstance; modal: ModalHookApi | null };

// Replaced by the context-aware instances of antd's <App> (so toasts follow the theme). Before the
// shell mounts (and in unit tests) the static message API is used; the Modal static API is left out
// of the entry bundle on purpose.
let current: Feedback = { message: staticMessage, modal: null };

export function setFeedback(next: { message: MessageInstance; modal: ModalHookApi }): void {
  current = next;
}

export const feedback = {
  get message(): MessageInstance {
    return current.message;
  },
  get modal(): ModalHookApi {
    if (!current.modal) throw new Error('feedback.modal used before the shell mounted');
    return current.modal;
  },
};

/** Promise-returning confirm dialog. */
export function confirm(content: string, title?: string): Promise<boolean> {
  const modal = current.modal;
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
