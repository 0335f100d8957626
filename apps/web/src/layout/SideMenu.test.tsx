import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CACHE_KEYS } from '@/http/cacheReset';
import { queryClient } from '@/http/queryClient';
import { api } from '@/http/request';
import { useMenu } from '@/stores/menu';
import type { MenuItem } from '@/stores/menuTree';
import { useSession } from '@/stores/session';
import { SideMenu } from './SideMenu';

vi.mock('@/http/request', () => ({ api: vi.fn(() => Promise.resolve({ records: [], total: 0 })) }));

const item = (id: string, name: string, path: string, children: MenuItem[] = []): MenuItem => ({
  id,
  code: id,
  name,
  path,
  icon: '',
  meta: { i18n: `menu.${id}` },
  children,
});

afterEach(() => {
  useMenu.getState().clear();
  useSession.setState({ token: '' });
  localStorage.clear();
  queryClient.clear();
  vi.mocked(api).mockClear();
});

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

  it('asks for the remembered first lists of a page when its item is pressed, before the click', () => {
    useSession.setState({ token: 'token-1' });
    const call = {
      url: '/api/shtmp-risk/riskPointControl/page',
      method: 'post',
      data: { current: 1, size: 10 },
    };
    localStorage.setItem(
      LOCAL_CACHE_KEYS.firstLists,
      JSON.stringify({ '/risk/riskPointControl': [{ queryKey: ['crud', 'points', 'list'], call }] }),
    );
    useMenu
      .getState()
      .setMenus([
        item('risk', '风险分级管控', '/risk', [
          item('points', '风险点', '/risk/riskPointControl'),
          item('jobs', '作业活动', '/risk/job'),
        ]),
      ]);
    render(
      <MemoryRouter initialEntries={['/risk/job']}>
        <SideMenu />
      </MemoryRouter>,
    );
    fireEvent.pointerDown(screen.getByText('风险点'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith({ ...call, silent: true });
    // a page with nothing remembered asks for nothing
    fireEvent.pointerDown(screen.getByText('作业活动'));
    expect(api).toHaveBeenCalledTimes(1);
    // nor a list the cache holds (its page is open, or was a moment ago)
    queryClient.setQueryData(['crud', 'points', 'list'], { records: [], total: 0 });
    fireEvent.pointerDown(screen.getByText('风险点'));
    expect(api).toHaveBeenCalledTimes(1);
  });
});
