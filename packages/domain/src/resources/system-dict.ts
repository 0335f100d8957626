import { defineResource, type FieldDef, type ResourceDef, remarkField } from '../resource';

/**
 * Dictionary rows (api-contract §4.1): a header (`parentId` 0, `dictKey` '-1') whose items hang
 * below it, items possibly in a tree of their own; header and items share the `code`.
 */
const fields = {
  code: {
    type: 'string',
    label: { zh: '字典编号', en: 'Dictionary code' },
    required: true,
    requiredMessage: { zh: '请输入字典编号', en: 'please enter the dictionary code' },
    max: 255,
    search: 'like',
    // also the B-tree the item lookups by code use
    sortable: true,
  },
  // required of an item (the module's rule), a header's is '-1'
  dictKey: {
    type: 'string',
    label: { zh: '字典键值', en: 'Item key' },
    requiredMessage: { zh: '请输入字典键值', en: 'please enter the item key' },
    max: 255,
  },
  dictValue: {
    type: 'string',
    label: { zh: '字典名称', en: 'Dictionary name' },
    required: true,
    requiredMessage: { zh: '请输入字典名称', en: 'please enter the dictionary name' },
    max: 255,
    search: 'like',
  },
  // required on the screens (spec §5); the server puts 1 for a row without one
  sort: {
    type: 'int',
    label: { zh: '字典排序', en: 'Sort' },
    requiredMessage: { zh: '请输入字典排序', en: 'please enter the sort order' },
    min: 0,
    max: 999999,
    sortable: true,
  },
  remark: { ...remarkField, label: { zh: '字典备注', en: 'Remark' } },
  isSealed: {
    type: 'int',
    label: { zh: '封存', en: 'Sealed' },
    requiredMessage: { zh: '请选择封存', en: 'please choose whether it is sealed' },
    min: 0,
    max: 1,
    defaultValue: 0,
    component: 'radio',
  },
  /** Module settings of an item (JSON: grade bands, sign names…): read by the server only. */
  extra: { type: 'text', label: { zh: '扩展', en: 'Extra' }, secret: true, calc: true },
} satisfies Record<string, FieldDef>;

const shared = {
  tree: true,
  treeTitle: 'dictValue',
  defaultSort: [{ column: 'sort', asc: true }],
  // `list` answers the forest (tree-routes); parent-list, child-list, select and the
  // `dictionary` calls are the module's own
  calls: ['page', 'detail', 'submit', 'remove'],
  fields,
} satisfies Partial<ResourceDef>;

/** The platform's system dictionary (`/calf-system/dict`), shared by every tenant. */
export const dictResource = defineResource({
  name: 'dict',
  table: 'calf_dict',
  path: '/calf-system/dict',
  label: { zh: '系统字典', en: 'System dictionary' },
  permission: 'dict',
  tenantScoped: false,
  ...shared,
});

/** The business dictionary (`/calf-system/dict-biz`): each tenant's own copy. */
export const dictBizResource = defineResource({
  name: 'dictBiz',
  table: 'calf_dict_biz',
  path: '/calf-system/dict-biz',
  label: { zh: '业务字典', en: 'Business dictionary' },
  permission: 'dictBiz',
  tenantScoped: true,
  ...shared,
});
