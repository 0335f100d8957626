import { defineResource } from '../resource';
import { biz } from './check-fields';
import { refs } from './refs';

/**
 * Hidden-danger investigation, planning and execution — domain-model §6 (items here; points,
 * plans and records beside). Business dictionaries are per tenant (`dictBiz`). The base column
 * `status` stays the generic 1/0 flag; the business states are `enableStatus`, `planStatus`,
 * `taskStatus` and `recordStatus`.
 */

export const checkItemResource = defineResource({
  name: 'checkItem',
  table: 'shtmp_check_item',
  path: '/shtmp-check/checkItem',
  label: { zh: '检查项', en: 'Check Items' },
  permission: 'checkItem',
  tenantScoped: true,
  defaultSort: [
    { column: 'sort', asc: true },
    { column: 'createTime', asc: true },
  ],
  fields: {
    riskPointTypeId: {
      type: 'id',
      label: { zh: '风险点', en: 'Risk Point' },
      search: 'equal',
      ref: refs.riskPoint,
    },
    pointKind: {
      type: 'string',
      label: { zh: '适用点位类型', en: 'Point Kind' },
      ...biz('CHECK_POINT_KIND'),
      max: 20,
      defaultValue: 'NORMAL',
      search: 'equal',
    },
    content: {
      type: 'string',
      label: { zh: '检查内容', en: 'Content' },
      required: true,
      max: 500,
      search: 'like',
      span: 24,
    },
    standard: {
      type: 'text',
      label: { zh: '检查标准/方法', en: 'Standard / Method' },
      max: 2000,
      component: 'textarea',
      span: 24,
    },
    basis: { type: 'string', label: { zh: '检查依据', en: 'Basis' }, max: 300, list: false },
    measureId: { type: 'id', label: { zh: '来源措施', en: 'Source Measure' }, list: false, form: false },
    controlLevels: {
      type: 'string',
      label: { zh: '适用管控层级', en: 'Control Levels' },
      ...biz('CONTROL_LEVEL'),
      multiple: true,
      list: false,
    },
    resultType: {
      type: 'string',
      label: { zh: '结果类型', en: 'Result Type' },
      ...biz('CHECK_ITEM_RESULT_TYPE'),
      max: 20,
      defaultValue: 'PASS_FAIL',
    },
    unit: { type: 'string', label: { zh: '单位', en: 'Unit' }, max: 20, list: false },
    minValue: { type: 'decimal', label: { zh: '下限', en: 'Minimum' }, list: false },
    maxValue: { type: 'decimal', label: { zh: '上限', en: 'Maximum' }, list: false },
    photoRequired: {
      type: 'bool',
      label: { zh: '需拍照', en: 'Photo Required' },
      component: 'switch',
      defaultValue: false,
    },
    sort: { type: 'int', label: { zh: '排序', en: 'Sort' }, sortable: true, defaultValue: 0 },
    enabled: { type: 'bool', label: { zh: '启用', en: 'Enabled' }, component: 'switch', defaultValue: true },
  },
});
