import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo } from 'react';
import { i18n } from '@/i18n';
import { setFeedback } from '@/shell/feedback';
import { usePreferences } from '@/stores/preferences';
import { toAntdTheme } from './antdTheme';
import { getTheme } from './themes';

function FeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => setFeedback({ message, modal }), [message, modal]);
  return null;
}

/** antd theme + locale from the preferences; the theme key is also set on <html> for CSS. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const themeKey = usePreferences((s) => s.theme);
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const language = usePreferences((s) => s.language);
  const def = getTheme(themeKey);
  const theme = useMemo(() => toAntdTheme(def, colorPrimary), [def, colorPrimary]);

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = themeKey;
    document.documentElement.style.colorScheme = def.isDark ? 'dark' : 'light';
  }, [themeKey, def.isDark]);

  return (
    <ConfigProvider theme={theme} locale={language === 'zh-CN' ? zhCN : enUS}>
      <AntdApp style={{ height: '100%' }}>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
