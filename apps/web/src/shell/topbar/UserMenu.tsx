import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { logout } from '@/shell/session/actions';
import { confirm } from '@/stores/feedback';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';

export const STOCK_AVATAR = '/favicon.svg';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const { switchMode } = usePublicSettings();
  const name = userInfo?.real_name || userInfo?.nick_name || userInfo?.user_name || userInfo?.account || '';

  const items: MenuProps['items'] = [
    { key: 'info', icon: <UserOutlined />, label: t('shell.user.info') },
    { key: 'preferences', icon: <SettingOutlined />, label: t('shell.user.preferences') },
    ...(switchMode ? [{ key: 'switch', icon: <SwapOutlined />, label: t('shell.user.switch') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.user.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'info') navigate('/info/index');
    else if (key === 'preferences') useUi.getState().open('preferences');
    else if (key === 'switch') useUi.getState().open('switch');
    else if (key === 'logout' && (await confirm(t('shell.user.logoutConfirm'), t('common.tip'))))
      await logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="dp-user" data-testid="user-menu">
        <Avatar size={30} src={userInfo?.avatar || STOCK_AVATAR} />
        <span className="dp-user-name">{name}</span>
      </button>
    </Dropdown>
  );
}
