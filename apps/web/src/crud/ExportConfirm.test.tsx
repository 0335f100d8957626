import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverSocketEvent } from '@/shell/notice/noticeStore';
import { ExportConfirm } from './ExportConfirm';
import { renderWithProviders } from './test/render';

describe('export confirmation', () => {
  afterEach(cleanup);

  it('asks first, then shows the rows the server has written out of the total; import pushes are not its own', () => {
    renderWithProviders(<ExportConfirm />);
    expect(screen.getByText('是否导出数据?')).toBeTruthy();
    expect(screen.queryByTestId('export-progress')).toBeNull();
    act(() => deliverSocketEvent('importProgress', { phase: 'write', done: 10, total: 20 }));
    expect(screen.queryByTestId('export-progress')).toBeNull();
    act(() => deliverSocketEvent('importProgress', { phase: 'export', done: 1000, total: 2500 }));
    const line = screen.getByTestId('export-progress');
    expect(line.textContent).toContain('正在导出 1000 / 2500 行');
    expect(line.textContent).toContain('40%');
  });
});
