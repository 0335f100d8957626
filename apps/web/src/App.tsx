import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/http/queryClient';
import { setUnauthorizedHandler } from '@/http/request';
import { router } from '@/router';
import { setNavigator } from '@/shell/navigation';
import { localLogout } from '@/shell/session/actions';
import { ThemeRoot } from '@/theme/ThemeRoot';

setNavigator((to, options) => void router.navigate(to, options));
setUnauthorizedHandler(localLogout);

export function App() {
  useEffect(() => () => setNavigator((to) => window.location.assign(to)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
