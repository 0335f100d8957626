import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ModalHost } from '@/shell/ModalHost';
import { logout } from '@/shell/session/actions';
import { STOCK_AVATAR } from '@/shell/topbar/UserMenu';
import { useDocumentTitle } from '@/shell/useDocumentTitle';
import { confirm, feedback } from '@/stores/feedback';
import { useLock } from '@/stores/lock';
import { useSession } from '@/stores/session';

function useClock(): dayjs.Dayjs {
  const [now, setNow] = useState(dayjs());
  useEffect(() => {
    const id = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const [password, setPassword] = useState('');
  const now = useClock();
  useDocumentTitle(t('route.lock'));

  const unlock = () => {
    if (!password) {
      feedback.message.warning(t('lock.required'));
      return;
    }
    if (useLock.getState().unlock(password)) navigate('/', { replace: true });
    else feedback.message.error(t('lock.wrong'));
  };

  return (
    <div className="lock-page" data-testid="lock-page">
      <ModalHost />
      <div className="lock-clock">
        <div className="lock-time">{now.format('HH:mm:ss')}</div>
        <div className="lock-date">{now.format(t('lock.dateFormat'))}</div>
      </div>
      <div className="lock-card">
        <Avatar size={72} src={userInfo?.avatar || STOCK_AVATAR} />
        <div className="lock-name">{userInfo?.real_name || userInfo?.nick_name || userInfo?.account}</div>
        <Space.Compact style={{ width: '100%' }}>
          <Input.Password
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('lock.placeholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={unlock}
            data-testid="unlock-password"
            autoFocus
          />
          <Button
            size="large"
            type="primary"
            icon={<UnlockOutlined />}
            onClick={unlock}
            data-testid="unlock-submit"
          >
            {t('lock.unlock')}
          </Button>
        </Space.Compact>
        <Button
          type="link"
          icon={<LogoutOutlined />}
          className="lock-logout"
          onClick={async () => {
            if (await confirm(t('shell.user.logoutConfirm'), t('common.tip'))) await logout();
          }}
        >
          {t('lock.relogin')}
        </Button>
      </div>
    </div>
  );
}
