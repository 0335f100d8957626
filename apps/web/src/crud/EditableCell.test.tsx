import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableCell } from './EditableCell';
import { useEditingCell } from './editingStore';
import { renderWithProviders } from './test/render';
import type { FieldSpec } from './types';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const name: FieldSpec = {
  name: 'paramName',
  def: {
    type: 'string',
    label: { zh: '参数名称', en: 'Parameter name' },
    required: true,
    requiredMessage: { zh: '请输入参数名称', en: 'please enter parameter name' },
  },
};

function open(key = 'k1') {
  fireEvent.click(screen.getByTestId(`cell-${key}`));
  return screen.getByRole('textbox') as HTMLInputElement;
}

describe('editable cell', () => {
  afterEach(() => {
    cleanup();
    act(() => useEditingCell.getState().setActive(null));
  });

  it('ignores an unchanged value', async () => {
    const onSave = vi.fn();
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" onSave={onSave} />);
    fireEvent.blur(open());
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a changed value', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" onSave={onSave} />);
    const input = open();
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('b'));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('cancel (Esc) restores the prior value', () => {
    const onSave = vi.fn();
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" onSave={onSave} />);
    const input = open();
    fireEvent.change(input, { target: { value: 'changed' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByTestId('cell-k1').textContent).toBe('a');
    expect((open() as HTMLInputElement).value).toBe('a');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a validation failure as a notification titled error', async () => {
    const onSave = vi.fn();
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" onSave={onSave} />);
    const input = open();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect(document.body.textContent).toContain('请输入参数名称'));
    expect(document.querySelector('.ant-notification-notice-title')?.textContent).toBe('error');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('only one editor is open at a time', () => {
    renderWithProviders(
      <>
        <EditableCell cellKey="k1" spec={name} value="a" onSave={vi.fn()} />
        <EditableCell cellKey="k2" spec={name} value="b" onSave={vi.fn()} />
      </>,
    );
    open('k1');
    fireEvent.click(screen.getByTestId('cell-k2'));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('b');
  });

  it('reports a missing request function and a failed update', async () => {
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" />);
    let input = open();
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(document.body.textContent).toContain('parameter error: request-fn not passed'),
    );
    cleanup();

    const onSave = vi.fn().mockRejectedValue(new Error('boom'));
    renderWithProviders(<EditableCell cellKey="k1" spec={name} value="a" onSave={onSave} />);
    input = open();
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.blur(input);
    await waitFor(() => expect(document.body.textContent).toContain('update failed, please retry'));
    expect(screen.getByTestId('cell-k1').textContent).toBe('a');
  });
});
