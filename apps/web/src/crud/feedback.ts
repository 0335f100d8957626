import { App, Modal, notification as staticNotification } from 'antd';
import { feedback } from '@/stores/feedback';

/** The shell's registered modal API when the main layout has mounted it, the static one otherwise. */
function shellModal() {
  try {
    return feedback.modal;
  } catch {
    return Modal;
  }
}

/**
 * Context-aware message/modal/notification: antd's `<App>` context when present (tests, embedded
 * mounts), else the shell's registered feedback instances; notifications fall back to the static API.
 */
export function useFeedback() {
  const ctx = App.useApp();
  const isInApp = typeof ctx.message?.success === 'function';
  return {
    get message() {
      return isInApp ? ctx.message : feedback.message;
    },
    get modal() {
      return isInApp ? ctx.modal : shellModal();
    },
    get notification() {
      return typeof ctx.notification?.error === 'function' ? ctx.notification : staticNotification;
    },
  };
}
