import { useCallback, useState } from 'react';
import { useSession } from '@/stores/session';

export type ColumnSetting = { hidden?: boolean; fixed?: boolean };
export type ColumnSettings = Record<string, ColumnSetting>;

export function columnSettingsKey(userId: string | undefined, resource: string): string {
  return `dp.columns.${userId ?? 'anonymous'}.${resource}`;
}

function load(key: string): ColumnSettings {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as ColumnSettings) : {};
  } catch {
    return {};
  }
}

/** Hidden/frozen columns per user and resource, kept in localStorage, with a reset to defaults. */
export function useColumnSettings(resource: string) {
  const userId = useSession((s) => s.userInfo?.user_id);
  const key = columnSettingsKey(userId === undefined ? undefined : String(userId), resource);
  const [state, setState] = useState(() => ({ key, settings: load(key) }));
  // Another user or resource: reload from its own key.
  const settings = state.key === key ? state.settings : load(key);
  if (state.key !== key) setState({ key, settings });

  const update = useCallback(
    (column: string, patch: ColumnSetting) => {
      setState((prev) => {
        const base = prev.key === key ? prev.settings : load(key);
        const next = { ...base, [column]: { ...base[column], ...patch } };
        localStorage.setItem(key, JSON.stringify(next));
        return { key, settings: next };
      });
    },
    [key],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setState({ key, settings: {} });
  }, [key]);

  return {
    settings,
    setHidden: useCallback((column: string, hidden: boolean) => update(column, { hidden }), [update]),
    setFixed: useCallback((column: string, fixed: boolean) => update(column, { fixed }), [update]),
    reset,
  };
}

export type ColumnSettingsApi = ReturnType<typeof useColumnSettings>;
