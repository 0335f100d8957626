import { useEffect } from 'react';
import { queryClient } from '@/http/queryClient';
import { i18n } from '@/i18n';
import { usePreferences } from '@/stores/preferences';
import { getTheme } from './themes';

type DocumentPreferences = { language: string; theme: string; colorPrimary?: string | null };

/**
 * Writes the language and theme preferences onto the document element (lang, data-theme, colour
 * scheme, the primary colour as --dp-primary for the plain sign-in page) — only what differs:
 * each of these writes makes the browser recompute the style of every element on the page (`lang`
 * is inherited by `:lang()`, the others are inherited properties), which after the first render
 * cost a page load a second full style recalculation. The start-up applies them before the first
 * render, so that its layout already has them.
 */
export function applyDocumentPreferences({ language, theme, colorPrimary }: DocumentPreferences): void {
  const root = document.documentElement;
  const def = getTheme(theme);
  if (root.lang !== language) root.lang = language;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const scheme = def.isDark ? 'dark' : 'light';
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  const primary = colorPrimary ?? def.primary;
  if (root.style.getPropertyValue('--dp-primary') !== primary)
    root.style.setProperty('--dp-primary', primary);
}

/**
 * Applies the language and theme preferences to i18next and the document when they change. Mounted
 * at the root; antd's own theme is set by ThemeRoot inside each page.
 */
export function usePreferenceEffects(): void {
  const theme = usePreferences((s) => s.theme);
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const language = usePreferences((s) => s.language);

  useEffect(() => {
    if (i18n.language === language) return;
    // answers carry words in the language asked for (messages, dictionary labels): ask again
    void i18n.changeLanguage(language).then(() => queryClient.invalidateQueries());
  }, [language]);

  useEffect(() => {
    applyDocumentPreferences({ language, theme, colorPrimary });
  }, [language, theme, colorPrimary]);
}
