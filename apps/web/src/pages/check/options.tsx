import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { FieldInputProps } from '@/crud/FieldInput';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { getDeptOptions } from '@/shell/api/system';

export type CheckOptions = {
  users: { id: string; name: string }[];
  points: { id: string; name: string; number: string | null; pointKind: string }[];
  riskPoints: { id: string; name: string }[];
};

export function useCheckOptions() {
  return useQuery({
    queryKey: ['check-options'],
    queryFn: () => api<CheckOptions>({ url: '/api/shtmp-check/options' }),
    staleTime: 30_000,
  });
}

type Source = 'users' | 'points' | 'riskPoints';

const labelOf = (source: Source, o: { name: string; number?: string | null }) =>
  source === 'points' && o.number ? `${o.number} ${o.name}` : o.name;

/** A form input choosing one id (or several, `multiple`) from the check pickers. */
export function optionInput(source: Source, multiple = false) {
  return function OptionInput(props: FieldInputProps) {
    const { data } = useCheckOptions();
    const options = (data?.[source] ?? []).map((o) => ({ value: String(o.id), label: labelOf(source, o) }));
    return (
      <Select
        id={props.id}
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        value={(props.value as string | string[] | null) ?? undefined}
        onChange={(v) => props.onChange?.(v ?? null)}
        onBlur={props.onBlur}
        disabled={props.disabled}
      />
    );
  };
}

/** A table cell showing the label the layer adds for a `ref` field (`<field>Name`). */
export const refLabel = (field: string) => (_value: unknown, row: Row) => String(row[`${field}Name`] ?? '');

/** A department picker (the tenant's departments). */
export function DeptInput(props: FieldInputProps) {
  const { data } = useQuery({
    queryKey: ['check-depts'],
    queryFn: () => getDeptOptions(),
    staleTime: 60_000,
  });
  return (
    <Select
      id={props.id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={(data ?? []).map((d) => ({ value: String(d.id), label: d.deptName }))}
      value={(props.value as string | null) ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      onBlur={props.onBlur}
      disabled={props.disabled}
    />
  );
}
