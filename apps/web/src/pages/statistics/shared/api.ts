import type { Ratio } from '@dp/domain/stats/rates';
import { useQuery } from '@tanstack/react-query';
import { api, download } from '@/http/request';

export type { Ratio };

/** The common filters of every statistics call (domain-model §12). */
export type StatFilters = {
  startDate?: string;
  endDate?: string;
  deptId?: string;
  checkType?: string;
  level?: string;
  riskLevel?: string;
};

/** The seven screens: API path and the menu code whose `_export` button allows Excel export. */
export const SCREENS = {
  index: { path: 'index/data', code: 'statisticsIndex' },
  danger: { path: 'danger/data', code: 'statisticsDanger' },
  check: { path: 'check/data', code: 'statisticsCheck' },
  specialCheck: { path: 'check/special/data', code: 'statisticsSpecialCheck' },
  checkAverage: { path: 'check/average', code: 'statisticsCheckAverage' },
  inspect: { path: 'inspect/data', code: 'statisticsInspect' },
  analysis: { path: 'analysis/data', code: 'statisticsAnalysis' },
} as const;

export type Screen = keyof typeof SCREENS;

const clean = (f: StatFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/** The data of one screen for the filters (cached per filters). */
export function useStats<T>(screen: Screen, filters: StatFilters) {
  return useQuery({
    queryKey: ['statistics', screen, clean(filters)],
    queryFn: () =>
      api<T>({ url: `/api/shtmp-statistics/${SCREENS[screen].path}`, method: 'post', data: clean(filters) }),
  });
}

export type ExportColumn = { key: string; title: string };

/** One table of a screen as .xlsx, computed by the server with the same filters and scope. */
export function exportTable(args: {
  screen: Screen;
  table: string;
  title: string;
  columns: ExportColumn[];
  filters: StatFilters;
}) {
  const { filters, ...rest } = args;
  return download({
    url: '/api/shtmp-statistics/exportExcel',
    method: 'post',
    data: { ...clean(filters), ...rest },
    fallbackName: `${args.title}.xlsx`,
  });
}
