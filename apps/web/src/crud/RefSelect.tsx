import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/http/request';
import { useEarlyQuery } from '@/http/useEarlyQuery';

export type RefOption = { id: string; label: string };

type Props = {
  target: { table: string; label: string };
  multiple: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  placeholder?: string;
};

const toIds = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : v ? [String(v)] : [];

const fetchOptions = (table: string, params: Record<string, string>) =>
  api<RefOption[]>({ url: `/api/ref-options/${table}`, params });

/**
 * Remote select over `GET /api/ref-options/<table>` for `ref` (one id) and `ids` (string[])
 * fields: searches the label as the user types, and resolves the labels of the chosen ids.
 */
export function RefSelect({
  target,
  multiple,
  value,
  onChange,
  onBlur,
  disabled,
  autoFocus,
  id,
  placeholder,
}: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    timer.current = setTimeout(() => setQ(typed), 300);
    return () => clearTimeout(timer.current);
  }, [typed]);
  const ids = toIds(value);
  const found = useEarlyQuery({
    queryKey: ['ref-options', target.table, target.label, q],
    queryFn: () => fetchOptions(target.table, { q, label: target.label }),
    staleTime: 30_000,
  });
  const chosen = useEarlyQuery({
    queryKey: ['ref-options', target.table, target.label, 'ids', ids.join(',')],
    queryFn: () => fetchOptions(target.table, { ids: ids.join(','), label: target.label }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const byId = new Map<string, string>();
  for (const o of [...(chosen.data ?? []), ...(found.data ?? [])]) byId.set(o.id, o.label);
  const options = [...byId].map(([v, label]) => ({ value: v, label }));
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={multiple ? ids : ids[0]}
      options={options}
      loading={found.isFetching}
      allowClear
      disabled={disabled}
      autoFocus={autoFocus}
      placeholder={placeholder}
      onBlur={onBlur}
      onChange={(v: string | string[] | undefined) => onChange?.(multiple ? (v ?? []) : (v ?? null))}
    />
  );
}
