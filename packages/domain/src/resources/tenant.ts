import { defineResource } from '../resource';

/**
 * Tenants (租户管理, api-contract §5.5). `tenantId` is the generated 6-digit code. Creation also
 * takes `adminPassword` (not a column): the initial password of the tenant's `admin` account.
 */
export const tenantResource = defineResource({
  name: 'tenant',
  table: 'calf_tenant',
  path: '/calf-system/tenant',
  label: { zh: '租户管理', en: 'Tenants' },
  permission: 'tenant',
  tenantScoped: false,
  defaultSort: [{ column: 'createTime', asc: true }],
  calls: ['page', 'list', 'get', 'detail', 'remove'],
  fields: {
    tenantId: {
      type: 'string',
      label: { zh: '租户ID', en: 'Tenant id' },
      max: 12,
      form: false,
      search: 'like',
      sortable: true,
    },
    tenantName: {
      type: 'string',
      label: { zh: '租户名称', en: 'Tenant name' },
      required: true,
      requiredMessage: { zh: '请输入租户名称', en: 'please enter the tenant name' },
      max: 100,
      search: 'like',
      sortable: true,
    },
    linkman: {
      type: 'string',
      label: { zh: '联系人', en: 'Contact' },
      required: true,
      requiredMessage: { zh: '请输入联系人', en: 'please enter the contact' },
      max: 50,
      search: 'like',
    },
    contactNumber: { type: 'string', label: { zh: '联系电话', en: 'Phone' }, max: 30 },
    address: { type: 'string', label: { zh: '联系地址', en: 'Address' }, max: 255, span: 24, list: false },
    domainUrl: { type: 'string', label: { zh: '绑定域名', en: 'Domain' }, max: 255, list: false },
    backgroundUrl: {
      type: 'string',
      label: { zh: '系统背景', en: 'Background' },
      max: 1000,
      component: 'upload-image',
      list: false,
    },
    accountNumber: {
      type: 'int',
      label: { zh: '账号额度', en: 'Account quota' },
      min: -1,
      form: false,
      defaultValue: -1,
    },
    expireTime: { type: 'datetime', label: { zh: '过期时间', en: 'Expires' }, form: false, sortable: true },
    packageId: { type: 'id', label: { zh: '产品包', en: 'Package' }, form: false, list: false },
    datasourceId: { type: 'id', label: { zh: '数据源', en: 'Data source' }, form: false, list: false },
    licenseKey: {
      type: 'string',
      label: { zh: '授权码', en: 'License' },
      max: 1000,
      form: false,
      list: false,
    },
  },
});

/** Tenant product packages (租户产品包, spec 000 §2/§5): the menus a tenant may use. */
export const tenantPackageResource = defineResource({
  name: 'tenantPackage',
  table: 'calf_tenant_package',
  path: '/calf-system/tenant-package',
  label: { zh: '租户产品包', en: 'Tenant Packages' },
  permission: 'tenantPackage',
  tenantScoped: false,
  defaultSort: [{ column: 'createTime', asc: true }],
  calls: ['page', 'list', 'get', 'detail', 'submit', 'remove'],
  fields: {
    packageName: {
      type: 'string',
      label: { zh: '产品包名称', en: 'Package name' },
      required: true,
      requiredMessage: { zh: '请输入产品包名称', en: 'please enter the product package name' },
      max: 100,
      search: 'like',
      sortable: true,
    },
    menuId: {
      type: 'text',
      label: { zh: '菜单列表', en: 'Menus' },
      required: true,
      requiredMessage: { zh: '请选择菜单', en: 'please select menu' },
      max: 20000,
      pattern: { source: '^\\d{1,19}(,\\d{1,19})*$', message: { zh: '菜单编号不正确', en: 'bad menu ids' } },
      component: 'tree-select',
      span: 24,
      list: false,
    },
    remark: {
      type: 'string',
      label: { zh: '备注', en: 'Remark' },
      max: 255,
      component: 'textarea',
      span: 24,
    },
  },
});
