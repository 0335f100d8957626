import { useEffect } from 'react';
import { isRefreshing, refreshSession } from '@/shell/session/actions';
import { startTokenTimer } from '@/shell/session/tokenTimer';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { screenClass, useUi } from '@/stores/ui';

/** A third-party user without a real account (user id missing or negative) must register (spec §4). */
export function needsRegistration(info: { oauth_id?: string; user_id?: string } | null): boolean {
  if (!info?.oauth_id) return false;
  return !info.user_id || Number(info.user_id) < 0;
}

export function useShellEffects(): void {
  const userInfo = useSession((s) => s.userInfo);

  useEffect(
    () =>
      startTokenTimer({
        getState: () => useSession.getState(),
        isRefreshing,
        refresh: () => refreshSession(),
      }),
    [],
  );

  useEffect(() => {
    // a phone opens with the menu folded away (it then overlays the page when unfolded)
    const onResize = (isFirst = false) => {
      const next = screenClass(window.innerWidth);
      if (next === useUi.getState().screen && !isFirst) return;
      useUi.getState().setScreen(next);
      if (next === 0 && !usePreferences.getState().isCollapsed)
        usePreferences.getState().update({ isCollapsed: true });
    };
    onResize(true);
    const listener = () => onResize();
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  }, []);

  useEffect(() => {
    if (needsRegistration(userInfo)) useUi.getState().open('register');
  }, [userInfo]);
}
