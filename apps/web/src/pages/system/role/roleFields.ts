import type { FieldDef } from '@dp/domain';

/** Role fields (api-contract §5.2). */
export const roleFields: Record<string, FieldDef> = {
  roleName: {
    type: 'string',
    label: { zh: '角色名称', en: 'Role name' },
    required: true,
    requiredMessage: { zh: '请输入角色名称', en: 'please enter the role name' },
    max: 64,
    search: 'like',
  },
  roleAlias: {
    type: 'string',
    label: { zh: '角色别名', en: 'Role alias' },
    required: true,
    requiredMessage: { zh: '请输入角色别名', en: 'please enter the role alias' },
    max: 64,
    search: 'like',
  },
  parentId: {
    type: 'id',
    label: { zh: '上级角色', en: 'Parent role' },
    component: 'tree-select',
    list: false,
  },
  sort: {
    type: 'int',
    label: { zh: '角色排序', en: 'Sort' },
    required: true,
    requiredMessage: { zh: '请输入角色排序', en: 'please enter the sort order' },
    min: 0,
    max: 999999,
    defaultValue: 1,
  },
};
