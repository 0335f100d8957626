import { defineResource, remarkField } from '../resource';

/**
 * Object storage configurations (api-contract §5.12), per tenant. `status` 2 = enabled, 1 =
 * disabled (dict yes_no); exactly one is enabled, through `enable/{id}`. The secret key is stored
 * encrypted and only ever returned as a mask.
 */
export const ossResource = defineResource({
  name: 'oss',
  table: 'calf_oss',
  path: '/calf-resource/oss',
  label: { zh: '对象存储', en: 'Object Storage' },
  permission: 'oss',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    category: {
      type: 'int',
      label: { zh: '分类', en: 'Category' },
      dict: 'oss',
      required: true,
      requiredMessage: { zh: '请选择分类', en: 'please select the category' },
      search: 'equal',
      component: 'radio',
    },
    ossCode: {
      type: 'string',
      label: { zh: '资源编号', en: 'Code' },
      required: true,
      requiredMessage: { zh: '请输入资源编号', en: 'please enter the code' },
      max: 64,
      search: 'like',
      sortable: true,
      unique: true,
    },
    endpoint: {
      type: 'string',
      label: { zh: '资源地址', en: 'Endpoint' },
      max: 255,
      search: 'like',
    },
    bucketName: { type: 'string', label: { zh: '空间名', en: 'Bucket' }, max: 128 },
    accessKey: { type: 'string', label: { zh: 'accessKey', en: 'Access key' }, max: 255, list: false },
    secretKey: {
      type: 'text',
      label: { zh: 'secretKey', en: 'Secret key' },
      max: 255,
      list: false,
      excel: false,
    },
    appId: { type: 'string', label: { zh: 'appId', en: 'App id' }, max: 255, list: false },
    region: { type: 'string', label: { zh: 'region', en: 'Region' }, max: 64, list: false },
    remark: remarkField,
  },
});

/** Attachments (附件): every upload is recorded; only the original name may be changed. */
export const attachResource = defineResource({
  name: 'attach',
  table: 'calf_attach',
  path: '/calf-resource/attach',
  label: { zh: '附件管理', en: 'Attachments' },
  permission: 'attach',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'remove'],
  fields: {
    link: { type: 'string', label: { zh: '附件地址', en: 'Link' }, max: 1000, required: true, form: false },
    domainUrl: {
      type: 'string',
      label: { zh: '附件域名', en: 'Domain' },
      max: 500,
      list: false,
      form: false,
    },
    name: {
      type: 'string',
      label: { zh: '附件名称', en: 'Object name' },
      max: 500,
      required: true,
      form: false,
    },
    originalName: {
      type: 'string',
      label: { zh: '附件原名', en: 'Original name' },
      max: 500,
      required: true,
      requiredMessage: { zh: '请输入附件原名', en: 'please enter the original name' },
      search: 'like',
      sortable: true,
    },
    extension: {
      type: 'string',
      label: { zh: '附件拓展名', en: 'Extension' },
      max: 12,
      search: 'equal',
      form: false,
    },
    contentType: {
      type: 'string',
      label: { zh: '内容类型', en: 'Content type' },
      max: 100,
      list: false,
      form: false,
    },
    attachSize: {
      type: 'int',
      label: { zh: '附件大小', en: 'Size (bytes)' },
      min: 0,
      sortable: true,
      form: false,
    },
    ossId: { type: 'id', label: { zh: '存储配置', en: 'Storage config' }, list: false, form: false },
  },
});
