import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filters } from '@/crud/types';
import { type CrudCalls, useCrudController } from '@/crud/useCrudController';
import type { DictVariant } from './dictFields';

/** Admin list controller of one dictionary table; every change also drops the cached dictionary options. */
export function useDictCrud(
  variant: DictVariant,
  level: 'parent' | 'child',
  calls: CrudCalls,
  baseFilters?: Filters,
) {
  const queryClient = useQueryClient();
  const kind = variant.isBiz ? 'biz' : 'system';
  const afterChange = async <T>(promise: Promise<T>) => {
    const result = await promise;
    await queryClient.invalidateQueries({ queryKey: ['dictionary', kind] });
    await queryClient.invalidateQueries({ queryKey: ['dictAdmin', kind] });
    return result;
  };
  return useCrudController({
    queryKey: ['dictAdmin', kind, level],
    baseFilters,
    enabled: level === 'parent' || Boolean(baseFilters?.parentId),
    calls: {
      ...calls,
      submit: (row) => afterChange(calls.submit(row)),
      remove: (ids) => afterChange(calls.remove(ids)),
    },
  });
}

/** The yes/no options of `isSealed` (0 no, 1 yes), as UI strings. */
export function useSealedOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { label: t('crud.no'), value: 0 },
      { label: t('crud.yes'), value: 1 },
    ],
    [t],
  );
}
