import type { FieldDef } from '../resource';

/** Field builders shared by the check definitions (domain-model §6). */

export const biz = (code: string) => ({ dict: code, dictBiz: true, component: 'select' }) as const;

/** A list of ids kept in a join table (`ids`): labels come back as `<field>Name`, `<field>_equal` filters. */
export const idList = (
  zh: string,
  en: string,
  ref: { table: string; label: string },
  required = false,
): FieldDef => ({
  type: 'ids',
  label: { zh, en },
  ref,
  required,
  list: false,
});
