import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import { EvaluationResult, liveEvaluation } from './EvaluationResult';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

describe('live evaluation on the form', () => {
  afterEach(cleanup);

  it('is empty until every value is picked, then follows the shared grading', () => {
    expect(liveEvaluation({ evalMethod: 'LEC', lecL: 3, lecE: 6 })).toBeNull();
    expect(liveEvaluation({ evalMethod: 'LEC', lecL: 3, lecE: 6, lecC: 7 })).toMatchObject({
      lecD: 126,
      riskLevel: 'GENERAL',
    });
    expect(liveEvaluation({ evalMethod: 'LS', lsL: 4, lsS: 5 })?.riskLevel).toBe('MAJOR');
    expect(liveEvaluation({ evalMethod: 'LS', lsL: 1, lsS: 1, directMajorReason: 'X' })?.riskLevel).toBe(
      'MAJOR',
    );
  });

  it('shows the score and colour and outlines the current matrix cell', { timeout: 20000 }, () => {
    vi.mocked(api).mockResolvedValue([]);
    const { container } = renderWithProviders(
      <EvaluationResult values={{ evalMethod: 'LS', lsL: 3, lsS: 4 }} />,
    );
    expect(container.textContent).toContain('R = 12');
    expect(container.querySelector('[data-testid="risk-eval-result"]')?.getAttribute('data-level')).toBe(
      'GENERAL',
    );
    const current = container.querySelectorAll('.risk-matrix td[data-current]');
    expect(current).toHaveLength(1);
    expect(current[0].textContent).toBe('12');
    expect(container.querySelectorAll('.risk-matrix td')).toHaveLength(25);
  });
});
