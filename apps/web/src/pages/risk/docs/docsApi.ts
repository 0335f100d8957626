import type { Row } from '@/crud/types';
import { api, download } from '@/http/request';

const RISK = '/api/shtmp-risk';

/** Calls of the risk document screens beyond the generic CRUD set. */
export const docsApi = {
  composeBoard: (body: { boardType: string; riskPointTypeId?: string; postId?: string }) =>
    api<Row>({
      url: `${RISK}/riskNoticeBoard/compose`,
      method: 'post',
      data: body,
      meta: { throttle: true },
    }),
  refreshBoard: (row: Row) =>
    api<Row>({
      url: `${RISK}/riskNoticeBoard/refresh`,
      method: 'post',
      data: { id: row.id, version: row.version },
      meta: { throttle: true },
    }),
  process: (resource: string, row: Row, action: string, opinion?: string) =>
    api<Row>({
      url: `${RISK}/${resource}/process`,
      method: 'post',
      data: { id: row.id, version: row.version, action, opinion },
      meta: { throttle: true },
    }),
  exportBoard: (row: Row) =>
    download({
      url: `${RISK}/riskNoticeBoard/exportExcel/${row.id}`,
      fallbackName: `${String(row.title)}.xlsx`,
    }),
  reviewManual: (body: { manualId: string; result: string; opinion?: string }) =>
    api<Row>({
      url: `${RISK}/riskManualReview/review`,
      method: 'post',
      data: body,
      meta: { throttle: true },
    }),
  downloadManual: (row: Row) =>
    download({ url: `${RISK}/riskManual/download/${row.id}`, fallbackName: `${String(row.name)}.docx` }),
  downloadFile: (attachId: string, name: string) =>
    download({
      url: '/api/calf-resource/oss/endpoint/download',
      method: 'post',
      data: { attachId },
      fallbackName: name,
    }),
};
