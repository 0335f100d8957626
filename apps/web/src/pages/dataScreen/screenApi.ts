import type { Page } from '@dp/domain';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import type { MapData } from '@/pages/layout/tenantLayout/mapApi';

export type CheckWeek = {
  startDate: string;
  endDate: string;
  planned: number;
  done: number;
  doneLate: number;
  overdue: number;
  completionRate: number | null;
  days: { date: string; planned: number; done: number }[];
};

export const checkWeek = () => api<CheckWeek>({ url: '/api/shtmp-home/checkWeek', silent: true });

/** The latest dangers found (the scrolling list). */
export const newDangers = () =>
  api<Page<Row>>({
    url: '/api/shtmp-danger/dangerRecord/page',
    method: 'post',
    data: { current: 1, size: 20, descs: 'foundTime' },
    silent: true,
  });

/** The default site plan with places and points (the layout module's map call). */
export const screenMap = () => api<MapData>({ url: '/api/shtmp-layout/tenantLayout/map', silent: true });
