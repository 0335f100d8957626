import { describe, expect, it } from 'vitest';
import { actionsWidthOf } from './RowActions';
import type { Operation } from './types';

const op = (label: string, icon = true): Operation =>
  ({ key: label, label, icon: icon ? 'i' : undefined, onClick: () => {} }) as unknown as Operation;

describe('the operations column width', () => {
  it('fits the widest row: two operations leave room, four with 更多 are not cut', () => {
    const two = actionsWidthOf([[op('查看'), op('删除')]], '更多');
    const four = actionsWidthOf([[op('查看'), op('编辑'), op('删除'), op('授权')]], '更多');
    // measured in Chromium: a two-character button with its icon is 66 px, 更多 61 px, cell padding 16
    expect(two).toBeGreaterThanOrEqual(2 * 66 + 16);
    expect(two).toBeLessThan(200);
    expect(four).toBeGreaterThanOrEqual(3 * 66 + 61 + 16);
    expect(actionsWidthOf([[op('查看')], [op('查看'), op('编辑'), op('删除')]], '更多')).toBe(
      actionsWidthOf([[op('查看'), op('编辑'), op('删除')]], '更多'),
    );
  });

  it('counts Latin labels narrower, and stays within bounds', () => {
    expect(actionsWidthOf([[op('View'), op('Delete')]], 'More')).toBeLessThan(
      actionsWidthOf([[op('查看详情'), op('删除记录')]], '更多'),
    );
    expect(actionsWidthOf([], '更多')).toBe(80);
    expect(actionsWidthOf([Array.from({ length: 3 }, () => op('很长很长很长很长的操作'))], '更多')).toBe(360);
  });
});
