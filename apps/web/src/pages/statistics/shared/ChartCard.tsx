import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space, Spin, Table, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { usePermission } from '@/crud/permission';
import { exportTable, SCREENS, type Screen, type StatFilters } from './api';
import type { ChartInstance } from './EChart';
import { cellText } from './format';

const EChart = lazy(() => import('./EChart'));

export type StatColumn<R> = { key: string; title: string; render?: (row: R) => ReactNode; width?: number };

type Props<R> = {
  title: string;
  screen: Screen;
  filters: StatFilters;
  /** The list of the screen's answer behind the card (`byDept`, `trend.monthly`…): exported by name. */
  table: string;
  rows: R[];
  columns: StatColumn<R>[];
  /** ECharts option; without one the card shows the table only. */
  option?: Record<string, unknown>;
  height?: number;
  rowKey?: (row: R, index?: number) => string;
};

/**
 * A statistics card: the chart (lazy ECharts) or the table behind it, PNG export of the chart
 * (`getDataURL`) and Excel export of the table (computed again by the server, export permission).
 */
export function ChartCard<R extends object>(props: Props<R>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const can = usePermission();
  const chart = useRef<ChartInstance | null>(null);
  const [view, setView] = useState<'chart' | 'table'>(props.option ? 'chart' : 'table');
  const [busy, setBusy] = useState(false);
  const savePng = () => {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${props.title}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };
  const saveExcel = async () => {
    setBusy(true);
    try {
      await exportTable({
        screen: props.screen,
        table: props.table,
        title: props.title,
        columns: props.columns.map((c) => ({ key: c.key, title: c.title })),
        filters: props.filters,
      });
      message.success(t('statistics.exported'));
    } finally {
      setBusy(false);
    }
  };
  const rowKey = props.rowKey ?? ((_r: R, i?: number) => String(i));
  return (
    <Card
      size="small"
      title={props.title}
      className="stats-card"
      data-table={props.table}
      extra={
        <Space size={4}>
          {props.option && (
            <Segmented
              size="small"
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              options={[
                { value: 'chart', label: t('statistics.view.chart') },
                { value: 'table', label: t('statistics.view.table') },
              ]}
            />
          )}
          {props.option && view === 'chart' && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={savePng}
              aria-label={t('statistics.png')}
            >
              PNG
            </Button>
          )}
          {can(`${SCREENS[props.screen].code}_export`) && (
            <Button
              size="small"
              icon={<FileExcelOutlined />}
              loading={busy}
              onClick={saveExcel}
              aria-label={t('statistics.excel')}
            >
              Excel
            </Button>
          )}
        </Space>
      }
    >
      {props.option && view === 'chart' ? (
        <div className="stats-chart">
          <Suspense fallback={<Spin />}>
            <EChart
              option={props.option}
              height={props.height}
              onReady={(c) => {
                chart.current = c;
              }}
            />
          </Suspense>
          {/* an empty chart keeps its axes and says so */}
          {props.rows.length === 0 && (
            <Typography.Text type="secondary" className="stats-chart-empty" data-testid="chart-empty">
              {t('statistics.noData')}
            </Typography.Text>
          )}
        </div>
      ) : (
        <Table<R>
          size="small"
          rowKey={(r) => rowKey(r, props.rows.indexOf(r))}
          dataSource={props.rows}
          pagination={props.rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 'max-content' }}
          columns={props.columns.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width,
            render: (_: unknown, row: R) =>
              c.render ? c.render(row) : cellText((row as Record<string, unknown>)[c.key]),
          }))}
        />
      )}
    </Card>
  );
}
