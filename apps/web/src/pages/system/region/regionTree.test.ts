import { describe, expect, it } from 'vitest';
import { attachChildren, childLevel, findRow, prepare, type RegionRow } from './regionTree';

const row = (code: string, parentCode: string, hasChildren = false) =>
  ({ id: code, code, parentCode, name: code, hasChildren }) as RegionRow;

describe('region lazy tree', () => {
  it('gives expandable rows an empty child list', () => {
    const [china, leaf] = prepare([row('00', '0', true), row('99', '0')]);
    expect(china.children).toEqual([]);
    expect(leaf.children).toBeUndefined();
  });

  it('attaches loaded children under their parent at any depth', () => {
    let forest = prepare([row('00', '0', true)]);
    forest = attachChildren(forest, '00', prepare([row('11', '00', true), row('12', '00')]));
    forest = attachChildren(forest, '11', prepare([row('1101', '11')]));
    expect(findRow(forest, '1101')?.parentCode).toBe('11');
    expect(findRow(forest, '11')?.children).toHaveLength(1);
    // a branch whose last child was removed is no longer expandable
    forest = attachChildren(forest, '11', []);
    expect(findRow(forest, '11')?.children).toBeUndefined();
    expect(findRow(forest, '11')?.hasChildren).toBe(false);
  });

  it('computes the child level', () => {
    expect(childLevel({ regionLevel: 2 })).toBe(3);
    expect(childLevel(undefined)).toBe(1);
  });
});
