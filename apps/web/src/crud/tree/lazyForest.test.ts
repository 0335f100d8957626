import { describe, expect, it } from 'vitest';
import type { Row } from '../types';
import { isSearching, withLoaded } from './lazyForest';

const row = (id: string, hasChildren = false): Row => ({ id, name: id, hasChildren });

describe('lazy forest', () => {
  it('gives rows with unloaded children an empty list to expand, and attaches loaded ones at any depth', () => {
    const loaded = new Map([
      ['00', [row('11', true), row('12')]],
      ['11', [row('1101')]],
    ]);
    const [china, leaf] = withLoaded([row('00', true), row('99')], loaded);
    expect(leaf.children).toBeUndefined();
    expect(china.children?.map((r) => r.id)).toEqual(['11', '12']);
    expect(china.children?.[0].children?.map((r) => r.id)).toEqual(['1101']);
    expect(china.children?.[1].children).toBeUndefined();
    expect(withLoaded([row('13', true)], new Map()).at(0)?.children).toEqual([]);
  });

  it('a branch whose last child went is no longer expandable', () => {
    const [branch] = withLoaded([row('11', true)], new Map([['11', []]]));
    expect(branch).toMatchObject({ hasChildren: false, children: undefined });
  });

  it('searches when a filter other than the order has a value', () => {
    expect(isSearching({ name: '', ascs: 'sort' })).toBe(false);
    expect(isSearching({ name: '长安' })).toBe(true);
  });
});
