/** ECharts options of the statistics screens, built from plain series (no chart code in the pages). */
type Series = {
  name: string;
  data: (number | null)[];
  type?: 'bar' | 'line';
  stack?: string;
  color?: string;
};

const tooltipAxis = { trigger: 'axis' };
const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

export function barOption(categories: string[], series: Series[], opts: { horizontal?: boolean } = {}) {
  const cat = { type: 'category', data: categories, axisLabel: { width: 120, overflow: 'truncate' } };
  const val = { type: 'value', minInterval: 1 };
  return {
    tooltip: tooltipAxis,
    legend: { top: 0 },
    grid,
    xAxis: opts.horizontal ? val : cat,
    yAxis: opts.horizontal ? { ...cat, inverse: true } : val,
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'bar',
      stack: s.stack,
      data: s.data,
      itemStyle: s.color ? { color: s.color } : undefined,
    })),
  };
}

/** Counts as bars and the cumulative share (0–1) as a line on a percentage axis. */
export function paretoOption(
  labels: string[],
  counts: number[],
  cumulative: (number | null)[],
  names: [string, string],
) {
  return {
    tooltip: tooltipAxis,
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: labels, axisLabel: { width: 90, overflow: 'truncate' } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: names[0], type: 'bar', data: counts },
      {
        name: names[1],
        type: 'line',
        yAxisIndex: 1,
        data: cumulative.map((c) => (c === null ? null : Math.round(c * 1000) / 10)),
      },
    ],
  };
}

export function pieOption(data: { name: string; value: number }[]) {
  return {
    tooltip: { trigger: 'item' },
    legend: { top: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], top: 24, data, label: { formatter: '{b}: {c}' } }],
  };
}

/** Rows × columns of counts (e.g. places × months). */
export function heatmapOption(xs: string[], ys: string[], cells: [number, number, number][]) {
  const max = Math.max(1, ...cells.map((c) => c[2]));
  return {
    tooltip: { position: 'top' },
    grid: { left: 8, right: 16, top: 8, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: xs, splitArea: { show: true } },
    yAxis: { type: 'category', data: ys, splitArea: { show: true } },
    visualMap: { min: 0, max, calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
    series: [{ type: 'heatmap', data: cells, label: { show: true } }],
  };
}
