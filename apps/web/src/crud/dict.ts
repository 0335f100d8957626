import type { DictItem, FieldDef } from '@dp/domain';
import { api } from '@/http/request';
import { useEarlyQuery } from '@/http/useEarlyQuery';
import type { Option } from './types';

export type { DictItem };

export function dictBase(biz?: boolean): string {
  return biz ? '/api/calf-system/dict-biz' : '/api/calf-system/dict';
}

export const dictQueryKey = (code: string, biz?: boolean) =>
  ['dictionary', biz ? 'biz' : 'system', code] as const;

/** Items of a dictionary code, loaded once per session (labels are data, never i18n strings). */
export function useDictOptions(def?: Pick<FieldDef, 'dict' | 'dictBiz'>): Option[] | undefined {
  const code = def?.dict;
  const { data } = useEarlyQuery({
    queryKey: dictQueryKey(code ?? '', def?.dictBiz),
    queryFn: () => api<DictItem[]>({ url: `${dictBase(def?.dictBiz)}/dictionary`, params: { code } }),
    enabled: Boolean(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    select: (items) =>
      [...items]
        .sort((a, b) => a.sort - b.sort)
        .map((item) => ({ label: item.dictValue, value: item.dictKey })),
  });
  return data;
}

export function optionLabel(options: Option[] | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const values = typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  return values
    .map((v) => options?.find((o) => String(o.value) === String(v))?.label ?? String(v))
    .join(', ');
}
