import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldChecks, validateValue } from '@/crud/rules';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { DictManager } from './DictManager';
import { BUSINESS_DICT, parentFields, SYSTEM_DICT } from './dictFields';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const mockedApi = vi.mocked(api);
const header = {
  id: '10',
  parentId: '0',
  code: 'sex',
  dictKey: '-1',
  dictValue: '性别',
  sort: 1,
  isSealed: 0,
};
const items = [
  { id: '11', parentId: '10', code: 'sex', dictKey: '1', dictValue: '男', sort: 1, isSealed: 0 },
];
const body = () => document.body.textContent ?? '';
const lastDialog = async () => {
  await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
  return screen.getAllByRole('dialog').at(-1)!;
};

describe('dictionary pages', { timeout: 30000 }, () => {
  beforeEach(() => {
    useSession.setState({
      permission: { dict_add: true, dict_edit: true, dict_delete: true, dict_view: true },
    });
    mockedApi.mockImplementation(async (config) => {
      if (config.url?.endsWith('/parent-list'))
        return { records: [header], total: 1, size: 10, current: 1, pages: 1 };
      if (config.url?.endsWith('/child-list')) return items;
      if (config.url?.endsWith('/tree'))
        return [{ id: '10', parentId: '0', title: '性别', key: '10', value: '10' }];
      return {};
    });
  });
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it('parent form: 880 wide, not closable from outside, spec §5 messages', async () => {
    renderWithProviders(<DictManager variant={SYSTEM_DICT} layout="dialog" />);
    await screen.findByText('性别');
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/calf-system/dict/parent-list', params: { current: 1, size: 10 } }),
    );
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('880px');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(body()).toContain('请输入字典编号'));
    expect(body()).toContain('请输入字典名称');
    expect(body()).toContain('请输入字典排序');
    // isSealed defaults to 0 (no), so it is already filled.
    expect((within(dialog).getByRole('radio', { name: '否' }) as HTMLInputElement).checked).toBe(true);
    expect(
      validateValue(fieldChecks({ def: parentFields(SYSTEM_DICT).isSealed }, 'zh', i18n.t), undefined),
    ).toBe('请选择封存');
    fireEvent.mouseDown(document.querySelector('.ant-modal-wrap') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('items: tree table of the chosen dictionary; code and parent fixed when adding', async () => {
    renderWithProviders(<DictManager variant={SYSTEM_DICT} layout="horizontal" />);
    fireEvent.click(await screen.findByText('性别'));
    await screen.findByText('男');
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/calf-system/dict/child-list',
        params: expect.objectContaining({ parentId: '10' }),
      }),
    );
    const toolbars = document.querySelectorAll('.crud-toolbar');
    fireEvent.click(within(toolbars[1] as HTMLElement).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    const code = within(dialog).getByLabelText('字典编号') as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('sex'));
    expect(code.disabled).toBe(true);
    expect(dialog.querySelector('.ant-select-disabled')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(body()).toContain('请输入字典键值'));
  });

  it('business dictionary: dict-biz calls, sort hidden in the table, no isSealed in the form', async () => {
    useSession.setState({ permission: { dictBiz_add: true } });
    renderWithProviders(<DictManager variant={BUSINESS_DICT} layout="dialog" />);
    await screen.findByText('性别');
    expect(mockedApi).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/calf-system/dict-biz/parent-list' }),
    );
    expect(screen.queryByRole('columnheader', { name: '字典排序' })).toBeNull();
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(within(dialog).queryByText('封存')).toBeNull();
    expect(within(dialog).getByLabelText('字典排序')).toBeTruthy();
  });
});
