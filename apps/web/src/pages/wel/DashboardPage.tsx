import { AppstoreOutlined, BellOutlined, KeyOutlined, TagsOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getUnreadCount } from '@/shell/api/system';
import { useMenu } from '@/stores/menu';
import { menuLeaves } from '@/stores/menuTree';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';

/** Console: an overview of the signed-in session. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const menus = useMenu((s) => s.menus);
  const tabs = useTabs((s) => s.tabs);
  const permission = useSession((s) => s.permission);
  const userInfo = useSession((s) => s.userInfo);
  const tokenTime = useSession((s) => s.tokenTime);
  const unread = useQuery({ queryKey: ['notice-unread'], queryFn: getUnreadCount });
  const stats = [
    { key: 'menus', icon: <AppstoreOutlined />, value: menuLeaves(menus).length },
    { key: 'permissions', icon: <KeyOutlined />, value: Object.keys(permission).length },
    { key: 'tabs', icon: <TagsOutlined />, value: tabs.length },
    { key: 'unread', icon: <BellOutlined />, value: unread.data ?? 0 },
  ];
  return (
    <div className="dp-page" data-testid="dashboard-page">
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col xs={24} sm={12} xl={6} key={stat.key}>
            <Card className="dp-card-flat dp-stat">
              <Statistic title={t(`dashboard.${stat.key}`)} value={stat.value} prefix={stat.icon} />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card title={t('dashboard.session')} className="dp-card-flat">
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label={t('dashboard.account')}>{userInfo?.account}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.tenant')}>{userInfo?.tenant_id}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.roles')}>{userInfo?.role_name}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.issued')}>
                {tokenTime ? dayjs(tokenTime).format('YYYY-MM-DD HH:mm') : '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
