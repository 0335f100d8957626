import type { Filters, PageQuery, Sort, SortOrder } from './types';

export type ListState = { current: number; size: number; filters: Filters; sort?: Sort };

export type ListAction =
  | { type: 'page'; current: number; size: number }
  | { type: 'search'; filters: Filters }
  | { type: 'reset' }
  | { type: 'sort'; field?: string; order?: SortOrder | null };

export function initialListState(size: number, filters: Filters = {}): ListState {
  return { current: 1, size, filters: compact(filters) };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      // A new page size starts again from page 1 (spec §9).
      return action.size !== state.size
        ? { ...state, current: 1, size: action.size }
        : { ...state, current: action.current };
    case 'search':
      return { ...state, current: 1, filters: compact(action.filters) };
    case 'reset':
      return { ...state, current: 1, filters: {} };
    case 'sort':
      return action.field && action.order
        ? { ...state, sort: { field: action.field, order: action.order } }
        : { ...state, sort: undefined };
  }
}

/** Drops empty values: the server ignores them anyway and they clutter the query key. */
export function compact(filters: Filters): Filters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** The body of a page call: filters, paging and `ascs`/`descs` (api-contract §1.6). */
export function toPageQuery(state: ListState): PageQuery {
  const query: PageQuery = { ...state.filters, current: state.current, size: state.size };
  if (state.sort) query[state.sort.order === 'ascend' ? 'ascs' : 'descs'] = state.sort.field;
  return query;
}

/**
 * The parameters of an export of the list shown: the list's whole query (fixed filters, search,
 * order) without its paging — the export writes every matching row, in the list's order.
 */
export function exportQuery(query: PageQuery): Filters {
  const { current: _current, size: _size, ...rest } = query;
  return rest;
}
