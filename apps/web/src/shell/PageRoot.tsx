import type { ReactNode } from 'react';
import { ThemeRoot } from '@/theme/ThemeRoot';

/**
 * What every page beyond the sign-in page renders inside: antd's theme and locale from the
 * preferences and the theme-aware toasts. Loaded with the first such page (lazyPage), never by the
 * sign-in page.
 */
export function PageRoot({ children }: { children: ReactNode }) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
