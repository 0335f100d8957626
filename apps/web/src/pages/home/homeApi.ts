import type { Page } from '@dp/domain';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';

export type HomeBaseInfo = {
  riskPointCount: number | null;
  majorRiskCount: number | null;
  checkPointCount: number | null;
  dangerOpen: number | null;
  dangerOverdue: number | null;
  majorDangerOpen: number | null;
  todayTaskTotal: number | null;
  todayTaskDone: number | null;
  todayCompletionRate: number | null;
  yearRectificationRate: number | null;
};
export type LevelCount = { level: string; label: string; color: string; count: number };
export type TypeCount = { key: string; group: 'category' | 'analysis'; label: string; count: number };
export type DeptRow = {
  deptId: string;
  deptName: string;
  total: number;
  MAJOR: number;
  SIGNIFICANT: number;
  GENERAL: number;
  LOW: number;
};
export type CheckTypeCount = { checkType: string; label: string; count: number };
export type RiskListRow = {
  id: string;
  name: string;
  level: string | null;
  color: string | null;
  deptName: string;
  lastCheckTime: string | null;
  openDangerCount: number;
  outOfControl: boolean;
  /** MAJOR_DANGER, OVERDUE_DANGER, OVERDUE_TASK */
  outOfControlReasons?: string[];
  /** Control levels the point lacks (dict CONTROL_LEVEL keys). */
  missingControlLevels: string[];
};
export type ExtinguisherInfo = {
  total: number;
  points: number;
  normal: number;
  serviceDue: number;
  expiring: number;
  expired: number;
  abnormal: number;
  uncheckedThisMonth: number;
};
export type HydrantInfo = {
  total: number;
  normal: number;
  abnormal: number;
  uncheckedThisMonth: number;
  byType: { type: string; label: string; count: number }[];
};
export type Weather =
  | {
      available: true;
      stale: boolean;
      city: string;
      updateTime: string;
      weather: string;
      tempC: number | null;
      humidity: number | null;
      windDirection: string;
      windPower: string;
    }
  | { available: false; stale: true; configured: boolean };

const widget =
  <T>(name: string, params?: Record<string, string>) =>
  () =>
    api<T>({ url: `/api/shtmp-home/${name}`, params, silent: true });

/** The home widgets (GET /shtmp-home/*): each one a query of its own, so one failing hides only itself. */
export const homeApi = {
  baseInfo: widget<HomeBaseInfo>('homeBaseInfo'),
  riskLevels: widget<LevelCount[]>('riskLevelDistribute'),
  riskTypes: widget<TypeCount[]>('riskTypeDistribute'),
  riskDepts: widget<DeptRow[]>('riskDeptDistribute'),
  checkTypes: widget<CheckTypeCount[]>('checkTypeDistribute'),
  riskList: widget<RiskListRow[]>('riskList', { limit: '8' }),
  extinguisher: widget<ExtinguisherInfo>('extinguisherBaseInfo'),
  hydrant: widget<HydrantInfo>('hydrantBaseInfo'),
  weather: widget<Weather>('weather'),
};

/** The caller's pending check tasks whose window has opened by today, soonest deadline first. */
export const myTasks = (userId: string, tomorrow: string) =>
  api<Page<Row>>({
    url: '/api/shtmp-check/checkPlanItem/page',
    method: 'post',
    data: {
      current: 1,
      size: 5,
      checkerIds_equal: userId,
      taskStatus_equal: 'PENDING',
      dueStart_datelt: `${tomorrow} 00:00:00`,
      ascs: 'dueEnd',
    },
    silent: true,
  });

/** Names of check points by id (the ref-options call every picker uses). */
export const pointNames = (ids: string[]) =>
  api<{ id: string; label: string }[]>({
    url: '/api/ref-options/shtmp_check_risk_point',
    params: { ids: ids.join(',') },
    silent: true,
  });
