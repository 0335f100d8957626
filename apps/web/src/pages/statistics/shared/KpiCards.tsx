import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
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

/** The KPI cards of a screen: value, "x / y" for ratios, and the YoY change when there is one. */
export function KpiCards({ items }: { items: KpiItem[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]}>
      {items.map((k) => (
        <Col key={k.key} xs={12} md={8} xl={6} xxl={4}>
          <Card size="small" className="stats-kpi" data-kpi={k.key}>
            <Statistic
              title={k.title}
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
