import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleTree, mergeLocales } from './merge';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

// Every feature folder owns its strings in `locales/zh-CN.ts` and `locales/en-US.ts`. The shell's and
// the sign-in page's are in the entry; the pages' and the CRUD page's strings (with a label for every
// resource) load after the sign-in page, with
// the first page that needs them (`loadPageLocales`), so they do not weigh on the sign-in page.
type LocaleModule = { default: LocaleTree };
// Vite applies a glob's negative patterns to all of its positives, so the sign-in page's strings and
// the pages' common strings are a second eager glob rather than a re-inclusion after `!../pages/**`.
const zhModules = {
  ...import.meta.glob<LocaleModule>(['../**/locales/zh-CN.ts', '!../pages/**', '!../crud/**'], {
    eager: true,
  }),
  ...import.meta.glob<LocaleModule>(['../pages/login/**/zh-CN.ts', '../pages/locales/zh-CN.ts'], {
    eager: true,
  }),
};
const enModules = {
  ...import.meta.glob<LocaleModule>(['../**/locales/en-US.ts', '!../pages/**', '!../crud/**'], {
    eager: true,
  }),
  ...import.meta.glob<LocaleModule>(['../pages/login/**/en-US.ts', '../pages/locales/en-US.ts'], {
    eager: true,
  }),
};
const pageModules = import.meta.glob<LocaleModule>([
  '../pages/**/locales/{zh-CN,en-US}.ts',
  '../crud/locales/{zh-CN,en-US}.ts',
  '!../pages/login/**',
  '!../pages/locales/*',
]);

function collect(modules: Record<string, { default: LocaleTree }>): LocaleTree {
  return mergeLocales(Object.values(modules).map((m) => m.default));
}

/** The strings in the entry bundle: everything the sign-in page and the shell show. */
export const ENTRY_LOCALES: Record<Language, LocaleTree> = {
  'zh-CN': collect(zhModules),
  'en-US': collect(enModules),
};

export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      'zh-CN': { translation: ENTRY_LOCALES['zh-CN'] },
      'en-US': { translation: ENTRY_LOCALES['en-US'] },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  memoizeLanguageCodes();
  return i18n;
}

/**
 * i18next canonicalises the language code (`Intl.getCanonicalLocales`, a few µs) on every `t` call,
 * about half of a call's cost; a page renders thousands of them. The code of a given language
 * never changes, so each is canonicalised once. (`services.languageUtils` is i18next's documented
 * services object; the function keeps its contract.)
 */
function memoizeLanguageCodes(): void {
  const utils = i18n.services.languageUtils as { formatLanguageCode: (code: string) => string };
  const format = utils.formatLanguageCode.bind(utils);
  const known = new Map<string, string>();
  utils.formatLanguageCode = (code) => {
    let formatted = known.get(code);
    if (formatted === undefined) {
      formatted = format(code);
      known.set(code, formatted);
    }
    return formatted;
  };
}

let pageLocales: Promise<void> | undefined;

/** Loads the business pages' strings once (every page route waits for it). */
export function loadPageLocales(): Promise<void> {
  pageLocales ??= Promise.all(
    Object.entries(pageModules).map(async ([path, load]) => {
      const language: Language = path.endsWith('en-US.ts') ? 'en-US' : 'zh-CN';
      i18n.addResourceBundle(language, 'translation', (await load()).default, true, true);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      // a chunk that failed to load is asked for again by the next page
      pageLocales = undefined;
      throw error;
    },
  );
  return pageLocales;
}

/** Adds strings built at run time (menu labels from the seed), without replacing existing ones. */
export function addLabels(language: Language, tree: LocaleTree): void {
  i18n.addResourceBundle(language, 'translation', tree, true, false);
}

export { i18n };
