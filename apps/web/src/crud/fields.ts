import type { FieldDef } from '@dp/domain';
import type { FieldSpec } from './types';

/** Field specs of a definition's fields, in declaration order, secrets left out. */
export function fieldSpecs(
  fields: Record<string, FieldDef>,
  overrides: Record<string, Partial<FieldSpec>> = {},
) {
  return Object.entries(fields)
    .filter(([, def]) => !def.secret)
    .map(([name, def]): FieldSpec => ({ name, def, ...overrides[name] }));
}

export const formSpecs = (specs: FieldSpec[]) => specs.filter((s) => s.def.form !== false);
export const searchSpecs = (specs: FieldSpec[]) => specs.filter((s) => s.def.search);
