import type { FieldDef } from '../resource';

/** Field builders of the danger area's definitions: a business-dictionary select, a long text. */
export const biz = (dict: string, zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  dict,
  dictBiz: true,
  label: { zh, en },
  max: 30,
  component: 'select',
  ...extra,
});

export const text = (zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label: { zh, en },
  max: 5000,
  component: 'textarea',
  span: 24,
  list: false,
  ...extra,
});
