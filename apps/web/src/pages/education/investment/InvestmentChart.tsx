import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type CategoryTotal = { label: string; planned: number; actual: number };

/** Planned against spent amounts by category (loaded lazily with the ECharts core). */
export default function InvestmentChart({ data }: { data: CategoryTotal[] }) {
  const { t } = useTranslation();
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { data: [t('education.planned'), t('education.actual')], top: 0 },
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: {
      type: 'category',
      data: data.map((d) => d.label),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [
      {
        name: t('education.planned'),
        type: 'bar',
        data: data.map((d) => d.planned),
        itemStyle: { color: '#91caff' },
      },
      {
        name: t('education.actual'),
        type: 'bar',
        data: data.map((d) => d.actual),
        itemStyle: { color: '#1677ff' },
      },
    ],
  };
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      style={{ height: Math.max(160, 40 + data.length * 36) }}
      notMerge
    />
  );
}
