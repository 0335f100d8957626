import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { MessageHost } from '@/shell/FeedbackHosts';
import { usePreferences } from '@/stores/preferences';
import { toAntdTheme } from './antdTheme';
import './antd.css';
import { getTheme } from './themes';

/** antd's English locale is loaded only when English is chosen (zh-CN is the default). */
function useAntdLocale(language: string): Locale {
  const [enUS, setEnUS] = useState<Locale | null>(null);
  useEffect(() => {
    if (language === 'en-US' && !enUS) void import('antd/locale/en_US').then((m) => setEnUS(m.default));
  }, [language, enUS]);
  return language === 'en-US' && enUS ? enUS : zhCN;
}

/**
 * antd theme + locale from the preferences (the document's language and theme attributes are set
 * by usePreferenceEffects at the root, which the sign-in page needs without antd).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const themeKey = usePreferences((s) => s.theme);
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const language = usePreferences((s) => s.language);
  const def = getTheme(themeKey);
  const theme = useMemo(() => toAntdTheme(def, colorPrimary), [def, colorPrimary]);
  const locale = useAntdLocale(language);
  if (dayjs.locale() !== dayjsLocale(language)) dayjs.locale(dayjsLocale(language));

  return (
    <ConfigProvider theme={theme} locale={locale}>
      <MessageHost />
      {children}
    </ConfigProvider>
  );
}

function dayjsLocale(language: string): string {
  return language === 'zh-CN' ? 'zh-cn' : 'en';
}
