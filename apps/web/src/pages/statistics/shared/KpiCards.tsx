import { ArrowDownOutlined, ArrowUpOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { RATE_DEFINITIONS, type RateName } from '@dp/domain/stats/rates';
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Ratio } from './api';
import { fraction, percent } from './format';

export type KpiItem = {
  key: string;
  title: string;
  /** A ratio shows its percentage and "x / y"; a number shows as it is. */
  ratio?: Ratio;
  value?: number | null;
  suffix?: string;
  /** Change against last year (relative), shown with an arrow. */
  trend?: number | null;
};

/**
 * A figure's title; a rate defined in @dp/domain/stats/rates carries its definition as a tooltip
 * (the same text wherever the rate shows: statistics, home, large screen).
 */
export function RateTitle({ name, title }: { name: string; title: string }) {
  const { i18n } = useTranslation();
  const def = RATE_DEFINITIONS[name as RateName];
  if (!def) return <>{title}</>;
  return (
    <Tooltip title={i18n.language.startsWith('en') ? def.en : def.zh}>
      <span data-rate-definition={name}>
        {title} <QuestionCircleOutlined style={{ fontSize: 12 }} />
      </span>
    </Tooltip>
  );
}

/** The KPI cards of a screen: value, "x / y" for ratios, and the YoY change when there is one. */
export function KpiCards({ items }: { items: KpiItem[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]}>
      {items.map((k) => (
        <Col key={k.key} xs={12} md={8} xl={6} xxl={4}>
          <Card size="small" className="stats-kpi" data-kpi={k.key}>
            <Statistic
              title={<RateTitle name={k.key} title={k.title} />}
              value={k.ratio ? percent(k.ratio.value) : (k.value ?? '—')}
              suffix={!k.ratio && k.value !== null && k.value !== undefined ? k.suffix : undefined}
            />
            <Typography.Text type="secondary" className="stats-kpi-sub">
              {k.ratio ? fraction(k.ratio) : ' '}
              {k.trend !== undefined && k.trend !== null && (
                <span className={k.trend >= 0 ? 'stats-up' : 'stats-down'}>
                  {' '}
                  {t('statistics.yoy')} {k.trend >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                  {percent(Math.abs(k.trend))}
                </span>
              )}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
