import { defineResource } from '../resource';
import { deptRef, dictField, longText, RISK, riskPointRef, userRef } from './risk-fields';

/** How a risk point is kept under control (domain-model §5.2, §5.7): duties by level and measures. */

/** 分级管控责任 (§5.2): validated against the cascade-down rule (§2.5) by the server. */
export const riskPointControlResource = defineResource({
  name: 'riskPointControl',
  table: 'risk_point_control',
  path: `${RISK}/riskPointControl`,
  label: { zh: '分级管控责任', en: 'Control responsibilities' },
  permission: 'riskPointControl',
  tenantScoped: true,
  // No generic import: lines and control sets are validated as a whole (roll-up, cascade).
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'createTime', asc: true }],
  firstScreen: [
    'riskPointTypeId',
    'controlLevel',
    'enabled',
    'responsibleUserId',
    'deptId',
    'checkType',
    'checkCycle',
    'timesPerCycle',
  ],
  fields: {
    riskPointTypeId: riskPointRef(),
    controlLevel: dictField('CONTROL_LEVEL', '管控层级', 'Control level', {
      required: true,
      search: 'equal',
    }),
    deptId: deptRef('管控部门', 'Department', { required: true, search: 'equal' }),
    responsibleUserId: userRef('管控责任人', 'Responsible person', { required: true }),
    checkType: dictField('CHECK_TYPE', '排查类型', 'Check type', { required: true, defaultValue: 'DAILY' }),
    checkCycle: dictField('CHECK_CYCLE', '检查周期', 'Check cycle', { required: true }),
    cycleDays: { type: 'int', label: { zh: '周期天数', en: 'Cycle days' }, min: 1, max: 3650, list: false },
    timesPerCycle: {
      type: 'int',
      label: { zh: '每周期次数', en: 'Times per cycle' },
      required: true,
      min: 1,
      max: 1000,
      defaultValue: 1,
    },
    controlFocus: longText('管控重点', 'Control focus', { max: 2000 }),
    enabled: { type: 'bool', label: { zh: '启用', en: 'Enabled' }, required: true, defaultValue: true },
  },
});

/** 风险管控措施 (§5.7): the five categories, filled by hand or by merge. */
export const riskControlMeasureResource = defineResource({
  name: 'riskControlMeasure',
  table: 'risk_control_measure',
  path: `${RISK}/riskControlMeasure`,
  label: { zh: '风险管控措施', en: 'Control measures' },
  permission: 'riskControlMeasure',
  tenantScoped: true,
  defaultSort: [
    { column: 'category', asc: true },
    { column: 'sort', asc: true },
  ],
  fields: {
    riskPointTypeId: riskPointRef(),
    category: dictField('MEASURE_CATEGORY', '措施类别', 'Category', {
      required: true,
      search: 'equal',
      sortable: true,
    }),
    content: longText('措施内容', 'Measure', { required: true, list: true, search: 'like' }),
    isExisting: {
      type: 'bool',
      label: { zh: '现有措施', en: 'Existing' },
      required: true,
      defaultValue: true,
      component: 'switch',
    },
    sourceType: dictField('MEASURE_SOURCE_TYPE', '来源', 'Source', {
      calc: true,
      form: false,
      search: 'equal',
    }),
    sourceItemId: {
      type: 'id',
      label: { zh: '来源行', en: 'Source line' },
      calc: true,
      form: false,
      list: false,
    },
    hazardDesc: { type: 'string', label: { zh: '针对的危险源', en: 'Hazard' }, max: 500, list: false },
    controlLevel: dictField('CONTROL_LEVEL', '管控层级', 'Control level'),
    responsibleDeptId: deptRef('责任部门', 'Responsible department', { list: false }),
    responsibleUserId: userRef('责任人', 'Responsible person', { list: false }),
    implementStatus: dictField('MEASURE_IMPLEMENT_STATUS', '落实状态', 'Implementation'),
    plannedDate: { type: 'date', label: { zh: '计划日期', en: 'Planned date' }, list: false },
    doneDate: { type: 'date', label: { zh: '完成日期', en: 'Done date' }, list: false },
    checkable: {
      type: 'bool',
      label: { zh: '生成检查项', en: 'Checkable' },
      required: true,
      defaultValue: true,
      component: 'switch',
    },
    sort: {
      type: 'int',
      label: { zh: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      sortable: true,
      list: false,
    },
  },
});
