import { Checkbox, ColorPicker, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { ImageUpload } from '@/components/ImageUpload';
import { componentOf } from './component';
import { optionLabel, useDictOptions } from './dict';
import { FileField } from './FileField';
import { useText } from './i18n';
import { RefSelect } from './RefSelect';
import type { FieldSpec } from './types';

export type FieldInputProps = {
  spec: FieldSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Injected by Form.Item so the label points at the control. */
  id?: string;
  /** The row being edited (file fields show the files it already has). */
  row?: Record<string, unknown>;
};

const toList = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : [];

/** The editor of one field, shared by the form dialog and the inline-editable cell. */
export function FieldInput({
  spec,
  value,
  onChange,
  onBlur,
  disabled,
  autoFocus,
  id,
  row,
}: FieldInputProps): ReactNode {
  const { t } = useTranslation();
  const text = useText();
  const dictOptions = useDictOptions(spec.def);
  const Custom = spec.input;
  if (Custom) return <Custom {...{ spec, value, onChange, onBlur, disabled, autoFocus, id }} />;
  const options = spec.options ?? dictOptions ?? [];
  const label = text(spec.def.label);
  const common = { id, disabled, autoFocus, onBlur };
  const placeholderInput = t('crud.placeholderInput', { label });
  const placeholderSelect = t('crud.placeholderSelect', { label });
  const str = value === undefined || value === null ? undefined : String(value);
  const { def } = spec;
  // Values the server sets (formulas, numbers) are shown, never edited.
  if (def.calc || (def.numbering && !def.numbering.editable)) {
    // a computed dictionary value (one key or several) shows its labels
    const keys = Array.isArray(value) ? value.join(',') : str;
    const shown = def.dict && keys ? optionLabel(options, keys) : Array.isArray(value) ? keys : str;
    return <Input id={id} value={shown} disabled placeholder={t('crud.autoValue')} />;
  }
  if ((def.type === 'id' || def.type === 'ids') && def.ref)
    return (
      <RefSelect
        {...common}
        target={def.ref}
        multiple={spec.multiple ?? def.type === 'ids'}
        value={value}
        placeholder={placeholderSelect}
        onChange={onChange}
      />
    );
  if (def.type === 'file' || def.type === 'files')
    return (
      <FileField
        id={id}
        name={spec.name}
        def={def}
        value={value}
        row={row}
        disabled={disabled}
        onChange={onChange}
      />
    );
  const multiple = spec.multiple ?? def.multiple;
  // dict[] fields travel as string[]; screen-level multiples keep their comma string.
  const emitList = (v: string[]) => onChange?.(def.multiple ? v : v.join(','));
  // Options are matched as strings but emitted with their own type (dictionary keys vs numeric flags).
  const original = (picked: unknown) =>
    picked === undefined || picked === null
      ? picked
      : (options.find((o) => String(o.value) === String(picked))?.value ?? picked);

  switch (componentOf(spec)) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={str}
          maxLength={spec.def.max}
          autoSize={{ minRows: 3, maxRows: 12 }}
          placeholder={placeholderInput}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          value={value as number | undefined}
          min={spec.def.min}
          max={spec.def.max}
          style={{ width: '100%' }}
          placeholder={placeholderInput}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'select':
      if (multiple)
        return (
          <Select
            {...common}
            mode="multiple"
            value={toList(value)}
            options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
            allowClear
            placeholder={placeholderSelect}
            onChange={emitList}
          />
        );
      return (
        <Select
          {...common}
          value={str}
          options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
          allowClear
          placeholder={placeholderSelect}
          onChange={(v) => onChange?.(original(v))}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          id={id}
          disabled={disabled}
          value={str}
          options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
          onChange={(e) => onChange?.(original(e.target.value))}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          disabled={disabled}
          value={toList(value)}
          options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
          onChange={emitList}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          disabled={disabled}
          autoFocus={autoFocus}
          checked={value === true || value === 1 || value === '1'}
          onChange={(checked) => onChange?.(spec.def.type === 'bool' ? checked : checked ? 1 : 0)}
        />
      );
    case 'date':
    case 'datetime':
    case 'time':
      return (
        <DateInput
          id={id}
          kind={componentOf(spec) as 'date' | 'datetime' | 'time'}
          value={str}
          disabled={disabled}
          autoFocus={autoFocus}
          placeholder={placeholderSelect}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'color':
      return (
        <ColorPicker
          disabled={disabled}
          value={str}
          showText
          onChangeComplete={(c) => onChange?.(c.toHexString())}
        />
      );
    case 'image':
    case 'upload-image':
      return <ImageUpload value={str} disabled={disabled} onChange={(link) => onChange?.(link)} />;
    case 'tree-select':
      if (multiple)
        return (
          <TreeSelect
            {...common}
            value={toList(value)}
            treeData={spec.treeData}
            multiple
            allowClear
            treeDefaultExpandAll
            maxTagCount="responsive"
            placeholder={placeholderSelect}
            onChange={(v: string[]) => onChange?.(v.join(','))}
          />
        );
      return (
        <TreeSelect
          {...common}
          value={str}
          treeData={spec.treeData}
          allowClear
          treeDefaultExpandAll
          placeholder={placeholderSelect}
          onChange={(v) => onChange?.(v)}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={componentOf(spec) === 'url' ? 'url' : 'text'}
          value={str}
          maxLength={spec.def.max}
          placeholder={placeholderInput}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
