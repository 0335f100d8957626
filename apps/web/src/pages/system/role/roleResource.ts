import { defineResource } from '@dp/domain';

/**
 * Roles (api-contract §5.2) as the generic tree screen reads them. The server's role module is
 * hand-written (cross-tenant reads, alias guards, grant cascade), so this definition is the
 * screen's alone, not in the registry: `list` answers the forest, `tree` the parent picker.
 */
export const roleResource = defineResource({
  name: 'role',
  table: 'calf_role',
  path: '/calf-system/role',
  label: { zh: '角色', en: 'Role' },
  permission: 'role',
  tenantScoped: true,
  tree: true,
  treeTitle: 'roleName',
  calls: ['list', 'detail', 'submit', 'remove'],
  fields: {
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
    sort: {
      type: 'int',
      label: { zh: '角色排序', en: 'Sort' },
      required: true,
      requiredMessage: { zh: '请输入角色排序', en: 'please enter the sort order' },
      min: 0,
      max: 999999,
      defaultValue: 1,
    },
  },
});
