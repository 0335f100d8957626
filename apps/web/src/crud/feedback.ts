import { App, Modal, message as staticMessage, notification as staticNotification } from 'antd';

/**
 * antd's context-aware message/notification/modal when the shell wraps the app in `<App>`,
 * the static functions otherwise (tests, isolated mounts).
 */
export function useFeedback() {
  const ctx = App.useApp();
  return {
    message: typeof ctx.message?.success === 'function' ? ctx.message : staticMessage,
    notification: typeof ctx.notification?.error === 'function' ? ctx.notification : staticNotification,
    modal: typeof ctx.modal?.confirm === 'function' ? ctx.modal : Modal,
  };
}
