import { CloudOutlined, WarningFilled } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SolidTag } from '@/components/SolidTag';
import { OpenDangerBadge, reasonsText } from '@/pages/risk/shared/ControlState';
import { NO_LEVEL_GREY } from '@/pages/risk/shared/LevelTag';
import { useCan } from '@/stores/session';
import type { ExtinguisherInfo, HydrantInfo, RiskListRow, Weather } from '../homeApi';
import { LINKS, q } from './links';
import { WidgetCard } from './WidgetCard';

/** The worst risk points: level, department, open dangers, last check; out-of-control ones flagged. */
export function RiskListWidget({ query }: { query: UseQueryResult<RiskListRow[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WidgetCard
      name="riskList"
      title={t('homeDash.riskList')}
      query={query}
      extra={
        <Typography.Link onClick={() => navigate(LINKS.riskPoints())}>{t('homeDash.more')}</Typography.Link>
      }
    >
      {(rows) => (
        <Table<RiskListRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          onRow={(r) => ({
            onClick: () => navigate(LINKS.riskPoints(q({ name: r.name }))),
            style: { cursor: 'pointer' },
          })}
          columns={[
            {
              title: t('homeDash.cols.name'),
              dataIndex: 'name',
              ellipsis: true,
              render: (v, r) => (
                <Space size={4}>
                  {r.outOfControl && (
                    <Tooltip
                      title={
                        r.outOfControlReasons?.length
                          ? `${t('risk.controlState.outOfControl')}: ${reasonsText(t, r.outOfControlReasons)}`
                          : t('homeDash.outOfControl')
                      }
                    >
                      <WarningFilled className="home-blink" style={{ color: '#E60012' }} />
                    </Tooltip>
                  )}
                  {v}
                  {r.missingControlLevels?.length > 0 && (
                    <Tooltip
                      title={t('homeDash.missingControl', {
                        levels: r.missingControlLevels
                          .map((l) => t(`homeDash.controlLevels.${l}`))
                          .join(', '),
                      })}
                    >
                      <Tag color="red" data-testid="missing-control">
                        {t('homeDash.missingControlTag')}
                      </Tag>
                    </Tooltip>
                  )}
                </Space>
              ),
            },
            {
              title: t('homeDash.cols.level'),
              dataIndex: 'level',
              width: 96,
              render: (v: string | null, r) =>
                v ? <SolidTag color={r.color ?? NO_LEVEL_GREY}>{t(`homeDash.levels.${v}`)}</SolidTag> : '—',
            },
            { title: t('homeDash.cols.dept'), dataIndex: 'deptName', ellipsis: true },
            {
              title: t('homeDash.cols.openDangers'),
              dataIndex: 'openDangerCount',
              width: 84,
              render: (v: number) => <OpenDangerBadge count={v} />,
            },
            {
              title: t('homeDash.cols.lastCheck'),
              dataIndex: 'lastCheckTime',
              width: 150,
              render: (v: string | null) => v ?? '—',
            },
          ]}
        />
      )}
    </WidgetCard>
  );
}

type Figure = { key: string; value: number; to: string; color?: string };

function Figures({ items }: { items: Figure[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="home-figures">
      {items.map((f) => (
        <button type="button" key={f.key} className="home-figure" onClick={() => navigate(f.to)}>
          <strong style={f.color && f.value ? { color: f.color } : undefined}>{f.value}</strong>
          <span>{t(`homeDash.fire.${f.key}`)}</span>
        </button>
      ))}
    </div>
  );
}

export function ExtinguisherWidget({ query }: { query: UseQueryResult<ExtinguisherInfo> }) {
  const { t } = useTranslation();
  const to = (lifeStatus?: string) => LINKS.extinguishers(lifeStatus ? q({ lifeStatus }) : '');
  return (
    <WidgetCard name="extinguisherBaseInfo" title={t('homeDash.extinguisher')} query={query}>
      {(d) => (
        <>
          <Typography.Paragraph type="secondary">
            {t('homeDash.fire.extinguisherTotal', { total: d.total, points: d.points })}
          </Typography.Paragraph>
          <Figures
            items={[
              { key: 'normal', value: d.normal, to: to('NORMAL') },
              { key: 'serviceDue', value: d.serviceDue, to: to('SERVICE_DUE'), color: '#FF8C00' },
              { key: 'expiring', value: d.expiring, to: to('EXPIRING'), color: '#FF8C00' },
              { key: 'expired', value: d.expired, to: to('EXPIRED'), color: '#E60012' },
              { key: 'abnormal', value: d.abnormal, to: to(), color: '#E60012' },
              { key: 'uncheckedThisMonth', value: d.uncheckedThisMonth, to: to(), color: '#FF8C00' },
            ]}
          />
        </>
      )}
    </WidgetCard>
  );
}

export function HydrantWidget({ query }: { query: UseQueryResult<HydrantInfo> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WidgetCard name="hydrantBaseInfo" title={t('homeDash.hydrant')} query={query}>
      {(d) => (
        <>
          <Figures
            items={[
              { key: 'hydrantTotal', value: d.total, to: LINKS.hydrants() },
              { key: 'normal', value: d.normal, to: LINKS.hydrants() },
              { key: 'abnormal', value: d.abnormal, to: LINKS.hydrants(), color: '#E60012' },
              {
                key: 'uncheckedThisMonth',
                value: d.uncheckedThisMonth,
                to: LINKS.hydrants(),
                color: '#FF8C00',
              },
            ]}
          />
          <Space wrap size={[6, 6]} style={{ marginTop: 12 }}>
            {d.byType
              .filter((b) => b.count)
              .map((b) => (
                <Tag
                  key={b.type}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(LINKS.hydrants(q({ hydrantType: b.type })))}
                >
                  {b.label} {b.count}
                </Tag>
              ))}
          </Space>
        </>
      )}
    </WidgetCard>
  );
}

/** No weather to show: a quiet line, with the way to the setting for those who may change it. */
function NoWeather({ configured }: { configured: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayConfigure = useCan('param_edit');
  return (
    <div className="home-weather home-weather-none" data-testid="weather-none">
      <CloudOutlined className="home-weather-icon" />
      <Typography.Text type="secondary">
        {t(configured ? 'homeDash.weatherNotYet' : 'homeDash.weatherNotConfigured')}
        {!configured && mayConfigure && (
          <Typography.Link onClick={() => navigate(LINKS.weatherSetting)} style={{ marginLeft: 8 }}>
            {t('homeDash.weatherSetting')}
          </Typography.Link>
        )}
      </Typography.Text>
    </div>
  );
}

/**
 * Weather of the tenant's city through the server; the last known weather with its time when the
 * provider is unreachable, a quiet "未配置天气服务" when none is set.
 */
export function WeatherWidget({ query }: { query: UseQueryResult<Weather> }) {
  const { t } = useTranslation();
  return (
    <WidgetCard name="weather" title={t('homeDash.weather')} query={query}>
      {(w) =>
        w.available ? (
          <div className="home-weather">
            <CloudOutlined className="home-weather-icon" />
            <div>
              <div className="home-weather-temp">
                {w.tempC ?? '—'}℃ <span>{w.weather}</span>
              </div>
              <Typography.Text type="secondary">
                {w.city} · {t('homeDash.wind', { direction: w.windDirection, power: w.windPower })} ·{' '}
                {t('homeDash.humidity', { value: w.humidity ?? '—' })}
              </Typography.Text>
              {w.stale && (
                <div>
                  <Typography.Text type="secondary">
                    {t('homeDash.weatherStale', { time: w.updateTime })}
                  </Typography.Text>
                </div>
              )}
            </div>
          </div>
        ) : (
          <NoWeather configured={w.configured} />
        )
      }
    </WidgetCard>
  );
}
