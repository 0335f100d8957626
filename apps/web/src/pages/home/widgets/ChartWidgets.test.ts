import { describe, expect, it } from 'vitest';
import type { TypeCount } from '../homeApi';
import { riskTypeSlices } from './ChartWidgets';

describe('the risk type pie', () => {
  it('holds one classification: the categories with points; the analyses are counted apart', () => {
    const rows: TypeCount[] = [
      { key: 'AREA', group: 'category', label: '区域', count: 7 },
      { key: 'DEVICE', group: 'category', label: '设备设施', count: 5 },
      { key: 'PIPELINE', group: 'category', label: '管线', count: 0 },
      { key: 'JHA', group: 'analysis', label: '作业活动(JHA)', count: 14 },
      { key: 'SCL', group: 'analysis', label: '设备设施(SCL)', count: 9 },
    ];
    const { categories, analyses } = riskTypeSlices(rows);
    expect(categories.map((r) => r.key)).toEqual(['AREA', 'DEVICE']);
    expect(categories.reduce((n, r) => n + r.count, 0)).toBe(12);
    expect(analyses.map((r) => r.key)).toEqual(['JHA', 'SCL']);
  });
});
