import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import '@/i18n';
import { useSession } from '@/stores/session';
import DangerMajorReportPage from './DangerMajorReportPage';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));
const mockedApi = vi.mocked(api);

const rows = [
  {
    id: '1',
    version: 3,
    reportNo: 'ZDYH-2026-0001',
    dangerId: '11',
    dangerIdName: '储罐区管线腐蚀',
    dangerStatus: 'PENDING_PLAN',
    status: 'DRAFT',
    statusName: '草稿',
    overdue: true,
    allowedActions: ['SUBMIT'],
  },
  {
    id: '2',
    version: 5,
    reportNo: 'ZDYH-2026-0002',
    dangerId: '12',
    dangerIdName: '配电室无防火封堵',
    dangerStatus: 'PENDING_RECTIFY',
    status: 'REPORTED',
    statusName: '已报告',
    overdue: false,
    allowedActions: ['SUPERVISE', 'APPLY_REMOVAL'],
  },
];

const pageCalls = () =>
  mockedApi.mock.calls.map(([c]) => c).filter((c) => String(c.url).endsWith('/dangerMajorReport/page'));

describe('major hazard reporting page', { timeout: 60000 }, () => {
  beforeEach(() => {
    useSession.setState({
      permission: {
        dangerMajorReport: true,
        dangerMajorReport_view: true,
        dangerMajorReport_submit: true,
        dangerMajorReport_supervise: true,
        dangerMajorReport_removal: true,
        dangerMajorReport_download: true,
      },
    });
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.endsWith('/page')) return { records: rows, total: 2, size: 10, current: 1, pages: 1 };
      if (config.url?.includes('dict') || config.url?.includes('ref')) return [];
      return {};
    });
  });
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it("flags the overdue report and offers each row's allowed actions only", async () => {
    renderWithProviders(<DangerMajorReportPage />);
    await screen.findByText('储罐区管线腐蚀');
    expect(screen.getAllByTestId('overdue-tag')).toHaveLength(1);
    const [first, second] = document.querySelectorAll('.ant-table-row');
    expect(first.textContent).toContain('逾期未报告');
    expect(first.textContent).toContain('提交审批');
    expect(first.textContent).not.toContain('登记挂牌督办');
    expect(second.textContent).toContain('登记挂牌督办');
    expect(second.textContent).toContain('申请销号');
    expect(second.textContent).not.toContain('逾期未报告');
    expect(document.body.textContent).not.toContain('批准报送');
  });

  it('submits a report through the workflow with its version', async () => {
    renderWithProviders(<DangerMajorReportPage />);
    await screen.findByText('储罐区管线腐蚀');
    const [first] = document.querySelectorAll('.ant-table-row');
    fireEvent.click(within(first as HTMLElement).getByText('提交审批'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/api/shtmp-danger/dangerMajorReport/process',
          data: expect.objectContaining({ id: '1', version: 3, action: 'SUBMIT' }),
        }),
      ),
    );
  });

  it('lists the overdue reports alone when asked', async () => {
    renderWithProviders(<DangerMajorReportPage />);
    await screen.findByText('储罐区管线腐蚀');
    fireEvent.click(screen.getByText('只看逾期未报告'));
    await waitFor(() =>
      expect(pageCalls().some((c) => (c.data as Record<string, unknown>)?.overdue === '1')).toBe(true),
    );
  });
});
