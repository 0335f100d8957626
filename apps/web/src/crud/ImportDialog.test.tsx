import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverSocketEvent } from '@/shell/notice/noticeStore';
import { ImportDialog } from './ImportDialog';
import { renderWithProviders } from './test/render';

describe('import dialog', () => {
  afterEach(cleanup);

  it('shows the upload percent, then the rows the server reads, checks and writes, until the answer', async () => {
    let finish: (v: { count: number }) => void = () => {};
    let upload: (percent: number) => void = () => {};
    renderWithProviders(
      <ImportDialog
        open
        onClose={() => {}}
        onImport={(_file, onUpload) => {
          upload = onUpload;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'laws.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(upload).not.toBe(undefined));
    act(() => upload(40));
    expect((await screen.findByTestId('import-progress')).textContent).toContain('正在上传 40%');

    act(() => deliverSocketEvent('importProgress', { phase: 'read', done: 1200, total: null }));
    expect(screen.getByTestId('import-progress').textContent).toContain('正在读取文件,已读 1200 行');
    expect(screen.getByTestId('import-progress').querySelector('.ant-progress')).toBeNull();
    // a late upload tick does not take the server's stage back
    act(() => upload(100));
    expect(screen.getByTestId('import-progress').textContent).toContain('已读 1200 行');

    act(() => deliverSocketEvent('importProgress', { phase: 'write', done: 3000, total: 6000 }));
    expect(screen.getByTestId('import-progress').textContent).toContain('正在写入 3000 / 6000 行');
    expect(screen.getByTestId('import-progress').textContent).toContain('50%');

    await act(async () => finish({ count: 6000 }));
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull());
  });
});
