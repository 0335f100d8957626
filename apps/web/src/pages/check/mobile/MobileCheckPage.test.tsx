import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import '@/i18n';
import MobileCheckPage from './MobileCheckPage';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));
const mockedApi = vi.mocked(api);

const overdue = {
  id: '501',
  dueStart: '2026-11-27 00:00:00',
  dueEnd: '2026-11-27 23:59:59',
  taskStatus: 'OVERDUE',
  planName: '罐区日检',
  requirePhoto: false,
  requireGps: false,
  gpsRadiusM: null,
};
const scan = {
  point: {
    id: '9',
    name: '罐区灭火器1',
    number: 'JCD-1',
    pointKind: 'EXTINGUISHER',
    riskLevel: 'LOW',
    lng: null,
    lat: null,
    lastCheckTime: null,
    lastCheckResult: null,
  },
  task: null,
  overdueTasks: [overdue],
  items: [
    {
      id: '71',
      content: '压力表指针在绿区',
      standard: null,
      resultType: 'PASS_FAIL',
      unit: null,
      minValue: null,
      maxValue: null,
      photoRequired: false,
    },
  ],
  scanToken: '9.1795000000.signed',
};

function renderAt(token: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/m/check/${token}`]}>
      <Routes>
        <Route path="/m/check/:token" element={<MobileCheckPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('scan-to-check phone page', { timeout: 30000 }, () => {
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it('offers an overdue task as a late check and submits the signed scan token, not the printed one', async () => {
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.includes('/scan/')) return scan;
      return { id: '1', result: 'NORMAL', failCount: 0, recordNo: 'JC-1' };
    });
    renderAt('PrintedRawToken123');
    await screen.findByText('罐区灭火器1');
    expect(document.body.textContent).toContain('补检逾期任务');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(
      await screen.findByText(`罐区日检: ${overdue.dueStart} ~ ${overdue.dueEnd}`, { selector: 'div' }),
    );
    await waitFor(() => expect(document.body.textContent).toContain('提交后记为逾期检查'));
    fireEvent.click(screen.getByText('合格', { exact: true }));
    fireEvent.click(screen.getByRole('button', { name: /提交检查/ }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/api/shtmp-check/checkRecord/submitCheck',
          data: expect.objectContaining({ planItemId: '501', token: scan.scanToken }),
        }),
      ),
    );
    expect(JSON.stringify(mockedApi.mock.calls.at(-1))).not.toContain('PrintedRawToken123');
  });

  it('shows the server’s reason when the scan is refused', async () => {
    mockedApi.mockRejectedValue(new Error('您不是该点位任何检查计划的检查人员,不能检查该点位'));
    renderAt('PrintedRawToken123');
    expect(await screen.findByText('您不是该点位任何检查计划的检查人员,不能检查该点位')).toBeTruthy();
  });
});
