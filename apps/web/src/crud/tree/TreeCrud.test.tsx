import { deptResource, regionResource } from '@dp/domain';
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

describe('generic tree screen, lazy (regions)', { timeout: 120000 }, () => {
  const level = (params: Record<string, unknown> = {}) => {
    if (params.name)
      return [{ id: '130102', code: '130102', parentCode: '1301', name: '长安区', hasChildren: false }];
    if (params.parentId === '0')
      return [{ id: '00', code: '00', parentCode: '0', name: '中国', regionLevel: 0, hasChildren: true }];
    if (params.parentId === '00')
      return [{ id: '13', code: '13', parentCode: '00', name: '河北省', regionLevel: 1, hasChildren: false }];
    return [];
  };
  beforeEach(() => {
    useSession.setState({ permission: { region_add: true, region_edit: true, region_delete: true } });
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.endsWith('/region/lazy-list')) return level(config.params);
      return {};
    });
  });
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it('loads the first level, children on expand, and adds a child with its parent code', async () => {
    renderWithProviders(
      <TreeCrud
        def={regionResource}
        lazy={{ root: '0' }}
        childOf={(row) => ({ parentCode: row.id, code: row.id === '00' ? '' : row.id })}
      />,
    );
    await screen.findByText('中国');
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // no whole-tree call for the parent picker of a keyed tree
    expect(mockedApi).not.toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/calf-system/region/tree' }),
    );
    const china = screen.getByText('中国').closest('tr') as HTMLElement;
    fireEvent.click(china.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await screen.findByText('河北省');
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/calf-system/region/lazy-list', params: { parentId: '00' } }),
    );
    const hebei = screen.getByText('河北省').closest('tr') as HTMLElement;
    fireEvent.click(within(hebei).getByRole('button', { name: /新增子项/ }));
    const form = within(await screen.findByRole('dialog'));
    expect((form.getByLabelText('区划编号') as HTMLInputElement).value).toBe('13');
    fireEvent.change(form.getByLabelText('区划编号'), { target: { value: '1399' } });
    fireEvent.change(form.getByLabelText('区划名称'), { target: { value: '测试市' } });
    fireEvent.click(form.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/api/calf-system/region/submit',
          data: expect.objectContaining({ parentCode: '13', code: '1399', name: '测试市' }),
        }),
      ),
    );
    // the parent is opened so that the new child shows; its children are asked again
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(
        expect.objectContaining({ url: '/api/calf-system/region/lazy-list', params: { parentId: '13' } }),
      ),
    );
  });

  it('a search lists the matches of every level (no parent sent)', async () => {
    renderWithProviders(<TreeCrud def={regionResource} lazy={{ root: '0' }} />);
    await screen.findByText('中国');
    fireEvent.change(screen.getAllByLabelText('区划名称')[0], { target: { value: '长安' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await screen.findByText('长安区');
    const last = mockedApi.mock.calls.filter(([c]) => c.url?.endsWith('/lazy-list')).at(-1)?.[0];
    expect(last?.params).toMatchObject({ name: '长安' });
    expect(last?.params).not.toHaveProperty('parentId');
  });
});
