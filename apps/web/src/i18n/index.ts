import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleTree, mergeLocales } from './merge';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

// Every feature folder owns its strings in `locales/zh-CN.ts` and `locales/en-US.ts`.
const zhModules = import.meta.glob<{ default: LocaleTree }>('../**/locales/zh-CN.ts', { eager: true });
const enModules = import.meta.glob<{ default: LocaleTree }>('../**/locales/en-US.ts', { eager: true });

function collect(modules: Record<string, { default: LocaleTree }>): LocaleTree {
  return mergeLocales(Object.values(modules).map((m) => m.default));
}

export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      'zh-CN': { translation: collect(zhModules) },
      'en-US': { translation: collect(enModules) },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}

/** Adds strings built at run time (menu labels from the seed), without replacing existing ones. */
export function addLabels(language: Language, tree: LocaleTree): void {
  i18n.addResourceBundle(language, 'translation', tree, true, false);
}

export { i18n };
