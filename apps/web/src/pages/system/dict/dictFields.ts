import type { FieldDef } from '@dp/domain';

/** Dictionary header fields and rules (spec §3, §5). Shared by the system and business dictionaries. */
const code: FieldDef = {
  type: 'string',
  label: { zh: '字典编号', en: 'Dictionary code' },
  required: true,
  requiredMessage: { zh: '请输入字典编号', en: 'please enter the dictionary code' },
  max: 255,
  search: 'like',
};
const dictValue: FieldDef = {
  type: 'string',
  label: { zh: '字典名称', en: 'Dictionary name' },
  required: true,
  requiredMessage: { zh: '请输入字典名称', en: 'please enter the dictionary name' },
  max: 255,
  search: 'like',
};
const sort: FieldDef = {
  type: 'int',
  label: { zh: '字典排序', en: 'Sort' },
  required: true,
  requiredMessage: { zh: '请输入字典排序', en: 'please enter the sort order' },
  min: 0,
};
const isSealed: FieldDef = {
  type: 'int',
  label: { zh: '封存', en: 'Sealed' },
  required: true,
  requiredMessage: { zh: '请选择封存', en: 'please choose whether it is sealed' },
  component: 'radio',
  defaultValue: 0,
};
const remark: FieldDef = {
  type: 'string',
  label: { zh: '字典备注', en: 'Remark' },
  max: 255,
  component: 'textarea',
  span: 24,
  list: false,
};
const dictKey: FieldDef = {
  type: 'string',
  label: { zh: '字典键值', en: 'Item key' },
  required: true,
  requiredMessage: { zh: '请输入字典键值', en: 'please enter the item key' },
  max: 255,
};
const parentId: FieldDef = {
  type: 'id',
  label: { zh: '上级字典', en: 'Parent' },
  component: 'tree-select',
  list: false,
};

export type DictVariant = {
  /** Business dictionary endpoints (`/calf-system/dict-biz`). */
  isBiz: boolean;
  /** The variant of spec §3: sort hidden and isSealed left out of the form. */
  isCompact: boolean;
};

function variantOf(fields: Record<string, FieldDef>, { isCompact }: DictVariant): Record<string, FieldDef> {
  if (!isCompact) return fields;
  const { isSealed: _sealed, ...rest } = fields;
  return rest.sort ? { ...rest, sort: { ...rest.sort, list: false } } : rest;
}

export function parentFields(variant: DictVariant): Record<string, FieldDef> {
  return variantOf({ code, dictValue, sort, isSealed, remark }, variant);
}

export function childFields(variant: DictVariant): Record<string, FieldDef> {
  return variantOf(
    {
      code: { ...code, search: undefined },
      dictValue: { ...dictValue, search: undefined },
      dictKey,
      parentId,
      sort,
      isSealed,
      remark,
    },
    variant,
  );
}

export const SYSTEM_DICT: DictVariant = { isBiz: false, isCompact: false };
export const BUSINESS_DICT: DictVariant = { isBiz: true, isCompact: true };
