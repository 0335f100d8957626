import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldSpec } from '@/crud/types';
import { datasourceOptions, modelOptions } from './devApi';

/** Overrides turning an id field into a select of data sources or models. */
export function usePickerOverride(field: 'datasourceId' | 'modelId'): Record<string, Partial<FieldSpec>> {
  const { data } = useQuery({
    queryKey: ['develop', field === 'datasourceId' ? 'datasources' : 'models'],
    queryFn: field === 'datasourceId' ? datasourceOptions : modelOptions,
  });
  return useMemo(() => ({ [field]: { options: data ?? [] } }), [field, data]);
}
