import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useMenu } from '@/stores/menu';
import type { MenuItem } from '@/stores/menuTree';
import { SideMenu } from './SideMenu';

const item = (id: string, name: string, path: string, children: MenuItem[] = []): MenuItem => ({
  id,
  code: id,
  name,
  path,
  icon: '',
  meta: { i18n: `menu.${id}` },
  children,
});

afterEach(() => useMenu.getState().clear());

describe('side menu', () => {
  it('opens the group of the page it starts on in its first render', () => {
    useMenu
      .getState()
      .setMenus([
        item('danger', '隐患治理', '/danger', [item('ledger', '隐患台账', '/danger/dangerRecord')]),
        item('risk', '风险分级管控', '/risk', [item('points', '风险点', '/risk/riskPointControl')]),
      ]);
    // what the first commit put on screen (read in the same commit, before any effect's update)
    let firstCommit: { ledger: boolean; points: boolean } | null = null;
    const Probe = () => {
      useLayoutEffect(() => {
        firstCommit ??= {
          ledger: document.querySelector('[data-path="/danger/dangerRecord"]') !== null,
          points: document.querySelector('[data-path="/risk/riskPointControl"]') !== null,
        };
      });
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/danger/dangerRecord']}>
        <SideMenu />
        <Probe />
      </MemoryRouter>,
    );
    // its group was open in the first render, not opened by an effect (a second render and an animation)
    expect(firstCommit).toEqual({ ledger: true, points: false });
    expect(screen.getByText('隐患台账').closest('.ant-menu-item-selected')).not.toBeNull();
  });
});
