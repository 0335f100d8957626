import { HomeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/shell/icons';
import { useMenu } from '@/stores/menu';
import { useUi } from '@/stores/ui';

/** Top menus switch the side menu: clicking one calls `menu/routes?topMenuId=`. */
export function TopMenu() {
  const { t } = useTranslation();
  const topMenus = useMenu((s) => s.topMenus);
  const topMenuId = useMenu((s) => s.topMenuId);
  const screen = useUi((s) => s.screen);
  const queryClient = useQueryClient();
  if (!topMenus.length || screen < 2) return null;
  const items = [
    { key: '', icon: <HomeOutlined />, label: t('shell.topbar.allMenus') },
    ...topMenus.map((menu) => ({
      key: menu.id,
      icon: <MenuIcon source={menu.source} />,
      label: t(`topMenu.${menu.code}`, { defaultValue: menu.name }),
    })),
  ];
  return (
    <Menu
      className="dp-top-menu"
      mode="horizontal"
      selectedKeys={[topMenuId]}
      items={items}
      data-testid="top-menu"
      onClick={({ key }) => {
        useMenu.getState().setTopMenuId(key);
        void queryClient.invalidateQueries({ queryKey: ['menu-routes', key] });
      }}
    />
  );
}
