import { defineResource, remarkField } from '../resource';

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
