import { defineResource } from '../resource';

/** System parameters (seed 000 §3, §5). Per tenant: tenant 000000 holds the platform defaults. */
export const paramResource = defineResource({
  name: 'param',
  table: 'calf_param',
  path: '/calf-system/param',
  label: { zh: '参数管理', en: 'Parameters' },
  permission: 'param',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  fields: {
    paramName: {
      type: 'string',
      label: { zh: '参数名称', en: 'Parameter name' },
      required: true,
      requiredMessage: { zh: '请输入参数名称', en: 'please enter parameter name' },
      max: 255,
      search: 'like',
      sortable: true,
    },
    paramKey: {
      type: 'string',
      label: { zh: '参数键名', en: 'Parameter key' },
      required: true,
      requiredMessage: { zh: '请输入参数键名', en: 'please enter parameter key' },
      max: 255,
      search: 'like',
      sortable: true,
      unique: true,
    },
    paramValue: {
      type: 'text',
      label: { zh: '参数键值', en: 'Parameter value' },
      required: true,
      requiredMessage: { zh: '请输入参数键值', en: 'please enter parameter value' },
      max: 10000,
      component: 'textarea',
      span: 24,
    },
    remark: {
      type: 'string',
      label: { zh: '备注', en: 'Remark' },
      max: 500,
      component: 'textarea',
      span: 24,
      list: false,
    },
  },
});
