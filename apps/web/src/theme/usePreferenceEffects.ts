import { useEffect } from 'react';
import { i18n } from '@/i18n';
import { usePreferences } from '@/stores/preferences';
import { getTheme } from './themes';

/**
 * Applies the language and theme preferences to i18next and the document (lang, data-theme,
 * colour scheme, the primary colour as --dp-primary for the plain sign-in page). Mounted at the root;
 * antd's own theme is set by ThemeRoot inside each page.
 */
export function usePreferenceEffects(): void {
  const themeKey = usePreferences((s) => s.theme);
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const language = usePreferences((s) => s.language);
  const def = getTheme(themeKey);

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = themeKey;
    root.style.colorScheme = def.isDark ? 'dark' : 'light';
    root.style.setProperty('--dp-primary', colorPrimary ?? def.primary);
  }, [themeKey, def, colorPrimary]);
}
