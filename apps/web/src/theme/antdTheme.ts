import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeDef } from './themes';

/**
 * The class antd puts on its components for the theme's CSS variables (`.dp.ant-btn {--ant-…}`);
 * markup drawn with antd's classes outside an antd component carries it too (components/LinkButton).
 */
export const ANTD_CSS_VAR_KEY = 'dp';

/** Builds the antd ConfigProvider theme for a shell theme and an optional primary colour override. */
export function toAntdTheme(def: ThemeDef, colorPrimary: string | null): ThemeConfig {
  const primary = colorPrimary ?? def.primary;
  const { sider, header } = def;
  return {
    algorithm: def.isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    cssVar: { key: ANTD_CSS_VAR_KEY },
    // component styles come precompiled from ./antd.css (imported where antd is first rendered)
    zeroRuntime: true,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      borderRadius: def.radius,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, sans-serif",
    },
    components: {
      Layout: {
        siderBg: sider.bg,
        headerBg: header.bg,
        bodyBg: def.layoutBg,
        headerPadding: '0 16px',
        headerHeight: 56,
        triggerBg: sider.logoBg,
      },
      Menu: sider.isLight
        ? {
            itemBg: sider.bg,
            subMenuItemBg: sider.subMenuBg,
            itemColor: sider.itemColor,
            itemSelectedBg: sider.itemSelectedBg,
            itemSelectedColor: colorPrimary ?? sider.itemSelectedColor,
            itemBorderRadius: def.radius,
          }
        : {
            darkItemBg: sider.bg,
            darkSubMenuItemBg: sider.subMenuBg,
            darkPopupBg: sider.bg,
            darkItemColor: sider.itemColor,
            darkItemSelectedBg: colorPrimary ?? sider.itemSelectedBg,
            darkItemSelectedColor: sider.itemSelectedColor,
            darkItemHoverColor: '#ffffff',
            itemBorderRadius: def.radius,
          },
    },
  };
}
