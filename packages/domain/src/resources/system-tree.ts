import { defineResource, remarkField, tenantField } from '../resource';

/** Departments (机构, api-contract §5.3): a per-tenant tree; `list` answers the forest. */
export const deptResource = defineResource({
  name: 'dept',
  table: 'calf_dept',
  path: '/calf-system/dept',
  label: { zh: '机构', en: 'Department' },
  permission: 'dept',
  tenantScoped: true,
  tree: true,
  treeTitle: 'deptName',
  defaultSort: [{ column: 'sort', asc: true }],
  calls: ['page', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    deptName: {
      type: 'string',
      label: { zh: '机构名称', en: 'Department name' },
      required: true,
      requiredMessage: { zh: '请输入机构名称', en: 'please enter the department name' },
      max: 45,
      search: 'like',
      sortable: true,
    },
    fullName: {
      type: 'string',
      label: { zh: '机构全称', en: 'Full name' },
      max: 45,
      search: 'like',
    },
    deptCategory: {
      type: 'int',
      label: { zh: '机构类型', en: 'Category' },
      dict: 'org_category',
      component: 'select',
      search: 'equal',
      defaultValue: 1,
    },
    sort: {
      type: 'int',
      label: { zh: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      defaultValue: 1,
      sortable: true,
    },
    remark: remarkField,
  },
});

/**
 * Menus and buttons (api-contract §3.1): one platform-wide tree only the platform administrator
 * edits. `list` / `menu-list` (category 1) answer forests and `tree` the caller's category-1 menus,
 * so the server's menu module registers those beside the standard calls; it also owns routes,
 * buttons and the grant trees.
 */
export const menuResource = defineResource({
  name: 'menu',
  table: 'calf_menu',
  path: '/calf-system/menu',
  label: { zh: '菜单', en: 'Menu' },
  permission: 'menu',
  tenantScoped: false,
  tree: true,
  treeTitle: 'name',
  calls: ['get', 'detail', 'submit', 'remove'],
  fields: {
    name: {
      type: 'string',
      label: { zh: '菜单名称', en: 'Menu name' },
      required: true,
      requiredMessage: { zh: '请输入菜单名称', en: 'please enter the menu name' },
      max: 255,
      search: 'like',
    },
    code: {
      type: 'string',
      label: { zh: '菜单编号', en: 'Code' },
      required: true,
      requiredMessage: { zh: '请输入菜单编号', en: 'please enter the menu code' },
      max: 255,
      search: 'like',
      unique: true,
    },
    alias: { type: 'string', label: { zh: '菜单别名', en: 'Alias' }, max: 255, search: 'like' },
    path: { type: 'string', label: { zh: '路由地址', en: 'Path' }, max: 255 },
    source: { type: 'string', label: { zh: '菜单图标', en: 'Icon' }, max: 255, component: 'select' },
    category: {
      type: 'int',
      label: { zh: '菜单类型', en: 'Category' },
      dict: 'menu_category',
      required: true,
      requiredMessage: { zh: '请选择菜单类型', en: 'please select the category' },
      component: 'radio',
      defaultValue: 1,
    },
    action: {
      type: 'int',
      label: { zh: '按钮功能', en: 'Button placement' },
      dict: 'button_func',
      component: 'radio',
      list: false,
    },
    isOpen: {
      type: 'int',
      label: { zh: '新窗口打开', en: 'New window' },
      dict: 'yes_no',
      component: 'radio',
      defaultValue: 1,
      list: false,
    },
    sort: {
      type: 'int',
      label: { zh: '菜单排序', en: 'Sort' },
      required: true,
      requiredMessage: { zh: '请输入菜单排序', en: 'please enter the sort order' },
      min: 0,
      max: 999999,
      defaultValue: 1,
    },
    remark: { ...remarkField, label: { zh: '菜单备注', en: 'Remark' } },
  },
});

/**
 * Roles (api-contract §5.2): a tree per tenant. The platform administrator manages every tenant's
 * roles, so, as for users, the tenant condition is the module's row filter rather than
 * `tenantScoped` (modules/system/role.ts, which adds the alias guards, the grants and the pickers).
 * `list` answers the forest.
 */
export const roleResource = defineResource({
  name: 'role',
  table: 'calf_role',
  path: '/calf-system/role',
  label: { zh: '角色', en: 'Role' },
  permission: 'role',
  tenantScoped: false,
  tree: true,
  treeTitle: 'roleName',
  defaultSort: [
    { column: 'sort', asc: true },
    { column: 'id', asc: true },
  ],
  calls: ['get', 'detail', 'submit', 'remove'],
  fields: {
    tenantId: tenantField,
    roleName: {
      type: 'string',
      label: { zh: '角色名称', en: 'Role name' },
      required: true,
      requiredMessage: { zh: '请输入角色名称', en: 'please enter the role name' },
      max: 255,
      search: 'like',
    },
    roleAlias: {
      type: 'string',
      label: { zh: '角色别名', en: 'Role alias' },
      required: true,
      requiredMessage: { zh: '请输入角色别名', en: 'please enter the role alias' },
      max: 255,
      search: 'like',
    },
    sort: {
      type: 'int',
      label: { zh: '角色排序', en: 'Sort' },
      min: 0,
      max: 999999,
      defaultValue: 1,
    },
  },
});
