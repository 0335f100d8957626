import { defineResource, type FieldDef, remarkField } from '../resource';
import { refs } from './refs';
import {
  changedField,
  controlLevelCalc,
  deptRef,
  dictField,
  enableStatusField,
  evaluationFields,
  longText,
  placeRef,
  RISK,
  reviewStatusField,
  riskLevelField,
  riskPointRef,
  userRef,
} from './risk-fields';

/** Hazard analyses of a risk point (domain-model §5.3–§5.6): JHA job activities and SCL devices. */

/**
 * The part an analysis header (a job activity, a device) shares: who analysed, reviewed and
 * approved it and when, its evaluation method (LEC for jobs, LS for devices by default), the level
 * rolled up from its lines, its review state and whether it is in use.
 */
const analysisHeaderFields = (method: 'LEC' | 'LS') =>
  ({
    analystIds: {
      type: 'ids',
      label: { zh: '分析人', en: 'Analysts' },
      ref: refs.user,
      required: true,
      list: false,
    },
    analysisDate: {
      type: 'date',
      label: { zh: '分析日期', en: 'Analysis date' },
      required: true,
      sortable: true,
    },
    auditorId: userRef('审核人', 'Auditor', { list: false }),
    approverId: userRef('审定人', 'Approver', { list: false }),
    evalMethod: dictField('RISK_EVAL_METHOD', '评价方法', 'Evaluation method', {
      required: true,
      defaultValue: method,
      component: 'radio',
    }),
    riskLevel: riskLevelField(),
    controlLevel: controlLevelCalc(),
    reviewStatus: reviewStatusField(),
    changedSinceReview: changedField(),
    mergedAt: { type: 'datetime', label: { zh: '最近合并时间', en: 'Merged at' }, calc: true, form: false },
    enableStatus: enableStatusField(),
    remark: remarkField,
  }) satisfies Record<string, FieldDef>;

/** 作业活动 (§5.3, JHA header): level = worst enabled step. */
export const riskJobActivityResource = defineResource({
  name: 'riskJobActivity',
  table: 'risk_job_activity',
  path: `${RISK}/riskJobActivity`,
  label: { zh: '作业活动', en: 'Job activities' },
  permission: 'riskJobActivity',
  tenantScoped: true,
  firstScreen: [
    'name',
    'riskPointTypeId',
    'riskLevel',
    'controlLevel',
    'enableStatus',
    'reviewStatus',
    'deptId',
    'analysisDate',
  ],
  fields: {
    riskPointTypeId: riskPointRef(),
    name: {
      type: 'string',
      label: { zh: '作业活动名称', en: 'Activity' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    content: longText('活动内容/范围', 'Content and scope', { max: 2000 }),
    postIds: {
      type: 'ids',
      label: { zh: '涉及岗位', en: 'Posts' },
      ref: { table: 'calf_post', label: 'postName' },
      required: true,
    },
    routineType: dictField('ACTIVITY_ROUTINE', '常规/非常规', 'Routine', { required: true, search: 'equal' }),
    placeId: placeRef('作业地点', 'Place'),
    deptId: deptRef('所属部门', 'Department', { required: true, search: 'equal' }),
    ...analysisHeaderFields('LEC'),
  },
});

/** 作业步骤危害分析行 (§5.4): D/R, degree and level computed by the server. */
export const riskJobActivityItemResource = defineResource({
  name: 'riskJobActivityItem',
  table: 'risk_job_activity_item',
  path: `${RISK}/riskJobActivityItem`,
  label: { zh: '作业步骤危害分析', en: 'Job hazard analysis steps' },
  permission: 'riskJobActivity',
  tenantScoped: true,
  // Imported through the DB37 ledger (riskPointType/importLedger), which rolls levels up.
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'stepNo', asc: true }],
  fields: {
    activityId: {
      type: 'id',
      label: { zh: '作业活动', en: 'Activity' },
      ref: { table: 'risk_job_activity', label: 'name' },
      required: true,
      search: 'equal',
      immutable: true,
    },
    stepNo: {
      type: 'int',
      label: { zh: '序号', en: 'No.' },
      required: true,
      min: 1,
      max: 9999,
      sortable: true,
    },
    stepName: {
      type: 'string',
      label: { zh: '作业步骤', en: 'Step' },
      required: true,
      max: 200,
      search: 'like',
    },
    factorKey: dictField('JOB_DANGER_FACTOR', '危险源（库）', 'Hazard library', { list: false }),
    hazardDesc: longText('危险源或潜在事件', 'Hazard or potential event', { required: true, list: true }),
    ...evaluationFields(),
  },
});

