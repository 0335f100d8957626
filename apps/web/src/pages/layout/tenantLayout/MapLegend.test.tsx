import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import { MapLegend } from './MapLegend';
import type { MapRiskPoint } from './mapApi';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const LEVELS = [
  { dictKey: 'MAJOR', dictValue: '重大风险', sort: 1 },
  { dictKey: 'SIGNIFICANT', dictValue: '较大风险', sort: 2 },
  { dictKey: 'GENERAL', dictValue: '一般风险', sort: 3 },
  { dictKey: 'LOW', dictValue: '低风险', sort: 4 },
];

const point = (id: string, name: string): MapRiskPoint => ({
  id,
  name,
  code: id,
  riskLevel: 'MAJOR',
  outOfControl: true,
  placeId: '1',
  x: 0.5,
  y: 0.5,
});

describe('four-colour map legend', () => {
  afterEach(cleanup);

  it('counts the risk points and check points of each level and the out-of-control points', async () => {
    vi.mocked(api).mockResolvedValue(LEVELS);
    const { container } = renderWithProviders(
      <MapLegend
        legend={[
          { level: 'MAJOR', riskPoints: 2, checkPoints: 1 },
          { level: 'SIGNIFICANT', riskPoints: 1, checkPoints: 0 },
          { level: 'GENERAL', riskPoints: 0, checkPoints: 3 },
          { level: 'LOW', riskPoints: 4, checkPoints: 5 },
          { level: null, riskPoints: 0, checkPoints: 0 },
        ]}
        outOfControl={[point('1', '液氨储存区'), point('1', '液氨储存区')]}
      />,
    );
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    await waitFor(() => expect(text('legend-MAJOR')).toBe('重大风险 · 风险点 2 · 检查点 1'));
    expect(text('legend-LOW')).toBe('低风险 · 风险点 4 · 检查点 5');
    expect(text('legend-out-of-control')).toBe('失控风险点 1');
  });
});
