import type { FieldDef } from '@dp/domain';

/** Department fields (api-contract §5.3). */
export const deptFields: Record<string, FieldDef> = {
  deptName: {
    type: 'string',
    label: { zh: '机构名称', en: 'Department name' },
    required: true,
    requiredMessage: { zh: '请输入机构名称', en: 'please enter the department name' },
    max: 45,
    search: 'like',
  },
  fullName: {
    type: 'string',
    label: { zh: '机构全称', en: 'Full name' },
    max: 45,
    search: 'like',
  },
  parentId: {
    type: 'id',
    label: { zh: '上级机构', en: 'Parent' },
    component: 'tree-select',
    list: false,
  },
  deptCategory: {
    type: 'int',
    label: { zh: '机构类型', en: 'Category' },
    dict: 'org_category',
    required: true,
    requiredMessage: { zh: '请选择机构类型', en: 'please select the category' },
    component: 'select',
  },
  sort: {
    type: 'int',
    label: { zh: '排序', en: 'Sort' },
    required: true,
    requiredMessage: { zh: '请输入排序', en: 'please enter the sort order' },
    min: 0,
    max: 999999,
    defaultValue: 1,
  },
  remark: {
    type: 'string',
    label: { zh: '备注', en: 'Remark' },
    max: 255,
    component: 'textarea',
    span: 24,
    list: false,
  },
};
