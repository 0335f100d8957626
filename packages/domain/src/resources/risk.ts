import { defineResource, remarkField } from '../resource';
import { refs } from './refs';
import {
  changedField,
  controlLevelCalc,
  deptRef,
  dictField,
  enableStatusField,
  longText,
  RISK,
  reviewStatusField,
  riskLevelField,
  userRef,
} from './risk-fields';

/**
 * Risk grading and control (风险分级管控, domain-model §5.1–§5.7): the risk point here; its
 * control duties and measures in risk-controls.ts, its JHA / SCL analyses in risk-analysis.ts,
 * reviews in risk-review.ts.
 */

/** 风险点 (§5.1): level = worst enabled analysis unless overridden with a reason (audited). */
export const riskPointTypeResource = defineResource({
  name: 'riskPointType',
  table: 'risk_point_type',
  path: `${RISK}/riskPointType`,
  label: { zh: '风险点', en: 'Risk points' },
  permission: 'riskPointType',
  tenantScoped: true,
  defaultSort: [
    { column: 'sort', asc: true },
    { column: 'code', asc: true },
  ],
  fields: {
    code: {
      type: 'string',
      label: { zh: '风险点编号', en: 'Code' },
      max: 50,
      numbering: { pattern: 'FXD-{0000}' },
      search: 'like',
      sortable: true,
      form: false,
    },
    name: {
      type: 'string',
      label: { zh: '风险点名称', en: 'Name' },
      required: true,
      requiredMessage: { zh: '请输入风险点名称', en: 'please enter the name' },
      max: 100,
      search: 'like',
      sortable: true,
      unique: true,
    },
    category: dictField('RISK_POINT_CATEGORY', '风险点类别', 'Category', {
      required: true,
      search: 'equal',
    }),
    placeIds: {
      type: 'ids',
      label: { zh: '所在区域', en: 'Places' },
      ref: refs.place,
      search: 'equal',
      max: 20,
      list: false,
    },
    deptId: deptRef('责任部门', 'Responsible department', { required: true, search: 'subtree' }),
    responsibleUserId: userRef('责任人', 'Responsible person', { required: true }),
    responsiblePhone: {
      type: 'string',
      label: { zh: '责任人电话', en: 'Phone' },
      max: 20,
      list: false,
      pattern: {
        source: '^[0-9+\\-() ]*$',
        message: { zh: '电话号码格式不正确', en: 'invalid phone number' },
      },
    },
    // The union of the accident types of its analysed lines, kept by the server's roll-up.
    accidentTypes: dictField('ACCIDENT_TYPE', '可能导致的事故类型', 'Possible accident types', {
      multiple: true,
      max: 64,
      calc: true,
      form: false,
    }),
    hazardSummary: longText('主要危险有害因素', 'Main hazards', { max: 2000 }),
    evalMethod: dictField('RISK_EVAL_METHOD', '默认评价方法', 'Evaluation method', {
      required: true,
      defaultValue: 'LS',
      component: 'radio',
      list: false,
    }),
    riskLevel: riskLevelField(),
    rolledUpLevel: riskLevelField({
      label: { zh: '评价等级', en: 'Evaluated level' },
      list: false,
      search: undefined,
      sortable: false,
    }),
    riskLevelOverride: {
      type: 'bool',
      label: { zh: '人工判定', en: 'Manual judgement' },
      calc: true,
      form: false,
      list: false,
    },
    overrideLevel: riskLevelField({
      label: { zh: '判定等级', en: 'Judged level' },
      list: false,
      search: undefined,
      sortable: false,
    }),
    overrideReason: {
      type: 'string',
      label: { zh: '判定理由', en: 'Judgement reason' },
      max: 500,
      calc: true,
      form: false,
      list: false,
    },
    overrideUserId: userRef('判定人', 'Judged by', { calc: true, form: false, list: false }),
    overrideTime: {
      type: 'datetime',
      label: { zh: '判定时间', en: 'Judged at' },
      calc: true,
      form: false,
      list: false,
    },
    // The direct-major reasons the data tells (§2.4): its lines' ticked reasons and, when it is part
    // of a 重大危险源, MAJOR_HAZARD_SOURCE; any reason makes the point MAJOR whatever the scores.
    directMajorReasons: dictField('DIRECT_MAJOR_REASON', '直接判定重大理由', 'Direct major-risk reasons', {
      multiple: true,
      max: 64,
      calc: true,
      list: false,
      span: 24,
    }),
    controlLevel: controlLevelCalc(),
    /** Levels the point's control set lacks (§2.5, e.g. after a re-grading); kept by the control rows' sync. */
    missingControlLevels: dictField('CONTROL_LEVEL', '缺少管控层级', 'Missing control levels', {
      calc: true,
      form: false,
      multiple: true,
      max: 100,
    }),
    isMajorHazardSource: {
      type: 'bool',
      label: { zh: '是否重大危险源', en: 'Major hazard installation' },
      defaultValue: false,
      component: 'switch',
      list: false,
    },
    emergencyMeasures: longText('应急处置措施', 'Emergency measures', { max: 2000 }),
    qrToken: {
      type: 'string',
      label: { zh: '二维码标识', en: 'QR token' },
      max: 64,
      calc: true,
      secret: true,
    },
    enableStatus: enableStatusField(),
    // Kept in step by the danger and check modules (issue #32 item 4): an open MAJOR danger, an
    // overdue danger or an overdue check task makes the point out of control.
    outOfControl: {
      type: 'bool',
      label: { zh: '失控', en: 'Out of control' },
      calc: true,
      form: false,
      search: 'equal',
      excel: false,
    },
    outOfControlReason: {
      type: 'string',
      label: { zh: '失控原因', en: 'Why out of control' },
      max: 200,
      calc: true,
      form: false,
      list: false,
      excel: false,
    },
    openDangerCount: {
      type: 'int',
      label: { zh: '未销号隐患', en: 'Open hazards' },
      calc: true,
      form: false,
      sortable: true,
      defaultValue: 0,
      excel: false,
    },
    // A repeat danger or a closed MAJOR danger puts the point on the review list (风险评审).
    reviewNeeded: {
      type: 'bool',
      label: { zh: '待重新评审', en: 'Review needed' },
      calc: true,
      form: false,
      search: 'equal',
      excel: false,
    },
    reviewReason: {
      type: 'string',
      label: { zh: '评审原因', en: 'Why review' },
      max: 500,
      calc: true,
      form: false,
      list: false,
      excel: false,
    },
    reviewStatus: reviewStatusField(),
    changedSinceReview: changedField(),
    lastReviewTime: {
      type: 'datetime',
      label: { zh: '最近评审时间', en: 'Last review' },
      calc: true,
      form: false,
      sortable: true,
    },
    nextReviewDate: {
      type: 'date',
      label: { zh: '下次评审日期', en: 'Next review' },
      calc: true,
      form: false,
      sortable: true,
      list: false,
    },
    versionNo: { type: 'int', label: { zh: '版本号', en: 'Version' }, calc: true, form: false, list: false },
    sort: {
      type: 'int',
      label: { zh: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      sortable: true,
      list: false,
    },
    remark: remarkField,
  },
});
