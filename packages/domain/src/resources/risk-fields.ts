import type { FieldDef, Text } from '../resource';
import { refs } from './refs';

/** Field builders shared by the risk definitions (domain-model §5): keep each definition readable. */

/** The API prefix of the risk area. */
export const RISK = '/shtmp-risk';

const t = (zh: string, en: string): Text => ({ zh, en });

export const dictField = (code: string, zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label: t(zh, en),
  dict: code,
  dictBiz: true,
  max: 32,
  component: 'select',
  ...more,
});

export const userRef = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t(zh, en),
  ref: refs.user,
  ...more,
});

export const deptRef = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t(zh, en),
  ref: refs.dept,
  component: 'tree-select',
  ...more,
});

/** A place of the layout's place tree (shtmp_place). */
export const placeRef = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t(zh, en),
  ref: refs.place,
  list: false,
  ...more,
});

export const longText = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label: t(zh, en),
  max: 4000,
  component: 'textarea',
  span: 24,
  list: false,
  ...more,
});

export const riskLevelField = (more: Partial<FieldDef> = {}): FieldDef =>
  dictField('RISK_LEVEL', '风险等级', 'Risk level', {
    calc: true,
    search: 'equal',
    sortable: true,
    form: false,
    ...more,
  });

export const controlLevelCalc = (): FieldDef =>
  dictField('CONTROL_LEVEL', '管控层级', 'Control level', { calc: true, form: false, search: 'equal' });

export const reviewStatusField = (): FieldDef =>
  dictField('REVIEW_STATUS', '评审状态', 'Review status', {
    calc: true,
    form: false,
    search: 'equal',
    defaultValue: 'UNSUBMITTED',
  });

export const changedField = (): FieldDef => ({
  type: 'bool',
  label: t('评审后有变更', 'Changed since review'),
  calc: true,
  form: false,
  excel: false,
});

export const enableStatusField = (): FieldDef =>
  dictField('ENABLE_STATUS', '状态', 'Status', {
    required: true,
    defaultValue: 'ENABLED',
    search: 'equal',
    component: 'radio',
  });

export const riskPointRef = (more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t('所属风险点', 'Risk point'),
  ref: refs.riskPoint,
  required: true,
  requiredMessage: t('请选择所属风险点', 'please select the risk point'),
  search: 'equal',
  component: 'select',
  immutable: true,
  ...more,
});

const MEASURES = [
  ['Technology', '工程技术措施', 'engineering measures'],
  ['Management', '管理措施', 'management measures'],
  ['Education', '培训教育措施', 'training measures'],
  ['Protection', '个体防护措施', 'personal protection'],
  ['Urgent', '应急处置措施', 'emergency measures'],
] as const;

/** The five measure columns (MEASURE_CATEGORY order), prefixed `cur` (existing) or `new` (suggested). */
export function measureFields(prefix: 'cur' | 'new'): Record<string, FieldDef> {
  const out: Record<string, FieldDef> = {};
  for (const [suffix, zh, en] of MEASURES) {
    out[`${prefix}${suffix}`] = longText(
      `${prefix === 'cur' ? '现有' : '建议新增'}${zh}`,
      `${prefix === 'cur' ? 'Existing' : 'Suggested'} ${en}`,
      { max: 2000 },
    );
  }
  return out;
}

export const MEASURE_COLUMNS = MEASURES.map(([suffix]) => suffix);

/**
 * Hazard classification, evaluation and measures shared by JHA steps and SCL lines (§5.4, §5.6).
 * L/E/C/S are checked by the server against the standard value tables (numbers are never reworded).
 */
export function evaluationFields(): Record<string, FieldDef> {
  return {
    hazardCategory: dictField('HAZARD_FACTOR_CATEGORY', '危险有害因素类别', 'Hazard factor category', {
      required: true,
      component: 'tree-select',
    }),
    accidentTypes: dictField('ACCIDENT_TYPE', '可能导致的事故类型', 'Possible accident types', {
      multiple: true,
      required: true,
      max: 64,
    }),
    consequence: longText('主要后果', 'Main consequence', { max: 1000 }),
    ...measureFields('cur'),
    evalMethod: dictField('RISK_EVAL_METHOD', '评价方法', 'Evaluation method', {
      required: true,
      component: 'radio',
    }),
    lecL: { type: 'decimal', label: t('L（可能性）', 'L (likelihood)') },
    lecE: { type: 'decimal', label: t('E（暴露频率）', 'E (exposure)') },
    lecC: { type: 'decimal', label: t('C（后果）', 'C (consequence)') },
    lecD: { type: 'decimal', label: t('D（危险性）', 'D (score)'), calc: true, form: false },
    lecDegree: dictField('LEC_GRADE', '危险程度', 'Hazard degree', { calc: true, form: false }),
    lsL: { type: 'int', label: t('L（可能性）', 'L (likelihood)'), min: 1, max: 5 },
    lsS: { type: 'int', label: t('S（严重性）', 'S (severity)'), min: 1, max: 5 },
    lsR: { type: 'int', label: t('R（风险值）', 'R (risk value)'), calc: true, form: false },
    riskLevel: riskLevelField(),
    directMajorReason: dictField('DIRECT_MAJOR_REASON', '直接判定理由', 'Direct major-risk reason'),
    controlLevel: dictField('CONTROL_LEVEL', '管控层级', 'Control level', { search: 'equal' }),
    ...measureFields('new'),
    responsibleDeptId: deptRef('责任部门', 'Responsible department', { list: false }),
    responsibleUserId: userRef('责任人', 'Responsible person', { list: false }),
    enableStatus: enableStatusField(),
  };
}
