import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartClick = { name: string; dataIndex: number; seriesName?: string; data?: unknown };

type Props = {
  option: Record<string, unknown>;
  height: number;
  onClick?: (e: ChartClick) => void;
  testId?: string;
};

/** One ECharts canvas (pie and bar only), loaded lazily with the ECharts core. */
export default function EChart({ option, height, onClick, testId }: Props) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height, cursor: onClick ? 'pointer' : undefined }}
        notMerge
        onEvents={onClick ? { click: onClick } : undefined}
      />
    </div>
  );
}
