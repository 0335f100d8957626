import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { type QueryFunction, useQuery } from '@tanstack/react-query';
import { Avatar, Button, Col, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/crud/permission';
import { DangerTodoCard } from '@/pages/danger/todo/DangerTodoCard';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { dataScreenHref } from '@/shell/topbar/TopBarActions';
import { STOCK_AVATAR } from '@/shell/topbar/UserMenu';
import { useSession } from '@/stores/session';
import { homeApi } from './homeApi';
import { CheckTypeWidget, RiskDeptWidget, RiskLevelWidget, RiskTypeWidget } from './widgets/ChartWidgets';
import { KpiRow } from './widgets/KpiRow';
import { ExtinguisherWidget, HydrantWidget, RiskListWidget, WeatherWidget } from './widgets/ListWidgets';
import { MyTasksCard } from './widgets/MyTasksCard';
import './home.css';

export function greetingKey(hour: number): string {
  if (hour < 6) return 'home.greeting.night';
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

const MINUTE = 60_000;

/** One widget's query; the server caches a minute, so the page refreshes each minute while open. */
function useWidget<T>(name: string, fn: QueryFunction<T>, enabled = true) {
  return useQuery({ queryKey: ['home', name], queryFn: fn, enabled, refetchInterval: MINUTE, retry: false });
}

/** First page (/home/index): the nine widgets of the home dashboard and the caller's to-do lists. */
export default function HomePage() {
  const { t } = useTranslation();
  const can = usePermission();
  const reads = (...codes: string[]) => codes.some((c) => can(c) || can(`${c}_view`));
  const userInfo = useSession((s) => s.userInfo);
  const settings = usePublicSettings();
  const name = userInfo?.real_name || userInfo?.nick_name || userInfo?.account || '';
  const now = dayjs();
  const points = ['checkRiskPoint', 'checkRiskPointExtinguisher', 'checkRiskPointHydrant'];
  const isRisk = reads('riskPointType');

  const isBase = reads('riskPointType', 'dangerRecord', 'checkPlan', ...points);
  const isCheck = reads('checkRecord');
  const isExtinguisher = reads('checkRiskPointExtinguisher');
  const isHydrant = reads('checkRiskPointHydrant');
  const base = useWidget('base', homeApi.baseInfo, isBase);
  const levels = useWidget('levels', homeApi.riskLevels, isRisk);
  const types = useWidget('types', homeApi.riskTypes, isRisk);
  const depts = useWidget('depts', homeApi.riskDepts, isRisk);
  const list = useWidget('list', homeApi.riskList, isRisk);
  const checks = useWidget('checks', homeApi.checkTypes, isCheck);
  const extinguisher = useWidget('extinguisher', homeApi.extinguisher, isExtinguisher);
  const hydrant = useWidget('hydrant', homeApi.hydrant, isHydrant);
  const weather = useWidget('weather', homeApi.weather);

  return (
    <div className="dp-page home-page" data-testid="home-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
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
            <Button
              icon={<FundProjectionScreenOutlined />}
              data-testid="home-open-screen"
              onClick={() =>
                window.open(dataScreenHref(settings.dataScreenUrl, useSession.getState().token), '_blank')
              }
            >
              {t('route.dataScreen')}
            </Button>
          </div>
        </Col>
        <Col xs={24} xl={8}>
          <WeatherWidget query={weather} />
        </Col>
        {isBase && (
          <Col span={24}>
            <KpiRow query={base} />
          </Col>
        )}
        {isRisk && (
          <>
            <Col xs={24} lg={12} xl={8}>
              <RiskLevelWidget query={levels} />
            </Col>
            <Col xs={24} lg={12} xl={8}>
              <RiskTypeWidget query={types} />
            </Col>
          </>
        )}
        {isCheck && (
          <Col xs={24} lg={12} xl={8}>
            <CheckTypeWidget query={checks} />
          </Col>
        )}
        {isRisk && (
          <>
            <Col xs={24} xl={12}>
              <RiskDeptWidget query={depts} />
            </Col>
            <Col xs={24} xl={12}>
              <RiskListWidget query={list} />
            </Col>
          </>
        )}
        {isExtinguisher && (
          <Col xs={24} lg={12} xl={8}>
            <ExtinguisherWidget query={extinguisher} />
          </Col>
        )}
        {isHydrant && (
          <Col xs={24} lg={12} xl={8}>
            <HydrantWidget query={hydrant} />
          </Col>
        )}
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <DangerTodoCard />
            <MyTasksCard />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
