import { describe, expect, it } from 'vitest';
import { i18n } from './index';
import { menuLabelTrees, registerMenuLabels } from './menuLabels';

describe('menu labels', () => {
  it('builds zh and en labels for menus, skipping buttons', () => {
    const { zh, en } = menuLabelTrees([
      {
        code: 'system',
        name: '系统管理',
        nameEn: 'System',
        sort: 1,
        category: 1,
        alias: 'menu',
        children: [
          { code: 'param', name: '参数管理', nameEn: 'Parameters', sort: 1, category: 1, alias: 'menu' },
          { code: 'param_add', name: '新增', nameEn: 'Add', sort: 1, category: 2, alias: 'add' },
        ],
      },
    ]);
    expect(zh).toEqual({ menu: { system: '系统管理', param: '参数管理' } });
    expect(en).toEqual({ menu: { system: 'System', param: 'Parameters' } });
  });

  it('registers the seed labels in both languages', () => {
    registerMenuLabels();
    expect(i18n.exists('menu.param', { lng: 'zh-CN' })).toBe(true);
    expect(i18n.t('menu.param', { lng: 'en-US' })).not.toBe('menu.param');
  });
});
