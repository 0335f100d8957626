/** The 13 shell themes of the spec (§2). Each changes antd tokens and the sidebar/header chrome. */
export const THEME_KEYS = [
  'default',
  'white',
  'dark',
  'star',
  'bule',
  'iview',
  'vip',
  'cool',
  'd2',
  'hey',
  'lte',
  'deepBule',
  'goldenBlack',
] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];
export const DEFAULT_THEME: ThemeKey = 'deepBule';

export type ThemeDef = {
  isDark: boolean;
  primary: string;
  radius: number;
  /** Content background. */
  layoutBg: string;
  sider: {
    isLight: boolean;
    bg: string;
    logoBg: string;
    logoColor: string;
    itemColor: string;
    itemSelectedBg: string;
    itemSelectedColor: string;
    subMenuBg: string;
  };
  header: { bg: string; color: string; border: string };
  tabs: { bg: string; activeBg: string; activeColor: string };
};

const darkSider = (bg: string, selected: string, sub = bg, logoBg = bg): ThemeDef['sider'] => ({
  isLight: false,
  bg,
  logoBg,
  logoColor: '#ffffff',
  itemColor: 'rgba(255,255,255,0.72)',
  itemSelectedBg: selected,
  itemSelectedColor: '#ffffff',
  subMenuBg: sub,
});

const whiteHeader = { bg: '#ffffff', color: '#303133', border: '#e8eaec' };
const lightTabs = (activeColor: string) => ({ bg: '#ffffff', activeBg: '#f0f5ff', activeColor });

export const THEMES: Record<ThemeKey, ThemeDef> = {
  default: {
    isDark: false,
    primary: '#409eff',
    radius: 4,
    layoutBg: '#f0f2f5',
    sider: darkSider('#20222a', '#409eff', '#1a1c22'),
    header: whiteHeader,
    tabs: lightTabs('#409eff'),
  },
  white: {
    isDark: false,
    primary: '#1677ff',
    radius: 6,
    layoutBg: '#f5f7fa',
    sider: {
      isLight: true,
      bg: '#ffffff',
      logoBg: '#ffffff',
      logoColor: '#1677ff',
      itemColor: '#303133',
      itemSelectedBg: '#e6f4ff',
      itemSelectedColor: '#1677ff',
      subMenuBg: '#fafafa',
    },
    header: whiteHeader,
    tabs: lightTabs('#1677ff'),
  },
  dark: {
    isDark: true,
    primary: '#3c89e8',
    radius: 6,
    layoutBg: '#000000',
    sider: darkSider('#141414', '#1f3a5f', '#0f0f0f', '#101010'),
    header: { bg: '#1f1f1f', color: '#e6e6e6', border: '#303030' },
    tabs: { bg: '#141414', activeBg: '#1f3a5f', activeColor: '#e6f1ff' },
  },
  star: {
    isDark: false,
    primary: '#7b61ff',
    radius: 8,
    layoutBg: '#f3f1fb',
    sider: darkSider('#1b1446', '#7b61ff', '#150f3a', '#140e36'),
    header: { bg: '#241b5c', color: '#f2efff', border: '#241b5c' },
    tabs: lightTabs('#7b61ff'),
  },
  bule: {
    isDark: false,
    primary: '#1e78ff',
    radius: 4,
    layoutBg: '#eef3fb',
    sider: darkSider('#0f5ec4', 'rgba(255,255,255,0.2)', '#0c52ab', '#0c52ab'),
    header: { bg: '#1e78ff', color: '#ffffff', border: '#1e78ff' },
    tabs: lightTabs('#1e78ff'),
  },
  iview: {
    isDark: false,
    primary: '#2d8cf0',
    radius: 4,
    layoutBg: '#f5f7f9',
    sider: darkSider('#515a6e', '#2d8cf0', '#363e4f', '#495060'),
    header: whiteHeader,
    tabs: lightTabs('#2d8cf0'),
  },
  vip: {
    isDark: false,
    primary: '#b8862f',
    radius: 6,
    layoutBg: '#f7f4ee',
    sider: { ...darkSider('#2d2a26', '#b8862f', '#24211e', '#24211e'), logoColor: '#e6c78b' },
    header: { bg: '#2d2a26', color: '#e6c78b', border: '#2d2a26' },
    tabs: lightTabs('#b8862f'),
  },
  cool: {
    isDark: false,
    primary: '#13a8a8',
    radius: 8,
    layoutBg: '#eef7f7',
    sider: darkSider('#0b3440', '#13a8a8', '#082a34', '#082a34'),
    header: { bg: '#13a8a8', color: '#ffffff', border: '#13a8a8' },
    tabs: lightTabs('#13a8a8'),
  },
  d2: {
    isDark: false,
    primary: '#2f74ff',
    radius: 4,
    layoutBg: '#ebf1f6',
    sider: {
      isLight: true,
      bg: '#ebf1f6',
      logoBg: '#ebf1f6',
      logoColor: '#2f74ff',
      itemColor: '#2f3542',
      itemSelectedBg: '#d4e3ff',
      itemSelectedColor: '#2f74ff',
      subMenuBg: '#e3eaf1',
    },
    header: { bg: '#ebf1f6', color: '#2f3542', border: '#d8e1ea' },
    tabs: { bg: '#ebf1f6', activeBg: '#ffffff', activeColor: '#2f74ff' },
  },
  hey: {
    isDark: false,
    primary: '#f5503c',
    radius: 10,
    layoutBg: '#faf6f5',
    sider: {
      isLight: true,
      bg: '#ffffff',
      logoBg: '#f5503c',
      logoColor: '#ffffff',
      itemColor: '#4a4a4a',
      itemSelectedBg: '#fff0ed',
      itemSelectedColor: '#f5503c',
      subMenuBg: '#fffaf9',
    },
    header: whiteHeader,
    tabs: lightTabs('#f5503c'),
  },
  lte: {
    isDark: false,
    primary: '#3c8dbc',
    radius: 2,
    layoutBg: '#ecf0f5',
    sider: darkSider('#222d32', '#1e282c', '#2c3b41', '#367fa9'),
    header: { bg: '#3c8dbc', color: '#ffffff', border: '#3c8dbc' },
    tabs: lightTabs('#3c8dbc'),
  },
  deepBule: {
    isDark: false,
    primary: '#1f5fd6',
    radius: 6,
    layoutBg: '#f0f3f8',
    sider: darkSider('#0f2a5c', '#1f6fff', '#0b2250', '#0b2150'),
    header: whiteHeader,
    tabs: lightTabs('#1f5fd6'),
  },
  goldenBlack: {
    isDark: false,
    primary: '#c9a227',
    radius: 4,
    layoutBg: '#f4f2ec',
    sider: { ...darkSider('#0d0d0d', '#c9a227', '#000000', '#000000'), logoColor: '#d4af37' },
    header: { bg: '#0d0d0d', color: '#d4af37', border: '#0d0d0d' },
    tabs: lightTabs('#c9a227'),
  },
};

export function getTheme(key: string): ThemeDef {
  return THEMES[key as ThemeKey] ?? THEMES[DEFAULT_THEME];
}
