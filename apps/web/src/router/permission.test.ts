import { describe, expect, it } from 'vitest';
import { hasPermission, toPermissionMap } from './permission';

describe('permission map', () => {
  it('collects the codes of every node without children', () => {
    const map = toPermissionMap([
      {
        code: 'param',
        children: [{ code: 'param_add' }, { code: 'param_edit' }, { code: 'param_delete' }],
      },
      { code: 'notice', children: [{ code: 'notice_view' }] },
      { code: 'standalone' },
    ]);
    expect(map).toEqual({
      param_add: true,
      param_edit: true,
      param_delete: true,
      notice_view: true,
      standalone: true,
    });
  });

  it('handles empty input and checks codes', () => {
    expect(toPermissionMap(null)).toEqual({});
    expect(hasPermission({ a: true, b: 1 }, 'a')).toBe(true);
    expect(hasPermission({ a: true, b: 1 }, 'b')).toBe(true);
    expect(hasPermission({ a: true }, 'c')).toBe(false);
    expect(hasPermission({}, undefined)).toBe(true);
    expect(hasPermission({}, '')).toBe(true);
  });
});
