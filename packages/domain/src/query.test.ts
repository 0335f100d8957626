import { describe, expect, it } from 'vitest';
import { FILTER_SUFFIXES, filterKey, pagingOf, splitFilterKey } from './query';

describe('page query', () => {
  it('splits a key into its field and the longest matching suffix', () => {
    expect(splitFilterKey('createTime_dategt')).toEqual({ field: 'createTime', suffix: '_dategt' });
    expect(splitFilterKey('status_notequal')).toEqual({ field: 'status', suffix: '_notequal' });
    expect(splitFilterKey('name_like')).toEqual({ field: 'name', suffix: '_like' });
    expect(splitFilterKey('level_equal')).toEqual({ field: 'level', suffix: '_equal' });
    expect(splitFilterKey('deptId_subtree')).toEqual({ field: 'deptId', suffix: '_subtree' });
    expect(splitFilterKey('name')).toEqual({ field: 'name', suffix: '' });
    // a bare suffix is a field name, not an empty field with a suffix
    expect(splitFilterKey('_like')).toEqual({ field: '_like', suffix: '' });
  });

  it('lists longer suffixes before the shorter ones they end with', () => {
    FILTER_SUFFIXES.forEach((s, i) => {
      for (const later of FILTER_SUFFIXES.slice(i + 1)) expect(later.endsWith(s)).toBe(false);
    });
  });

  it('builds keys the server splits back', () => {
    for (const s of FILTER_SUFFIXES)
      expect(splitFilterKey(filterKey('dueEnd', s))).toEqual({ field: 'dueEnd', suffix: s });
  });

  it('defaults and clamps paging', () => {
    expect(pagingOf({})).toEqual({ current: 1, size: 10 });
    expect(pagingOf({ current: '3', size: '20' })).toEqual({ current: 3, size: 20 });
    expect(pagingOf({ current: -1, size: 5000 })).toEqual({ current: 1, size: 1000 });
    expect(pagingOf({ current: 'x', size: 'y' })).toEqual({ current: 1, size: 10 });
    expect(pagingOf({ current: 1e20 }).current).toBe(1_000_000_000);
  });
});
