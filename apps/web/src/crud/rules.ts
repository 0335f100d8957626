import type { FieldDef } from '@dp/domain';
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang } from './i18n';
import type { FieldSpec } from './types';

/** One validation rule of a field, independent of the form library. */
export type FieldCheck = { message: string; test: (value: unknown) => boolean };

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isNumeric = (def: FieldDef) => def.type === 'int' || def.type === 'decimal';

/** The checks a field's definition implies, with messages in the current language. */
export function fieldChecks(spec: Pick<FieldSpec, 'def' | 'checks'>, lang: Lang, t: TFunction): FieldCheck[] {
  const { def } = spec;
  const label = def.label[lang];
  const checks: FieldCheck[] = [];
  if (def.required) {
    const message = def.requiredMessage?.[lang] ?? t('crud.required', { label });
    checks.push({ message, test: (v) => !isEmpty(v) });
  }
  if (def.max !== undefined) {
    checks.push(
      isNumeric(def)
        ? {
            message: t('crud.max', { label, max: def.max }),
            test: (v) => isEmpty(v) || Number(v) <= def.max!,
          }
        : {
            message: t('crud.maxLength', { label, max: def.max }),
            test: (v) => isEmpty(v) || String(v).length <= def.max!,
          },
    );
  }
  if (def.min !== undefined && isNumeric(def)) {
    checks.push({
      message: t('crud.min', { label, min: def.min }),
      test: (v) => isEmpty(v) || Number(v) >= def.min!,
    });
  }
  if (def.pattern) {
    const re = new RegExp(def.pattern.source);
    checks.push({ message: def.pattern.message[lang], test: (v) => isEmpty(v) || re.test(String(v)) });
  }
  return [...checks, ...(spec.checks ?? [])];
}

/** The first failing message, or null when the value is valid. */
export function validateValue(checks: FieldCheck[], value: unknown): string | null {
  return checks.find((c) => !c.test(value))?.message ?? null;
}

/** antd Form rules for the same checks. */
export function toFormRules(checks: FieldCheck[], required: boolean): Rule[] {
  return checks.map((check, i) => ({
    required: required && i === 0,
    message: check.message,
    validator: (_rule, value) =>
      check.test(value) ? Promise.resolve() : Promise.reject(new Error(check.message)),
  }));
}
