import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TokenInfo, useSession } from '@/stores/session';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer';
import { columnSettingsKey, useColumnSettings } from './columnSettings';

const signIn = (userId: string) => useSession.setState({ userInfo: { user_id: userId } as TokenInfo });

function Harness() {
  const columnSettings = useColumnSettings('param');
  return (
    <>
      <output data-testid="state">{JSON.stringify(columnSettings.settings)}</output>
      <ColumnSettingsDrawer
        open
        onClose={() => undefined}
        columns={[{ key: 'paramName', title: '参数名称' }]}
        columnSettings={columnSettings}
      />
    </>
  );
}

describe('column settings', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn('1001');
  });
  afterEach(cleanup);

  it('persists hidden and frozen columns per user and resource', () => {
    const { result } = renderHook(() => useColumnSettings('param'));
    act(() => result.current.setHidden('paramKey', true));
    act(() => result.current.setFixed('paramName', true));
    expect(JSON.parse(localStorage.getItem(columnSettingsKey('1001', 'param'))!)).toEqual({
      paramKey: { hidden: true },
      paramName: { fixed: true },
    });
    // A new mount (another tab, a reload) reads them back.
    const again = renderHook(() => useColumnSettings('param'));
    expect(again.result.current.settings.paramKey.hidden).toBe(true);
    // Another resource and another user start clean.
    expect(renderHook(() => useColumnSettings('dict')).result.current.settings).toEqual({});
    signIn('2002');
    expect(renderHook(() => useColumnSettings('param')).result.current.settings).toEqual({});
  });

  it('reset restores the defaults', () => {
    const { result } = renderHook(() => useColumnSettings('param'));
    act(() => result.current.setHidden('paramKey', true));
    act(() => result.current.reset());
    expect(result.current.settings).toEqual({});
    expect(localStorage.getItem(columnSettingsKey('1001', 'param'))).toBeNull();
  });

  it('drawer checkboxes hide and freeze columns', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('隐藏 参数名称'));
    fireEvent.click(screen.getByLabelText('冻结 参数名称'));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      paramName: { hidden: true, fixed: true },
    });
    fireEvent.click(screen.getByText(/重\s*置/));
    expect(screen.getByTestId('state').textContent).toBe('{}');
  });
});
