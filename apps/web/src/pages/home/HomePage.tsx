import { ArrowRightOutlined, HistoryOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openMenuItem } from '@/layout/SideMenu';
import { DangerTodoCard } from '@/pages/danger/todo/DangerTodoCard';
import { MenuIcon } from '@/shell/icons';
import { STOCK_AVATAR } from '@/shell/topbar/UserMenu';
import { useMenu } from '@/stores/menu';
import { menuLeaves } from '@/stores/menuTree';
import { useSession } from '@/stores/session';

export function greetingKey(hour: number): string {
  if (hour < 6) return 'home.greeting.night';
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** First page (/home/index): greeting, quick entries to the user's menus and shortcuts. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const menus = useMenu((s) => s.menus);
  const leaves = useMemo(() => menuLeaves(menus).slice(0, 12), [menus]);
  const name = userInfo?.real_name || userInfo?.nick_name || userInfo?.account || '';
  const now = dayjs();

  return (
    <div className="dp-page home-page" data-testid="home-page">
      <div className="home-banner">
        <Space size={16} align="center">
          <Avatar size={56} src={userInfo?.avatar || STOCK_AVATAR} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t(greetingKey(now.hour()), { name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('home.today', { date: now.format(t('home.dateFormat')) })}
              {userInfo?.role_name ? ` · ${t('home.role', { role: userInfo.role_name })}` : ''}
            </Typography.Text>
          </div>
        </Space>
        <Space>
          <Card size="small" hoverable onClick={() => navigate('/info/index')} className="home-shortcut">
            <UserOutlined /> {t('route.info')}
          </Card>
          <Card size="small" hoverable onClick={() => navigate('/version/index')} className="home-shortcut">
            <HistoryOutlined /> {t('route.version')}
          </Card>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('home.quickEntries')} className="dp-card-flat">
            {leaves.length ? (
              <div className="home-entries">
                {leaves.map((item) => (
                  <button
                    type="button"
                    key={item.id}
                    className="home-entry"
                    onClick={() => openMenuItem(item, navigate)}
                  >
                    <span className="home-entry-icon">
                      <MenuIcon source={item.icon} />
                    </span>
                    <span>{t(item.meta.i18n, { defaultValue: item.name })}</span>
                  </button>
                ))}
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.menu.empty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <DangerTodoCard />
          <Card title={t('home.about')} className="dp-card-flat" style={{ marginTop: 16 }}>
            <Typography.Paragraph>{t('home.aboutText')}</Typography.Paragraph>
            <ul className="home-areas">
              {(['risk', 'check', 'danger', 'training', 'stats'] as const).map((area) => (
                <li key={area}>
                  <ArrowRightOutlined /> {t(`home.areas.${area}`)}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
