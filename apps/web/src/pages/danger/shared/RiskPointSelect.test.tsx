import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import { RiskPointSelect } from './RiskPointSelect';
import { RepeatTag } from './StatusTag';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

describe('随手拍: the risk point suggested from the place', () => {
  afterEach(cleanup);

  it('asks for the risk points of the chosen place and suggests the worst one', {
    timeout: 20000,
  }, async () => {
    vi.mocked(api).mockResolvedValue([
      { id: '11', name: '液氨储存区', code: 'FXD-0004', riskLevel: 'MAJOR' },
      { id: '12', name: '甲醇储罐区', code: 'FXD-0003', riskLevel: 'SIGNIFICANT' },
    ]);
    const onChange = vi.fn();
    renderWithProviders(<RiskPointSelect placeId="7" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('11'));
    expect(vi.mocked(api).mock.calls[0][0]).toMatchObject({
      url: '/api/shtmp-risk/riskPointType/byPlace',
      params: { placeId: '7' },
    });
  });

  it('asks nothing without a place and keeps a chosen point', { timeout: 20000 }, async () => {
    vi.mocked(api).mockClear();
    const onChange = vi.fn();
    renderWithProviders(<RiskPointSelect onChange={onChange} value="12" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a repeat with the earlier hazard', () => {
    const { container } = renderWithProviders(<RepeatTag row={{ isRepeat: true, repeatOfIdName: 'YH-1' }} />);
    expect(container.querySelector('[data-testid="repeat-tag"]')?.textContent).toBe('重复隐患');
    cleanup();
    const none = renderWithProviders(<RepeatTag row={{ isRepeat: false }} />);
    expect(none.container.querySelector('[data-testid="repeat-tag"]')).toBeNull();
  });
});
