import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { searchValuesFromUrl, toFilters } from './searchFilters';
import type { FieldSpec } from './types';

const spec = (name: string, search: FieldSpec['def']['search']): FieldSpec => ({
  name,
  def: { type: 'string', label: { zh: name, en: name }, search },
});

describe('search filters', () => {
  it('maps like to the bare name, equal to the _equal suffix and subtree to _subtree', () => {
    const fields = [spec('paramName', 'like'), spec('status', 'equal'), spec('deptId', 'subtree')];
    expect(toFilters(fields, { paramName: 'acc', status: '1', deptId: '12' })).toEqual({
      paramName: 'acc',
      status_equal: '1',
      deptId_subtree: '12',
    });
  });

  it('sends a date range as createTime_dategt / createTime_datelt', () => {
    const range = [dayjs('2026-01-01 00:00:00'), dayjs('2026-01-31 23:59:59')];
    expect(toFilters([], { createTime: range }, ['createTime'])).toEqual({
      createTime_dategt: '2026-01-01 00:00:00',
      createTime_datelt: '2026-01-31 23:59:59',
    });
  });

  it('takes the plain search fields from the page address, nothing else', () => {
    const fields = [
      spec('title', 'like'),
      spec('level', 'equal'),
      spec('foundTime', 'daterange'),
      spec('x', undefined),
    ];
    const params = new URLSearchParams(
      'level=MAJOR&title=泄漏&foundTime_datelt=2026-11-23 00:00:00&foundTime=x&x=1&tab=open',
    );
    const values = searchValuesFromUrl(fields, params);
    expect(Object.keys(values).sort()).toEqual(['foundTime', 'level', 'title']);
    expect(toFilters(fields, values)).toEqual({
      level_equal: 'MAJOR',
      title: '泄漏',
      foundTime_datelt: '2026-11-23 00:00:00',
    });
  });
});
