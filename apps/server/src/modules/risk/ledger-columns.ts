import type { Db } from '../../db/client';
import { dictItemsFor } from '../../resource/dictionary';
import type { AnalysisKind } from './rollup';

/**
 * The risk list in the DB37 ledger layout (风险分级管控清单): one row per analysed line, with the
 * point, its analysis, the evaluation, the five measure categories and the control level.
 */
export const COLUMNS = [
  ['pointCode', '风险点编号', 14],
  ['pointName', '风险点名称', 20],
  ['pointCategory', '风险点类别', 16],
  ['kind', '分析类型', 10],
  ['analysis', '作业活动/设备设施', 18],
  ['posts', '涉及岗位', 14],
  ['no', '序号', 6],
  ['step', '作业步骤/检查项目', 18],
  ['standard', '检查标准', 20],
  ['hazard', '危险源或潜在事件/不符合标准情况', 30],
  ['hazardCategory', '危险有害因素类别', 16],
  ['accidentTypes', '可能导致的事故类型', 18],
  ['evalMethod', '评价方法', 10],
  ['l', 'L', 6],
  ['e', 'E', 6],
  ['c', 'C', 6],
  ['d', 'D', 8],
  ['s', 'S', 6],
  ['r', 'R', 6],
  ['riskLevel', '风险等级', 10],
  ['curTechnology', '工程技术措施', 24],
  ['curManagement', '管理措施', 24],
  ['curEducation', '培训教育措施', 24],
  ['curProtection', '个体防护措施', 24],
  ['curUrgent', '应急处置措施', 24],
  ['controlLevel', '管控层级', 10],
  ['dept', '责任部门', 14],
  ['responsible', '责任人', 10],
] as const;

export type Key = (typeof COLUMNS)[number][0];
export const KIND_LABEL: Record<AnalysisKind, string> = { job: '作业活动', device: '设备设施' };
export const DICTS = {
  pointCategory: 'RISK_POINT_CATEGORY',
  hazardCategory: 'HAZARD_FACTOR_CATEGORY',
  accidentTypes: 'ACCIDENT_TYPE',
  evalMethod: 'RISK_EVAL_METHOD',
  riskLevel: 'RISK_LEVEL',
  controlLevel: 'CONTROL_LEVEL',
} as const;

export async function labelMaps(db: Db, tenantId: string) {
  const out = {} as Record<keyof typeof DICTS, { toLabel: Map<string, string>; toKey: Map<string, string> }>;
  for (const [k, code] of Object.entries(DICTS)) {
    const items = await dictItemsFor(db, tenantId, code, true);
    out[k as keyof typeof DICTS] = {
      toLabel: new Map(items.map((i) => [i.key, i.label])),
      toKey: new Map(items.flatMap((i) => [[i.label, i.key] as const, [i.key, i.key] as const])),
    };
  }
  return out;
}
