import { defineResource, type FieldDef } from '../resource';

/** Both kinds of scope hang on a menu and carry the code the server looks them up by. */
const scopeOwnerFields = {
  menuId: {
    type: 'id',
    label: { zh: '菜单', en: 'Menu' },
    required: true,
    requiredMessage: { zh: '请选择菜单', en: 'please select menu' },
    search: 'equal',
    component: 'tree-select',
    list: false,
  },
  resourceCode: {
    type: 'string',
    label: { zh: '权限编号', en: 'Resource code' },
    max: 255,
    search: 'like',
  },
} satisfies Record<string, FieldDef>;

/**
 * Data scopes (数据权限, api-contract §5.9): row filters attached to a menu (page) and granted to
 * roles. Types (dict data_scope_type): 1 all, 2 own rows (createUser), 3 own department
 * (createDept), 4 own department and below, 5 custom — `scopeValue` is a JSON list of conditions
 * over whitelisted columns, e.g. [{"column":"createDept","op":"in","value":"${deptIds}"}]; never SQL.
 */
export const dataScopeResource = defineResource({
  name: 'dataScope',
  table: 'calf_scope_data',
  path: '/calf-system/data-scope',
  label: { zh: '数据权限', en: 'Data Scopes' },
  permission: 'dataScope',
  tenantScoped: false,
  defaultSort: [{ column: 'createTime', asc: true }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove'],
  fields: {
    ...scopeOwnerFields,
    scopeName: {
      type: 'string',
      label: { zh: '权限名称', en: 'Scope name' },
      required: true,
      requiredMessage: { zh: '请输入权限名称', en: 'please enter the scope name' },
      max: 255,
      search: 'like',
    },
    scopeType: {
      type: 'int',
      label: { zh: '规则类型', en: 'Rule type' },
      dict: 'data_scope_type',
      required: true,
      requiredMessage: { zh: '请选择规则类型', en: 'please select the rule type' },
      min: 1,
      max: 5,
      component: 'select',
    },
    scopeColumn: {
      type: 'string',
      label: { zh: '权限字段', en: 'Column' },
      max: 255,
      defaultValue: 'createDept',
    },
    scopeField: {
      type: 'string',
      label: { zh: '可见字段', en: 'Visible fields' },
      max: 255,
      defaultValue: '*',
      list: false,
    },
    scopeClass: { type: 'string', label: { zh: '权限类名', en: 'Scope class' }, max: 500, list: false },
    scopeValue: {
      type: 'json',
      label: { zh: '规则值', en: 'Rule' },
      component: 'textarea',
      span: 24,
      list: false,
    },
    remark: { type: 'string', label: { zh: '备注', en: 'Remark' }, max: 255, span: 24, list: false },
  },
});

/**
 * API scopes (接口权限, api-contract §5.9): a route pattern (`*` one path segment, `**` any rest)
 * and method attached to a menu. Once a route matches any API scope, only roles granted one of
 * the matching scopes may call it.
 */
export const apiScopeResource = defineResource({
  name: 'apiScope',
  table: 'calf_scope_api',
  path: '/calf-system/api-scope',
  label: { zh: '接口权限', en: 'API Scopes' },
  permission: 'apiScope',
  tenantScoped: false,
  defaultSort: [{ column: 'createTime', asc: true }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove'],
  fields: {
    ...scopeOwnerFields,
    scopeName: {
      type: 'string',
      label: { zh: '接口名称', en: 'Scope name' },
      required: true,
      requiredMessage: { zh: '请输入接口名称', en: 'please enter the scope name' },
      max: 255,
      search: 'like',
    },
    scopePath: {
      type: 'string',
      label: { zh: '接口路径', en: 'Path pattern' },
      required: true,
      requiredMessage: { zh: '请输入接口路径', en: 'please enter the path' },
      max: 255,
      pattern: {
        source: '^/[A-Za-z0-9_\\-/*{}.]*$',
        message: { zh: '接口路径格式不正确', en: 'bad path pattern' },
      },
    },
    scopeMethod: {
      type: 'string',
      label: { zh: '请求方法', en: 'Method' },
      max: 10,
      pattern: {
        source: '^(\\*|GET|POST|PUT|DELETE|PATCH)$',
        message: { zh: '请求方法不正确', en: 'bad method' },
      },
      defaultValue: '*',
    },
    scopeType: {
      type: 'int',
      label: { zh: '接口类型', en: 'API type' },
      dict: 'api_scope_type',
      required: true,
      requiredMessage: { zh: '请选择接口类型', en: 'please select the API type' },
      component: 'select',
      defaultValue: 1,
    },
    remark: { type: 'string', label: { zh: '备注', en: 'Remark' }, max: 255, span: 24, list: false },
  },
});
