import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/http/request';

/** The tenant's people as select options (reviewers, responsible persons). */
export function usePeople() {
  const { data } = useQuery({
    queryKey: ['risk-people'],
    queryFn: () => api<{ id: string; name: string }[]>({ url: '/api/shtmp-risk/dict/userList' }),
    staleTime: 60_000,
  });
  return useMemo(() => (data ?? []).map((p) => ({ label: p.name, value: p.id })), [data]);
}
