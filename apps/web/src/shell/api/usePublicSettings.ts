import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, getPublicSettings, type PublicSettings } from './auth';

export function usePublicSettings(): PublicSettings & { isLoading: boolean } {
  const query = useQuery({
    queryKey: ['public-settings'],
    queryFn: getPublicSettings,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return { ...DEFAULT_SETTINGS, ...query.data, isLoading: query.isLoading };
}
