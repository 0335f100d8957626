/**
 * The columns of the 隐患排查治理台账 in the DB37 layout (the danger ledger's export), in order:
 * the export (apps/server modules/danger/ledger-export.ts) writes these headers, and the tests that
 * read the file back compare with them.
 */
export const DB37_DANGER_LEDGER = {
  dangerNo: '隐患编号',
  foundTime: '发现时间',
  reporterId: '发现人',
  placeId: '区域',
  riskPointTypeId: '风险点',
  description: '隐患描述',
  level: '等级',
  category: '类别',
  rectifyMeasures: '整改措施',
  actualFund: '整改资金',
  rectifyUserId: '整改责任人',
  currentDeadline: '整改期限',
  rectifyFinishTime: '整改完成日期',
  acceptUserId: '验收人',
  acceptTime: '验收日期',
  status: '状态',
} as const;

/** The headers of the DB37 danger ledger, in order. */
export const DB37_DANGER_LEDGER_HEADERS: string[] = Object.values(DB37_DANGER_LEDGER);
