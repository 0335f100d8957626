import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyQuery } from './useEarlyQuery';

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

describe('useEarlyQuery', () => {
  it('starts the fetch during the render, before the commit', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'answer');
    let calledByCommit = -1;
    const { result } = renderHook(
      () => {
        const query = useEarlyQuery({ queryKey: ['early'], queryFn });
        // useQuery alone fetches from an effect: at the first layout effect it has not been called
        useLayoutEffect(() => {
          if (calledByCommit < 0) calledByCommit = queryFn.mock.calls.length;
        }, []);
        return query;
      },
      { wrapper: wrapperOf(client) },
    );
    expect(calledByCommit).toBe(1);
    await waitFor(() => expect(result.current.data).toBe('answer'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves disabled and cached queries to useQuery', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'x');
    renderHook(() => useEarlyQuery({ queryKey: ['off'], queryFn, enabled: false }), {
      wrapper: wrapperOf(client),
    });
    expect(queryFn).not.toHaveBeenCalled();
    client.setQueryData(['cached'], 'kept');
    const cached = renderHook(() => useEarlyQuery({ queryKey: ['cached'], queryFn, staleTime: Infinity }), {
      wrapper: wrapperOf(client),
    });
    expect(cached.result.current.data).toBe('kept');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
