import { deptResource } from '@dp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { useSession } from '@/stores/session';
import { renderWithProviders } from '../test/render';
import { TreeCrud } from './TreeCrud';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const forest = [
  {
    id: '1',
    parentId: '0',
    deptName: '总部',
    deptCategory: 1,
    sort: 1,
    hasChildren: true,
    children: [{ id: '2', parentId: '1', deptName: '安环部', deptCategory: 2, sort: 1 }],
  },
];
const mockedApi = vi.mocked(api);

describe('generic tree screen (departments)', { timeout: 120000 }, () => {
  beforeEach(() => {
    useSession.setState({ permission: { dept_add: true, dept_edit: true, dept_delete: true } });
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.endsWith('/dept/list')) return forest;
      if (config.url?.endsWith('/dept/tree'))
        return [{ id: '1', parentId: '0', title: '总部', key: '1', value: '1' }];
      return {};
    });
  });
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it('lists the forest without pager and adds a child under a row with the row values', async () => {
    renderWithProviders(
      <TreeCrud
        def={deptResource}
        childOf={(row) => ({ parentId: row.id, deptCategory: row.deptCategory })}
      />,
    );
    await screen.findByText('总部');
    expect(mockedApi).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/calf-system/dept/list' }));
    expect(document.querySelector('.ant-pagination')).toBeNull();
    const row = screen.getByText('总部').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /新增子项/ }));
    const form = within(await screen.findByRole('dialog'));
    expect(form.getByText('机构 · 新增')).toBeTruthy();
    fireEvent.change(form.getByLabelText('机构名称'), { target: { value: '生产部' } });
    fireEvent.click(form.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/api/calf-system/dept/submit',
          data: expect.objectContaining({ parentId: '1', deptCategory: 1, deptName: '生产部' }),
        }),
      ),
    );
  });
});
