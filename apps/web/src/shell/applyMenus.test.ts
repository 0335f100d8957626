import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionCaches } from '@/http/cacheReset';
import { useMenu } from '@/stores/menu';
import type { MenuVO } from '@/stores/menuTree';
import { type TokenInfo, useSession } from '@/stores/session';
import { applyButtons, applyMenuRoutes } from './applyMenus';

const routes: MenuVO[] = [
  {
    id: '1',
    parentId: '0',
    code: 'system',
    name: '系统管理',
    path: '/system',
    sort: 1,
    children: [
      { id: '11', parentId: '1', code: 'param', name: '参数管理', path: 'param', sort: 1 },
      {
        id: '12',
        parentId: '1',
        code: 'secret',
        name: '机密',
        path: 'secret',
        sort: 2,
        meta: { roles: ['boss'] },
      },
    ],
  },
];
const user = { role_name: 'administrator' } as TokenInfo;

describe('applyMenus', () => {
  beforeEach(() => resetSessionCaches());

  it('puts an answer into the stores once, filtered by the roles', () => {
    applyMenuRoutes(routes, '', user);
    const first = useMenu.getState().menus;
    expect(useMenu.getState().isLoaded).toBe(true);
    expect(first[0].children.map((m) => m.path)).toEqual(['/system/param']);
    // the layout applying the same answer changes nothing (no new tree, no re-render)
    applyMenuRoutes(routes, '', user);
    expect(useMenu.getState().menus).toBe(first);
    // another top menu or another answer is applied
    applyMenuRoutes(routes, '7', user);
    expect(useMenu.getState().menus).not.toBe(first);
    expect(useMenu.getState().menus[0].topId).toBe('7');
  });

  it('an empty answer still marks the menus loaded', () => {
    applyMenuRoutes(null, '', user);
    expect(useMenu.getState()).toMatchObject({ menus: [], isLoaded: true });
  });

  it('applies the buttons once, and again after the session was reset', () => {
    const buttons = [{ code: 'param', children: [{ code: 'param_add' }] }];
    applyButtons(buttons);
    const map = useSession.getState().permission;
    expect(map).toEqual({ param_add: true });
    applyButtons(buttons);
    expect(useSession.getState().permission).toBe(map);
    resetSessionCaches();
    useSession.getState().setPermission({});
    applyButtons(buttons);
    expect(useSession.getState().permission).toEqual({ param_add: true });
  });
});
