import { useTranslation } from 'react-i18next';
import type { TabTitle } from '@/stores/tabs';

export function titleText(
  t: (key: string, options?: { defaultValue?: string }) => string,
  title?: TabTitle,
): string {
  if (!title) return '';
  if (title.key) return t(title.key, { defaultValue: title.text ?? title.key });
  return title.text ?? '';
}

/** The shown label of a tab: its i18n key (menu.<code>, route.*) with the server name as fallback. */
export function useTitleText(title?: TabTitle): string {
  const { t } = useTranslation();
  return titleText(t, title);
}
