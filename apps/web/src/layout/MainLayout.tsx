import { Layout } from 'antd';
import type { CSSProperties } from 'react';
import { registerMenuLabels } from '@/i18n/menuLabels';
import { preloadPage } from '@/router/pages';
import { ModalHost } from '@/shell/ModalHost';
import { ShellOverlays } from '@/shell/ShellOverlays';
import { useMenu } from '@/stores/menu';
import { usePreferences } from '@/stores/preferences';
import { useUi } from '@/stores/ui';
import { getTheme } from '@/theme/themes';
import { PageHost } from './PageHost';
import { SideMenu } from './SideMenu';
import { SiderLogo } from './SiderLogo';
import { TagsBar } from './TagsBar';
import { TopBar } from './TopBar';
import { useMenuLoader } from './useMenuLoader';
import { usePagePreload } from './usePagePreload';
import { useShellEffects } from './useShellEffects';

registerMenuLabels();
// The page of the address the layout opens with loads beside the menu calls, not after them.
void preloadPage(window.location.pathname);

export default function MainLayout() {
  useMenuLoader();
  useShellEffects();
  usePagePreload(useMenu((s) => s.menus));
  const themeKey = usePreferences((s) => s.theme);
  const isCollapsed = usePreferences((s) => s.isCollapsed);
  const toggleCollapse = usePreferences((s) => s.toggleCollapse);
  const screen = useUi((s) => s.screen);
  // English menu names run longer than Chinese ones: a wider side menu, and long names wrap.
  const isEnglish = usePreferences((s) => s.language) === 'en-US';
  const def = getTheme(themeKey);
  const vars = {
    '--dp-sider-bg': def.sider.bg,
    '--dp-logo-bg': def.sider.logoBg,
    '--dp-logo-color': def.sider.logoColor,
    '--dp-header-bg': def.header.bg,
    '--dp-header-color': def.header.color,
    '--dp-header-border': def.header.border,
    '--dp-tabs-bg': def.tabs.bg,
    '--dp-tabs-active-bg': def.tabs.activeBg,
    '--dp-tabs-active-color': def.tabs.activeColor,
    '--dp-layout-bg': def.layoutBg,
  } as CSSProperties;

  return (
    <Layout className={`dp-layout theme-${themeKey}`} style={vars} data-testid="main-layout">
      <Layout.Sider
        className={`dp-sider${isEnglish ? ' dp-sider-wide' : ''}`}
        width={isEnglish ? 256 : 224}
        collapsedWidth={screen === 0 ? 0 : 64}
        collapsed={isCollapsed}
        trigger={null}
        theme={def.sider.isLight ? 'light' : 'dark'}
      >
        <SiderLogo isCollapsed={isCollapsed} />
        <SideMenu />
      </Layout.Sider>
      {screen === 0 && !isCollapsed && (
        // on a phone the unfolded menu lies over the page; a tap beside it folds it away
        <div className="dp-sider-mask" onClick={toggleCollapse} aria-hidden="true" />
      )}
      <Layout className="dp-main">
        <Layout.Header className="dp-header">
          <TopBar />
        </Layout.Header>
        <TagsBar />
        <Layout.Content className="dp-content">
          <PageHost />
        </Layout.Content>
      </Layout>
      <ShellOverlays />
      <ModalHost />
    </Layout>
  );
}
