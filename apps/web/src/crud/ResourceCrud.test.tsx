import { paramResource } from '@dp/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { ResourceCrud } from './ResourceCrud';
import { renderWithProviders } from './test/render';
import { editSelectionError } from './useCrudController';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const rows = [
  { id: '1', paramName: '账号锁定次数', paramKey: 'account.failCount', paramValue: '5' },
  { id: '2', paramName: '初始密码', paramKey: 'account.initPassword', paramValue: '123456' },
];
const mockedApi = vi.mocked(api);
const button = (label: RegExp) => screen.getByRole('button', { name: label });
const toolbarButton = (label: RegExp) =>
  within(document.querySelector('.crud-toolbar') as HTMLElement).getByRole('button', { name: label });
const dialog = async () => within(await screen.findByRole('dialog'));
const body = () => document.body.textContent ?? '';

describe('generic CRUD page (param)', { timeout: 90000 }, () => {
  beforeEach(() => {
    useSession.setState({
      permission: { param_add: true, param_edit: true, param_delete: true, param_view: true },
    });
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.endsWith('/page')) return { records: rows, total: 2, size: 10, current: 1, pages: 1 };
      if (config.url?.endsWith('/detail')) return rows.find((r) => r.id === config.params.id);
      return {};
    });
  });
  afterEach(async () => {
    cleanup();
    mockedApi.mockReset();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('decides the edit-selection message', () => {
    expect(editSelectionError([])).toBe('crud.selectOne');
    expect(editSelectionError([{}, {}])).toBe('crud.onlyOne');
    expect(editSelectionError([{}])).toBeNull();
  });

  it('offers the export on the resource search, not on a list that shows other rows', async () => {
    useSession.setState({ permission: { param_export: true } });
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    expect(toolbarButton(/导\s*出/)).toBeTruthy();
    cleanup();
    renderWithProviders(<ResourceCrud def={paramResource} noExport />);
    await screen.findByText('account.failCount');
    expect(
      within(document.querySelector('.crud-toolbar') as HTMLElement).queryByRole('button', {
        name: /导\s*出/,
      }),
    ).toBeNull();
  });

  it('shows a plain box where the table will be until the first rows come, then the table once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockedApi.mockImplementation((config) =>
      config.url?.endsWith('/page') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({}),
    );
    renderWithProviders(<ResourceCrud def={paramResource} />);
    const waiting = await screen.findByRole('status');
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(waiting.getAttribute('aria-label')).toBe('加载中…');
    // neither the table (built once, with its rows) nor the pager's "0 items" while waiting
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(document.querySelector('.crud-pager')).toBeNull();
    await act(async () => answer({ records: rows, total: 2, size: 10, current: 1, pages: 1 }));
    await screen.findByText('account.failCount');
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(2);
    expect(body()).toContain('共 2 条');
  });

  it('loads page 1 with size 10 and warns about the edit and delete selection', async () => {
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/calf-system/param/page',
        method: 'post',
        data: { current: 1, size: 10 },
      }),
    );
    fireEvent.click(toolbarButton(/编\s*辑/));
    await waitFor(() => expect(body()).toContain('请选择一条数据'));
    fireEvent.click(toolbarButton(/删\s*除/));
    await waitFor(() => expect(body()).toContain('请选择至少一条数据'));
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(toolbarButton(/编\s*辑/));
    await waitFor(() => expect(body()).toContain('只可修改一条数据'));
  });

  it('shows the definition’s required messages on blur, in the current language', async () => {
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    fireEvent.click(toolbarButton(/新\s*增/));
    const form = await dialog();
    fireEvent.blur(form.getByLabelText('参数名称'));
    fireEvent.blur(form.getByLabelText('参数键名'));
    fireEvent.blur(form.getByLabelText('参数键值'));
    await screen.findByText('请输入参数名称');
    await screen.findByText('请输入参数键名');
    await screen.findByText('请输入参数键值');
    cleanup();

    await act(() => i18n.changeLanguage('en-US'));
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    fireEvent.click(toolbarButton(/Add$/));
    fireEvent.blur((await dialog()).getByLabelText('Parameter name'));
    await screen.findByText('please enter parameter name');
  });

  it('submits an add without id and an edit with the row id', async () => {
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    fireEvent.click(toolbarButton(/新\s*增/));
    const form = await dialog();
    fireEvent.change(form.getByLabelText('参数名称'), { target: { value: 'n' } });
    fireEvent.change(form.getByLabelText('参数键名'), { target: { value: 'k' } });
    fireEvent.change(form.getByLabelText('参数键值'), { target: { value: 'v' } });
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(body()).toContain('新增成功'));
    const added = mockedApi.mock.calls.find(([c]) => c.url?.endsWith('/submit'))?.[0];
    expect(added?.data).toMatchObject({ paramName: 'n', paramKey: 'k', paramValue: 'v' });
    expect((added?.data as { id?: string } | undefined)?.id).toBeUndefined();

    mockedApi.mockClear();
    const [, first] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(toolbarButton(/编\s*辑/));
    const editForm = await dialog();
    await waitFor(() =>
      expect((editForm.getByLabelText('参数键名') as HTMLInputElement).value).toBe('account.failCount'),
    );
    fireEvent.click(button(/修\s*改/));
    await waitFor(() => expect(body()).toContain('更新成功'));
    const updated = mockedApi.mock.calls.find(([c]) => c.url?.endsWith('/submit'))?.[0];
    expect(updated?.data).toMatchObject({ id: '1', paramKey: 'account.failCount' });
  });

  it('deletes the selection after the confirmation', async () => {
    renderWithProviders(<ResourceCrud def={paramResource} />);
    await screen.findByText('account.failCount');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(toolbarButton(/删\s*除/));
    await screen.findByText('确定将选择数据删除?');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(body()).toContain('操作成功!'));
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/calf-system/param/remove', params: { ids: '1,2' } }),
    );
  });
});
