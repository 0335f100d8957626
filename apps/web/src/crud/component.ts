import type { Component } from '@dp/domain';
import type { FieldSpec } from './types';

/** The editor kind of a field: explicit override, the definition's component, or inferred from its type. */
export function componentOf(spec: FieldSpec): Component {
  const { def } = spec;
  if (spec.component) return spec.component;
  if (def.component) return def.component;
  if (def.dict || spec.options) return 'select';
  if (spec.treeData) return 'tree-select';
  switch (def.type) {
    case 'text':
      return 'textarea';
    case 'int':
    case 'decimal':
      return 'number';
    case 'bool':
      return 'switch';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'input';
  }
}

/** Text-like editors validate on blur (spec §5), choosers on change. */
/** Typed fields check on blur (spec §5); pickers also check on change, and on blur when left empty. */
export function validateTriggerOf(component: Component): 'onBlur' | ('onChange' | 'onBlur')[] {
  return component === 'input' || component === 'textarea' || component === 'number' || component === 'url'
    ? 'onBlur'
    : ['onChange', 'onBlur'];
}
