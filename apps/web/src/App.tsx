import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/http/queryClient';
import { setUnauthorizedHandler } from '@/http/request';
import { router } from '@/router';
import { setNavigator } from '@/shell/navigation';
import { localLogout } from '@/shell/session/actions';
import { usePreferenceEffects } from '@/theme/usePreferenceEffects';

setNavigator((to, options) => void router.navigate(to, options));
setUnauthorizedHandler(localLogout);

// antd's theme and locale wrap each page (shell/PageRoot, loaded with the page), not the app:
// the sign-in page renders without antd.
export function App() {
  usePreferenceEffects();
  useEffect(() => () => setNavigator((to) => window.location.assign(to)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
