import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session';

/**
 * Reloads the screen's queries when the server announces that the tenant's figures changed
 * (socket event `homeChanged`); while the socket is down the queries' own polling carries on.
 */
export function useLiveRefresh(queryKey: readonly unknown[]): boolean {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    if (!token) return;
    let socket: import('socket.io-client').Socket | undefined;
    let isClosed = false;
    void import('socket.io-client').then(({ io }) => {
      if (isClosed) return;
      socket = io({
        path: '/socket.io',
        auth: { token: `bearer ${token}` },
        transports: ['websocket', 'polling'],
      });
      socket.on('connect', () => setLive(true));
      socket.on('disconnect', () => setLive(false));
      socket.on('homeChanged', () => void client.invalidateQueries({ queryKey }));
    });
    return () => {
      isClosed = true;
      socket?.close();
    };
  }, [client, token, queryKey]);
  return isLive;
}
