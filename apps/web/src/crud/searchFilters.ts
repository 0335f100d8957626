import { filterKey } from '@dp/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldSpec, Filters } from './types';

export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Turns search-form values into filter keys: like → name, equal → name_equal, subtree →
 * name_subtree, range → name_dategt/_datelt.
 */
export function toFilters(
  fields: FieldSpec[],
  values: Record<string, unknown>,
  rangeFields: (string | { name: string; inclusive?: boolean })[] = [],
): Filters {
  const filters: Filters = {};
  for (const spec of fields) {
    const value = values[spec.name];
    if (value === undefined || value === null || value === '') continue;
    if (spec.def.search === 'daterange') continue;
    const suffix = spec.def.search === 'equal' ? '_equal' : spec.def.search === 'subtree' ? '_subtree' : '';
    filters[filterKey(spec.name, suffix)] = value;
  }
  const ranges = [
    ...rangeFields.map((r) => (typeof r === 'string' ? { name: r } : r)),
    ...fields.filter((f) => f.def.search === 'daterange').map((f) => ({ name: f.name, inclusive: false })),
  ];
  for (const { name, inclusive } of ranges) {
    const range = values[name] as [Dayjs | null, Dayjs | null] | undefined;
    // inclusive ranges (the notice page's releaseTime_datege) start at the picked instant
    if (range?.[0])
      filters[filterKey(name, inclusive ? '_datege' : '_dategt')] = range[0].format(RANGE_FORMAT);
    if (range?.[1]) filters[filterKey(name, '_datelt')] = range[1].format(RANGE_FORMAT);
  }
  return filters;
}

/**
 * Search-form values carried in the page address (`?level=MAJOR&currentDeadline_datelt=…`): plain
 * (equal / like) search fields by name, date ranges by `<name>_dategt` / `<name>_datelt`, so a
 * figure elsewhere can open the list already filtered.
 */
export function searchValuesFromUrl(fields: FieldSpec[], params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const day = (v: string | null) => (v && dayjs(v).isValid() ? dayjs(v) : null);
  for (const spec of fields) {
    if (spec.def.search === 'daterange') {
      const range = [
        day(params.get(filterKey(spec.name, '_dategt'))),
        day(params.get(filterKey(spec.name, '_datelt'))),
      ];
      if (range[0] || range[1]) values[spec.name] = range;
      continue;
    }
    if (!spec.def.search) continue;
    const value = params.get(spec.name);
    if (value) values[spec.name] = value;
  }
  return values;
}
