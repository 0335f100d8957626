import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { AnalysisTable, scoreText } from './AnalysisTable';

const config = {
  fk: 'activityId' as const,
  noField: 'stepNo' as const,
  factorUrl: '',
  textFields: [
    { name: 'stepName', label: '作业步骤' },
    { name: 'hazardDesc', label: '危险源或潜在事件' },
  ],
};

describe('the analysis table of a JHA/SCL header', () => {
  afterEach(cleanup);

  it('writes an evaluation as its factors and result', () => {
    expect(scoreText({ id: '1', evalMethod: 'LEC', lecL: '3', lecE: '6', lecC: '7', lecD: '126' })).toBe(
      '3×6×7 = 126',
    );
    expect(scoreText({ id: '2', evalMethod: 'LS', lsL: 2, lsS: 5, lsR: 10 })).toBe('2×5 = 10');
    expect(scoreText({ id: '3', evalMethod: 'LS', lsL: 2 })).toBe('2×? = ?');
  });

  it('read-only: the lines with their level and no action column', () => {
    renderWithProviders(
      <AnalysisTable
        config={config}
        rows={[
          {
            id: '1',
            stepNo: 1,
            stepName: '开启人孔',
            hazardDesc: '物料喷溅',
            evalMethod: 'LEC',
            lecL: 3,
            lecE: 6,
            lecC: 7,
            lecD: 126,
            riskLevel: 'GENERAL',
          },
        ]}
      />,
    );
    expect(screen.getByText('开启人孔')).toBeTruthy();
    expect(screen.getByText('3×6×7 = 126')).toBeTruthy();
    expect(document.querySelector('[data-level="GENERAL"]')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
