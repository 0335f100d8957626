import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toFilters } from './searchFilters';
import type { FieldSpec } from './types';

const spec = (name: string, search: FieldSpec['def']['search']): FieldSpec => ({
  name,
  def: { type: 'string', label: { zh: name, en: name }, search },
});

describe('search filters', () => {
  it('maps like to the bare name and equal to the _equal suffix', () => {
    const fields = [spec('paramName', 'like'), spec('status', 'equal')];
    expect(toFilters(fields, { paramName: 'acc', status: '1' })).toEqual({
      paramName: 'acc',
      status_equal: '1',
    });
  });

  it('sends a date range as createTime_dategt / createTime_datelt', () => {
    const range = [dayjs('2026-01-01 00:00:00'), dayjs('2026-01-31 23:59:59')];
    expect(toFilters([], { createTime: range }, ['createTime'])).toEqual({
      createTime_dategt: '2026-01-01 00:00:00',
      createTime_datelt: '2026-01-31 23:59:59',
    });
  });
});
