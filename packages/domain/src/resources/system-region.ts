import { defineResource, type FieldDef, remarkField, type Text } from '../resource';

/** The code/name pair of one level (province … village), copied from the path on every write. */
const pair = (level: string, zh: string, en: string): Record<string, FieldDef> => {
  const own = (label: Text, max: number): FieldDef => ({
    type: 'string',
    label,
    max,
    calc: true,
    list: false,
    form: false,
  });
  return {
    [`${level}Code`]: own({ zh: `${zh}编号`, en: `${en} code` }, 12),
    [`${level}Name`]: own({ zh, en }, 64),
  };
};

/**
 * Administrative regions (行政区划, api-contract §5.8): one platform-wide tree keyed by the
 * GB/T 2260 code (no numeric id, no base columns: a removal deletes the row). The root 中国 has
 * code 00 and parent 0; the lazy tree starts below it. Level and level pairs are computed on
 * write by the server module.
 */
export const regionResource = defineResource({
  name: 'region',
  table: 'calf_region',
  path: '/calf-system/region',
  label: { zh: '行政区划', en: 'Region' },
  permission: 'region',
  readOpen: true,
  tenantScoped: false,
  tree: true,
  treeTitle: 'name',
  key: 'code',
  baseColumns: false,
  lazyRoot: '00',
  calls: ['list', 'detail', 'submit', 'remove', 'exportExcel', 'import'],
  defaultSort: [
    { column: 'sort', asc: true },
    { column: 'code', asc: true },
  ],
  fields: {
    name: {
      type: 'string',
      label: { zh: '区划名称', en: 'Region name' },
      required: true,
      requiredMessage: { zh: '请输入区划名称', en: 'please enter the region name' },
      max: 64,
      search: 'like',
    },
    code: {
      type: 'string',
      label: { zh: '区划编号', en: 'Region code' },
      required: true,
      requiredMessage: { zh: '请输入区划编号', en: 'please enter the region code' },
      max: 12,
      pattern: { source: '^\\d{2,12}$', message: { zh: '区划编号应为2到12位数字', en: '2 to 12 digits' } },
      search: 'like',
      unique: true,
      immutable: true,
    },
    parentCode: {
      type: 'string',
      label: { zh: '上级区划编号', en: 'Parent code' },
      required: true,
      requiredMessage: { zh: '请输入上级区划编号', en: 'please enter the parent code' },
      max: 12,
      defaultValue: '00',
      pattern: { source: '^\\d{1,12}$', message: { zh: '上级区划编号应为数字', en: 'digits only' } },
    },
    regionLevel: {
      type: 'int',
      label: { zh: '区划层级', en: 'Level' },
      dict: 'region',
      calc: true,
      search: 'equal',
      component: 'select',
    },
    sort: {
      type: 'int',
      label: { zh: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      defaultValue: 0,
      sortable: true,
    },
    remark: remarkField,
    ...pair('province', '省级', 'Province'),
    ...pair('city', '地级', 'City'),
    ...pair('district', '县级', 'District'),
    ...pair('town', '乡级', 'Town'),
    ...pair('village', '村级', 'Village'),
  },
});
