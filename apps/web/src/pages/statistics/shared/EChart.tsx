import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type ChartInstance = ReturnType<typeof echarts.init>;

/** ECharts core with the chart types of the statistics screens (loaded lazily with them). */
export default function EChart({
  option,
  height = 300,
  onReady,
}: {
  option: Record<string, unknown>;
  height?: number;
  onReady?: (chart: ChartInstance) => void;
}) {
  return (
    <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge onChartReady={onReady} />
  );
}
