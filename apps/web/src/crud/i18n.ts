import type { Text } from '@dp/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Lang = 'zh' | 'en';

export function langOf(language: string | undefined): Lang {
  return language?.startsWith('en') ? 'en' : 'zh';
}

/** Picks the current language of a definition's Text object. */
export function useText() {
  const { i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return useCallback((text?: Text) => (text ? text[lang] : ''), [lang]);
}