/** 设备设施 (§5.5, SCL header): level = worst enabled checklist line. */
export const riskDeviceFacilityResource = defineResource({
  name: 'riskDeviceFacility',
  table: 'risk_device_facility',
  path: `${RISK}/riskDeviceFacility`,
  label: { zh: '设备设施', en: 'Devices and facilities' },
  permission: 'riskDeviceFacility',
  tenantScoped: true,
  firstScreen: [
    'deviceCode',
    'name',
    'riskPointTypeId',
    'riskLevel',
    'controlLevel',
    'deviceStatus',
    'enableStatus',
    'deptId',
    'analysisDate',
  ],
  fields: {
    riskPointTypeId: riskPointRef(),
    name: {
      type: 'string',
      label: { zh: '设备设施名称', en: 'Name' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    deviceCode: {
      type: 'string',
      label: { zh: '设备编号/位号', en: 'Device code' },
      max: 50,
      search: 'like',
    },
    category: dictField('DEVICE_CATEGORY', '设备类别', 'Category', { required: true, search: 'equal' }),
    specModel: { type: 'string', label: { zh: '规格型号', en: 'Model' }, max: 100, list: false },
    quantity: { type: 'int', label: { zh: '数量', en: 'Quantity' }, min: 1, max: 100000, defaultValue: 1 },
    isSpecialEquipment: {
      type: 'bool',
      label: { zh: '是否特种设备', en: 'Special equipment' },
      required: true,
      defaultValue: false,
      component: 'switch',
    },
    specialEquipmentType: dictField('SPECIAL_EQUIPMENT_TYPE', '特种设备种类', 'Special equipment type', {
      list: false,
    }),
    registrationNo: {
      type: 'string',
      label: { zh: '使用登记证号', en: 'Registration no.' },
      max: 50,
      list: false,
    },
    nextInspectionDate: {
      type: 'date',
      label: { zh: '下次定期检验日期', en: 'Next inspection' },
      sortable: true,
      list: false,
    },
    manufacturer: { type: 'string', label: { zh: '制造单位', en: 'Manufacturer' }, max: 100, list: false },
    commissionDate: { type: 'date', label: { zh: '投用日期', en: 'Commissioned' }, list: false },
    placeId: placeRef('所在位置', 'Place'),
    deptId: deptRef('使用部门', 'Department', { required: true, search: 'equal' }),
    deviceStatus: dictField('DEVICE_STATUS', '设备状态', 'Device status', {
      required: true,
      defaultValue: 'IN_USE',
    }),
    ...analysisHeaderFields('LS'),
  },
});

/** 安全检查表分析行 (§5.6). */
export const riskDeviceFacilityItemResource = defineResource({
  name: 'riskDeviceFacilityItem',
  table: 'risk_device_facility_item',
  path: `${RISK}/riskDeviceFacilityItem`,
  label: { zh: '安全检查表分析', en: 'Safety checklist lines' },
  permission: 'riskDeviceFacility',
  tenantScoped: true,
  // Imported through the DB37 ledger (riskPointType/importLedger), which rolls levels up.
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'itemNo', asc: true }],
  fields: {
    facilityId: {
      type: 'id',
      label: { zh: '设备设施', en: 'Device or facility' },
      ref: { table: 'risk_device_facility', label: 'name' },
      required: true,
      search: 'equal',
      immutable: true,
    },
    itemNo: {
      type: 'int',
      label: { zh: '序号', en: 'No.' },
      required: true,
      min: 1,
      max: 9999,
      sortable: true,
    },
    checkProject: {
      type: 'string',
      label: { zh: '检查项目（部位）', en: 'Check project' },
      required: true,
      max: 200,
      search: 'like',
    },
    checkStandard: longText('检查标准', 'Check standard', { required: true, list: true }),
    factorKey: dictField('DEVICE_FACILITY_FACTOR', '危险源（库）', 'Hazard library', { list: false }),
    nonConformity: longText('不符合标准情况及后果', 'Non-conformity and consequence', { required: true }),
    ...evaluationFields(),
  },
});
