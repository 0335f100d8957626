import { RATE_DEFINITIONS } from '@dp/domain/stats/rates';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import '@/i18n';
import { KpiCards } from './KpiCards';

describe('KPI cards', () => {
  afterEach(cleanup);

  it('show a defined rate with its definition as a tooltip, and other figures without', async () => {
    renderWithProviders(
      <KpiCards
        items={[
          { key: 'rectificationRate', title: '整改率', ratio: { value: 0.6, numerator: 3, denominator: 5 } },
          { key: 'total', title: '发现隐患', value: 6 },
        ]}
      />,
    );
    expect(document.querySelectorAll('[data-rate-definition]')).toHaveLength(1);
    expect(screen.getByText('3 / 5', { exact: false })).toBeTruthy();
    fireEvent.mouseEnter(document.querySelector('[data-rate-definition="rectificationRate"]')!);
    expect(await screen.findByText(RATE_DEFINITIONS.rectificationRate.zh)).toBeTruthy();
  });
});
