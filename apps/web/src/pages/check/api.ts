import { api } from '@/http/request';

export type ScanItem = {
  id: string;
  content: string;
  standard: string | null;
  resultType: 'PASS_FAIL' | 'NUMBER' | 'TEXT';
  unit: string | null;
  minValue: number | null;
  maxValue: number | null;
  photoRequired: boolean;
};

export type ScanInfo = {
  point: {
    id: string;
    name: string;
    number: string | null;
    pointKind: string;
    riskLevel: string | null;
    lng: number | null;
    lat: number | null;
    lastCheckTime: string | null;
    lastCheckResult: string | null;
  };
  /** The caller's task whose window contains now. */
  task: ScanTask | null;
  /** The caller's past windows still open: checking one is recorded late. */
  overdueTasks: ScanTask[];
  items: ScanItem[];
  /** Proof of this scan for submitCheck: bound to the point and the signed-in user, 10 minutes. */
  scanToken: string;
};

export type ScanTask = {
  id: string;
  dueStart: string;
  dueEnd: string;
  taskStatus: string;
  planName: string;
  requirePhoto: boolean;
  requireGps: boolean;
  gpsRadiusM: number | null;
};

export type Answer = {
  checkItemId: string;
  result?: 'PASS' | 'FAIL' | 'NA';
  value?: string;
  description?: string;
  photoIds?: string[];
};

export type SubmitCheck = {
  checkRiskPointId: string;
  planItemId?: string;
  token?: string;
  lng?: number;
  lat?: number;
  photoIds?: string[];
  items: Answer[];
};

export type CheckRecordRow = {
  id: string;
  result: string;
  failCount: number;
  /** The dangers its FAIL lines registered (issue #32 item 3). */
  dangerCount?: number;
  recordNo: string | null;
};

export const scanPoint = (token: string) =>
  api<ScanInfo>({ url: `/api/shtmp-check/scan/${encodeURIComponent(token)}`, method: 'get', silent: true });

export const submitCheck = (body: SubmitCheck) =>
  api<CheckRecordRow>({ url: '/api/shtmp-check/checkRecord/submitCheck', method: 'post', data: body });

export const yearList = () => api<number[]>({ url: '/api/shtmp-check/checkRecord/yearList', method: 'get' });

export const planAction = (action: 'publish' | 'cancel', row: { id: string; version?: unknown }) =>
  api<unknown>({
    url: `/api/shtmp-check/checkPlan/${action}`,
    method: 'post',
    data: { id: row.id, version: row.version },
  });

export const runGenerator = () =>
  api<{ created: number; overdue: number; completed: number }>({
    url: '/api/shtmp-check/checkPlan/generate',
    method: 'post',
  });

/** Great-circle distance in metres (the server checks it again when the plan requires GPS). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** Check items of a risk point from its checkable control measures (button code checkItem_batch). */
export const generateFromMeasures = (riskPointTypeId: string) =>
  api<{ measureId: string | null }[]>({
    url: `/api/shtmp-check/checkItem/generateFromMeasures/${riskPointTypeId}`,
    method: 'post',
  });

export type NewTask = { planId: string; checkRiskPointId: string; dueStart: string; dueEnd: string };

/** Several tasks of a plan at once, all or nothing (checkPlan_add). */
export const saveTasks = (list: NewTask[]) =>
  api<unknown[]>({ url: '/api/shtmp-check/checkPlanItem/saveBatch', method: 'post', data: list });

/** A pending or overdue task skipped with a reason (checkPlan_skip). */
export const skipTask = (id: string, skipReason: string) =>
  api<unknown>({ url: '/api/shtmp-check/checkPlanItem/skip', method: 'post', data: { id, skipReason } });

export type DangerRegistration = {
  title?: string;
  description?: string;
  photoIds?: string[];
  placeId?: string;
};

/** Registers the danger of a FAIL record item from its draft, completed by the dialog (dangerRecord_add). */
export const raiseDanger = (id: string, values: DangerRegistration) =>
  api<{ id: string }>({
    url: '/api/shtmp-check/checkRecordItem/raiseDanger',
    method: 'post',
    data: { id, ...values },
  });
