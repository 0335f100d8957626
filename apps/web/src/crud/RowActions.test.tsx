import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { RowActions, splitOperations } from './RowActions';
import type { Operation } from './types';

const ops = (n: number): Operation[] =>
  Array.from({ length: n }, (_, i) => ({ key: `op${i}`, label: `op ${i}`, onClick: vi.fn() }));

describe('row actions', () => {
  beforeEach(() => useSession.setState({ permission: {} }));
  afterEach(cleanup);

  it('keeps up to 3 operations as buttons', () => {
    expect(splitOperations(ops(3))).toMatchObject({ more: [] });
    const { shown, more } = splitOperations(ops(5));
    expect(shown.map((o) => o.key)).toEqual(['op0', 'op1', 'op2']);
    expect(more.map((o) => o.key)).toEqual(['op3', 'op4']);
  });

  it('collapses the fourth operation into 更多', () => {
    render(<RowActions operations={ops(4)} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'op 0',
      'op 1',
      'op 2',
      '更多 ',
    ]);
  });

  it('mounts the 更多 menu when the pointer reaches it, and runs the chosen operation', async () => {
    const list = ops(5);
    const onRowClick = vi.fn();
    render(
      <table>
        <tbody>
          <tr onClick={onRowClick}>
            <td>
              <RowActions operations={list} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    // no popup trigger until then
    expect(document.querySelector('.ant-dropdown')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /更多/ }));
    const item = await screen.findByRole('menuitem', { name: 'op 4' });
    expect(screen.getByRole('menuitem', { name: 'op 3' })).toBeTruthy();
    fireEvent.click(item);
    expect(list[4].onClick).toHaveBeenCalledOnce();
    expect(list[3].onClick).not.toHaveBeenCalled();
    // neither the 更多 button nor the menu's click reaches the row
    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('opens the 更多 menu on a click too (touch screens, keyboard), the focus of the press first', async () => {
    render(<RowActions operations={ops(4)} />);
    const more = screen.getByRole('button', { name: /更多/ });
    // the press focuses the button before its click: that must not replace the element first
    fireEvent.focus(more);
    expect(screen.getByRole('button', { name: /更多/ })).toBe(more);
    fireEvent.click(more);
    expect(await screen.findByRole('menuitem', { name: 'op 3' })).toBeTruthy();
  });

  it('shows 3 buttons without a dropdown', () => {
    render(<RowActions operations={ops(3)} />);
    expect(screen.queryByText('更多')).toBeNull();
  });

  it('hides operations whose permission code is not granted', () => {
    const list = ops(2);
    list[1].code = 'param_delete';
    render(<RowActions operations={list} />);
    expect(screen.queryByText('op 1')).toBeNull();
    fireEvent.click(screen.getByText('op 0'));
    expect(list[0].onClick).toHaveBeenCalled();
  });

  it('shows them when the permission map allows the code', () => {
    useSession.setState({ permission: { param_delete: true } });
    const list = ops(2);
    list[1].code = 'param_delete';
    render(<RowActions operations={list} />);
    expect(screen.getByText('op 1')).toBeTruthy();
  });
});
