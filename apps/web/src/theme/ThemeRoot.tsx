import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { i18n } from '@/i18n';
import { MessageHost } from '@/shell/FeedbackHosts';
import { usePreferences } from '@/stores/preferences';
import { toAntdTheme } from './antdTheme';
import { getTheme } from './themes';

/** antd's English locale is loaded only when English is chosen (zh-CN is the default). */
function useAntdLocale(language: string): Locale {
  const [enUS, setEnUS] = useState<Locale | null>(null);
  useEffect(() => {
    if (language === 'en-US' && !enUS) void import('antd/locale/en_US').then((m) => setEnUS(m.default));
  }, [language, enUS]);
  return language === 'en-US' && enUS ? enUS : zhCN;
}

/** antd theme + locale from the preferences; the theme key is also set on <html> for CSS. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const themeKey = usePreferences((s) => s.theme);
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const language = usePreferences((s) => s.language);
  const def = getTheme(themeKey);
  const theme = useMemo(() => toAntdTheme(def, colorPrimary), [def, colorPrimary]);
  const locale = useAntdLocale(language);

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
    <ConfigProvider theme={theme} locale={locale}>
      <MessageHost />
      {children}
    </ConfigProvider>
  );
}
