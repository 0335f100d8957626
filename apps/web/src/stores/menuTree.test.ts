import { describe, expect, it } from 'vitest';
import {
  filterByRoles,
  IFRAME_PREFIX,
  indexMenus,
  type MenuVO,
  menuTrail,
  searchMenus,
  toMenuItems,
} from './menuTree';

const menu = (over: Partial<MenuVO> & Pick<MenuVO, 'id' | 'code' | 'name' | 'path'>): MenuVO => ({
  parentId: '0',
  sort: 1,
  category: 1,
  isOpen: 1,
  ...over,
});

const tree: MenuVO[] = [
  menu({
    id: '1',
    code: 'system',
    name: '系统管理',
    path: '/system',
    sort: 9,
    source: 'setting',
    children: [
      menu({ id: '11', code: 'param', name: '参数管理', path: '/system/param', sort: 2 }),
      menu({ id: '12', code: 'user', name: '用户管理', path: 'user', sort: 1 }),
    ],
  }),
  menu({ id: '2', code: 'report', name: '报表', path: 'https://report.example.com/a', sort: 2 }),
  menu({ id: '3', code: 'guide', name: 'Guide', path: 'https://docs.example.com', isOpen: 2, sort: 3 }),
  menu({ id: '4', code: 'screen', name: '大屏', path: '/screen/index.html', sort: 1 }),
];

describe('menu → routes', () => {
  const items = toMenuItems(tree);

  it('sorts by sort and keeps codes, icons and i18n keys', () => {
    expect(items.map((i) => i.code)).toEqual(['screen', 'report', 'guide', 'system']);
    const system = items[3];
    expect(system.icon).toBe('setting');
    expect(system.meta.i18n).toBe('menu.system');
    expect(system.children.map((c) => c.code)).toEqual(['user', 'param']);
  });

  it('joins relative child paths to the parent path', () => {
    expect(items[3].children[0].path).toBe('/system/user');
    expect(items[3].children[1].path).toBe('/system/param');
  });

  it('sends html and http(s) paths to the embedded-page route', () => {
    const screen = items[0];
    expect(screen.path.startsWith(`${IFRAME_PREFIX}?`)).toBe(true);
    expect(new URLSearchParams(screen.path.split('?')[1]).get('src')).toBe('/screen/index.html');
    expect(new URLSearchParams(items[1].path.split('?')[1]).get('src')).toBe('https://report.example.com/a');
  });

  it('isOpen = 2 external links open a new window instead of a route', () => {
    expect(items[2].href).toBe('https://docs.example.com');
    expect(indexMenus(items)['https://docs.example.com']).toBeUndefined();
  });

  it('indexes leaves by path and finds the trail to a path', () => {
    const index = indexMenus(items);
    expect(index['/system/param'].code).toBe('param');
    expect(index['/system']).toBeUndefined();
    expect(menuTrail(items, '/system/param')).toEqual(['1', '11']);
  });

  it('hides items by meta.roles', () => {
    const withRoles = toMenuItems([
      menu({ id: 'a', code: 'a', name: 'A', path: '/a', meta: { roles: ['administrator'] } }),
      menu({ id: 'b', code: 'b', name: 'B', path: '/b' }),
    ]);
    expect(filterByRoles(withRoles, ['user']).map((i) => i.code)).toEqual(['b']);
    expect(filterByRoles(withRoles, ['administrator']).map((i) => i.code)).toEqual(['a', 'b']);
  });

  it('searches leaves by case-insensitive prefix of the label', () => {
    const label = (i: { name: string }) => i.name;
    expect(searchMenus(items, '参数', label).map((i) => i.code)).toEqual(['param']);
    expect(searchMenus(items, 'gui', label).map((i) => i.code)).toEqual(['guide']);
    expect(searchMenus(items, '管理', label)).toEqual([]);
    expect(searchMenus(items, ' ', label)).toEqual([]);
  });
});
