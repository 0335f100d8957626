/**
 * The list query of every page call (api-contract §1.6), shared by the server (which turns it into
 * SQL) and the web (which builds it from the search form): paging, ordering and the filter
 * suffixes a key may carry (`name_like=ab`, `createTime_datege=…`).
 */
/** Keys of a page query that are not filters. */
export const PAGE_PARAMS = ['current', 'size', 'ascs', 'descs'] as const;
export type PageParam = (typeof PAGE_PARAMS)[number];

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Keeps the offset a valid bigint however large the page number sent. */
export const MAX_PAGE = 1_000_000_000;

/** What a list call receives: filters plus paging and ordering (`ascs`/`descs`: comma lists of fields). */
export type PageQuery = Record<string, unknown> & {
  current?: number;
  size?: number;
  ascs?: string;
  descs?: string;
};

/**
 * Filter suffixes, longest first, so that `_dategt` is not read as `_gt` and `_notequal` not as
 * `_equal`. No suffix: `like` on text, equality otherwise.
 */
export const FILTER_SUFFIXES = [
  '_dateequal',
  '_notequal',
  '_subtree',
  '_likeright',
  '_likeleft',
  '_notnull',
  '_notlike',
  '_dategt',
  '_datelt',
  '_datege',
  '_datele',
  '_equal',
  '_like',
  '_null',
  '_gt',
  '_lt',
  '_ge',
  '_le',
] as const;
export type FilterSuffix = (typeof FILTER_SUFFIXES)[number];

/** A key ending in this is never a filter (the client's own bookkeeping). */
export const IGNORED_SUFFIX = '_ignore';

/** The field and suffix of a filter key (`''` when it has none). */
export function splitFilterKey(key: string): { field: string; suffix: FilterSuffix | '' } {
  for (const s of FILTER_SUFFIXES) {
    if (key.endsWith(s) && key.length > s.length) return { field: key.slice(0, -s.length), suffix: s };
  }
  return { field: key, suffix: '' };
}

/** The filter key of a field with a suffix: `filterKey('level', '_equal')` → `level_equal`. */
export const filterKey = (field: string, suffix: FilterSuffix | '' = '') => `${field}${suffix}`;

/** Page number and size of a query, defaulted and clamped as the server applies them. */
export function pagingOf(params: Record<string, unknown>): { current: number; size: number } {
  const current = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(params.current)) || 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(params.size)) || DEFAULT_PAGE_SIZE));
  return { current, size };
}
