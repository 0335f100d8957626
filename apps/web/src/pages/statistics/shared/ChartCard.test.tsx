import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import '@/i18n';
import { ChartCard } from './ChartCard';

const card = (rows: { name: string; count: number }[]) => (
  <ChartCard
    title="事故类型帕累托"
    screen="analysis"
    filters={{}}
    table="paretoAccident"
    rows={rows}
    columns={[{ key: 'name', title: '类型' }]}
    option={{ xAxis: { type: 'category', data: rows.map((r) => r.name) }, yAxis: {}, series: [] }}
  />
);

describe('a statistics chart card', () => {
  afterEach(cleanup);

  it('says 暂无数据 over an empty chart and nothing over one with data', () => {
    renderWithProviders(card([]));
    expect(screen.getByTestId('chart-empty').textContent).toBe('暂无数据');
    cleanup();
    renderWithProviders(card([{ name: '火灾', count: 3 }]));
    expect(screen.queryByTestId('chart-empty')).toBeNull();
  });
});
