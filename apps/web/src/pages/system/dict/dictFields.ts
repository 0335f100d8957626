import { type FieldDef, resources } from '@dp/domain';

/**
 * Dictionary fields and rules (spec §3, §5) from the server's definition, shared by the system and
 * business dictionaries; the form asks for what the server would default.
 */
const { dictValue, remark, ...own } = resources.dict.fields;
// rows keep the server's order (sort) in both panels: no column sorters
const code: FieldDef = { ...own.code, sortable: false };
const sort: FieldDef = { ...own.sort, required: true, sortable: false };
const isSealed: FieldDef = { ...own.isSealed, required: true };
const dictKey: FieldDef = { ...own.dictKey, required: true };
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
