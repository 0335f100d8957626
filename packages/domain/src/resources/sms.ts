import { defineResource, remarkField } from '../resource';

/**
 * SMS configurations (api-contract §5.12), per tenant. `status` 2 = enabled, 1 = disabled (dict
 * yes_no); exactly one is enabled, through `enable/{id}`. The secret key is stored encrypted and
 * only ever returned as a mask. Category (dict sms) selects the driver: 5 record only, 3 Aliyun.
 */
export const smsResource = defineResource({
  name: 'sms',
  table: 'calf_sms',
  path: '/calf-resource/sms',
  label: { zh: '短信配置', en: 'SMS Settings' },
  permission: 'sms',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    category: {
      type: 'int',
      label: { zh: '分类', en: 'Category' },
      dict: 'sms',
      required: true,
      requiredMessage: { zh: '请选择分类', en: 'please select the category' },
      search: 'equal',
      component: 'radio',
    },
    smsCode: {
      type: 'string',
      label: { zh: '资源编号', en: 'Code' },
      required: true,
      requiredMessage: { zh: '请输入资源编号', en: 'please enter the code' },
      max: 64,
      pattern: {
        source: '^[A-Za-z0-9_.-]+$',
        message: { zh: '资源编号只能包含字母、数字、_ . -', en: 'letters, digits, _ . - only' },
      },
      search: 'like',
      sortable: true,
      unique: true,
    },
    templateId: {
      type: 'string',
      label: { zh: '模板ID', en: 'Template id' },
      max: 128,
      search: 'like',
    },
    accessKey: { type: 'string', label: { zh: 'accessKey', en: 'Access key' }, max: 255, list: false },
    secretKey: {
      type: 'text',
      label: { zh: 'secretKey', en: 'Secret key' },
      max: 255,
      list: false,
      excel: false,
    },
    regionId: {
      type: 'string',
      label: { zh: 'regionId', en: 'Region id' },
      max: 64,
      pattern: { source: '^[a-z0-9-]*$', message: { zh: 'regionId 格式不正确', en: 'invalid region id' } },
      list: false,
    },
    signName: { type: 'string', label: { zh: '短信签名', en: 'Sign name' }, max: 64 },
    remark: remarkField,
  },
});

/**
 * Every message sent (any driver), one row per recipient: read-only log. `status` 1 = sent,
 * 2 = failed (dict sms_send_status is not seeded; the labels live here).
 */
export const smsMessageResource = defineResource({
  name: 'smsMessage',
  table: 'calf_sms_message',
  path: '/calf-resource/sms/message',
  label: { zh: '短信发送记录', en: 'Sent Messages' },
  permission: 'sms',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: ['page', 'list', 'get'],
  fields: {
    phone: { type: 'string', label: { zh: '手机号', en: 'Phone' }, max: 20, search: 'like', sortable: true },
    smsId: { type: 'id', label: { zh: '短信配置', en: 'SMS config' }, list: false, form: false },
    smsCode: { type: 'string', label: { zh: '资源编号', en: 'Code' }, max: 64, search: 'equal' },
    driver: { type: 'string', label: { zh: '发送方式', en: 'Driver' }, max: 20 },
    templateId: { type: 'string', label: { zh: '模板ID', en: 'Template id' }, max: 128 },
    signName: { type: 'string', label: { zh: '短信签名', en: 'Sign name' }, max: 64, list: false },
    params: { type: 'text', label: { zh: '模板参数', en: 'Template parameters' }, max: 4000 },
    messageId: { type: 'string', label: { zh: '回执编号', en: 'Message id' }, max: 128, list: false },
    error: { type: 'string', label: { zh: '失败原因', en: 'Error' }, max: 1000 },
  },
});
