import type { Page } from '@dp/domain';
import type { PageQuery, Row } from '@/crud/types';
import { api, download } from '@/http/request';

const DANGER = '/api/shtmp-danger/dangerRecord';
const NOTICE = '/api/shtmp-danger/dangerRectificationNotice';
const REPORT = '/api/shtmp-danger/dangerRectificationReport';
const DELAY = '/api/shtmp-danger/dangerRectificationDelayApply';
const MAJOR = '/api/shtmp-danger/dangerMajorReport';

export type FileLink = { id: string; name: string; url: string };

export type FlowLog = {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  operatorId: string;
  operatorName: string | null;
  time: string;
  opinion: string | null;
  payload: Record<string, unknown> | null;
};

/** The danger as its detail call returns it: the record with labels, timeline, rounds, delays, photo links. */
export type DangerDetail = Row & {
  version: number;
  status: string;
  allowedActions: string[];
  flowLogs: FlowLog[];
  rectificationRecords: Row[];
  delayApplies: (Row & { allowedActions?: string[] })[];
  photoIdsFiles?: FileLink[];
  rectifyPhotoIdsFiles?: FileLink[];
  acceptFileIdsFiles?: FileLink[];
};

/** The body of a workflow transition: `{id, version, action, opinion, fileIds, ...payload}`. */
export type ProcessBody = { id: string; version: number; action: string; opinion?: string } & Record<
  string,
  unknown
>;

const processAt = (base: string) => (body: ProcessBody) =>
  api<Row>({ url: `${base}/process`, method: 'post', data: body, meta: { throttle: true } });

export const dangerApi = {
  page: (query: PageQuery) => api<Page<Row>>({ url: `${DANGER}/page`, method: 'post', data: query }),
  openPage: (query: PageQuery) =>
    api<Page<Row>>({ url: `${DANGER}/pageWithoutPass`, method: 'post', data: query }),
  detail: (id: string) => api<DangerDetail>({ url: `${DANGER}/getWithTempPictureUrl/${id}` }),
  save: (row: Record<string, unknown>) =>
    api<Row>({ url: `${DANGER}/save`, method: 'post', data: row, meta: { throttle: true } }),
  process: processAt(DANGER),
  ignore: (id: string, body: Record<string, unknown>) =>
    api<Row>({ url: `${DANGER}/ignore/${id}`, method: 'post', data: body }),
  savePlan: (body: ProcessBody) =>
    api<Row>({ url: `${DANGER}/updateRectificationPlan`, method: 'post', data: body }),
  saveRectification: (body: ProcessBody) =>
    api<Row>({ url: `${DANGER}/updateRectificationInfo`, method: 'post', data: body }),
};

export const delayApi = {
  apply: (row: Record<string, unknown>) => api<Row>({ url: `${DELAY}/save`, method: 'post', data: row }),
  process: processAt(DELAY),
};

export const noticeApi = {
  fromDangers: (dangerIds: string[]) =>
    api<Row>({ url: `${NOTICE}/rectificationNotice`, method: 'post', data: { dangerIds } }),
  process: processAt(NOTICE),
  revoke: (id: string, revokeReason: string, version: number) =>
    api<Row>({ url: `${NOTICE}/revoke/${id}`, params: { revokeReason, version } }),
  download: (id: string, name: string) =>
    download({ url: `${NOTICE}/download/${id}`, fallbackName: `${name}.docx` }),
};

export const reportApi = {
  draft: (params: { noticeId?: string; dangerId?: string }) =>
    api<{ noticeId: string | null; dangerIds: string[]; summary: string; fundSummary: number }>({
      url: `${REPORT}/draft`,
      params,
    }),
  save: (row: Record<string, unknown>) => api<Row>({ url: `${REPORT}/save`, method: 'post', data: row }),
  process: processAt(REPORT),
  download: (id: string, name: string) =>
    download({ url: `${REPORT}/download/${id}`, fallbackName: `${name}.docx` }),
};

export const majorReportApi = {
  process: processAt(MAJOR),
  download: (id: string, name: string) =>
    download({ url: `${MAJOR}/download/${id}`, fallbackName: `${name}.docx` }),
};

/** Attach ids of uploaded files (the file endpoint stores them in the tenant's storage). */
export async function uploadFile(
  file: Blob,
): Promise<{ attachId: string; link: string; originalName: string }> {
  const form = new FormData();
  form.append('file', file);
  return api({ url: '/api/calf-resource/oss/endpoint/put-file-attach', method: 'post', data: form });
}
