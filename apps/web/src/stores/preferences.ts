import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, type Language } from '@/i18n';
import { DEFAULT_THEME, type ThemeKey } from '@/theme/themes';

/** Icons of the top bar that can be shown or hidden. */
export const TOP_BAR_ICONS = [
  'search',
  'color',
  'log',
  'lock',
  'theme',
  'notice',
  'language',
  'version',
  'dataScreen',
  'fullscreen',
] as const;
export type TopBarIcon = (typeof TOP_BAR_ICONS)[number];

export type Preferences = {
  theme: ThemeKey;
  language: Language;
  isCollapsed: boolean;
  /** Primary colour override from the colour picker; null keeps the theme's own colour. */
  colorPrimary: string | null;
  topBar: Record<TopBarIcon, boolean>;
};

/**
 * The top-bar icons shown by default: the bell, the language switch and full screen (spec §2 shows only
 * full screen; a newcomer then never found the English UI or the to-do notices — issue #34).
 */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: DEFAULT_THEME,
  language: DEFAULT_LANGUAGE,
  isCollapsed: false,
  colorPrimary: null,
  topBar: {
    search: false,
    color: false,
    log: false,
    lock: false,
    theme: false,
    notice: true,
    language: true,
    version: false,
    dataScreen: false,
    fullscreen: true,
  },
};

type PreferencesState = Preferences & {
  update: (patch: Partial<Preferences>) => void;
  setTopBarIcon: (icon: TopBarIcon, isVisible: boolean) => void;
  toggleCollapse: () => void;
  reset: () => void;
};

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      update: (patch) => set(patch),
      setTopBarIcon: (icon, isVisible) => set((s) => ({ topBar: { ...s.topBar, [icon]: isVisible } })),
      toggleCollapse: () => set((s) => ({ isCollapsed: !s.isCollapsed })),
      reset: () => set({ ...DEFAULT_PREFERENCES, topBar: { ...DEFAULT_PREFERENCES.topBar } }),
    }),
    {
      name: 'dp-preferences',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Version 1 hid the bell and the language switch by default: show them once, as new defaults.
      migrate: (persisted, version) => {
        const saved = (persisted ?? {}) as Partial<Preferences>;
        if (version < 2 && saved.topBar) saved.topBar = { ...saved.topBar, notice: true, language: true };
        return saved as Preferences;
      },
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Preferences>;
        return { ...current, ...saved, topBar: { ...DEFAULT_PREFERENCES.topBar, ...saved.topBar } };
      },
    },
  ),
);
