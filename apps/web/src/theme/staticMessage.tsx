import { ConfigProvider, message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { usePreferences } from '@/stores/preferences';
import { toAntdTheme } from './antdTheme';
import './antd.css';
import { getTheme } from './themes';

let isConfigured = false;

/**
 * antd's static message API in the current theme, for toasts outside a page root (the sign-in
 * page renders without antd; this module loads with its first toast, or ahead of it when idle).
 */
export function staticMessage(): MessageInstance {
  if (!isConfigured) {
    isConfigured = true;
    ConfigProvider.config({
      holderRender: (children) => {
        const { theme, colorPrimary } = usePreferences.getState();
        return <ConfigProvider theme={toAntdTheme(getTheme(theme), colorPrimary)}>{children}</ConfigProvider>;
      },
    });
  }
  return message;
}
