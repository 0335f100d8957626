import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { TopBarActions } from '@/shell/topbar/TopBarActions';
import { UserMenu } from '@/shell/topbar/UserMenu';
import { usePreferences } from '@/stores/preferences';
import { TopMenu } from './TopMenu';

export function TopBar() {
  const { t } = useTranslation();
  const isCollapsed = usePreferences((s) => s.isCollapsed);
  const toggle = usePreferences((s) => s.toggleCollapse);
  return (
    <div className="dp-topbar">
      <div className="dp-topbar-left">
        <Tooltip title={t(isCollapsed ? 'shell.topbar.expand' : 'shell.topbar.collapse')}>
          <Button
            type="text"
            className="dp-topbar-btn"
            aria-label={t(isCollapsed ? 'shell.topbar.expand' : 'shell.topbar.collapse')}
            data-testid="collapse-toggle"
            icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
        </Tooltip>
        <TopMenu />
      </div>
      <div className="dp-topbar-right">
        <TopBarActions />
        <UserMenu />
      </div>
    </div>
  );
}
