import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/http/queryClient';
import { i18n } from '@/i18n';
import { usePreferences } from '@/stores/preferences';
import { usePreferenceEffects } from './usePreferenceEffects';

describe('usePreferenceEffects', () => {
  afterEach(async () => {
    act(() => usePreferences.getState().update({ language: 'zh-CN' }));
    await i18n.changeLanguage('zh-CN');
    queryClient.clear();
  });

  it('asks again for the answers held in the cache when the language changes (their labels are in it)', async () => {
    queryClient.setQueryData(
      ['dictionary', 'biz', 'RISK_LEVEL'],
      [{ dictKey: 'MAJOR', dictValue: '重大风险' }],
    );
    renderHook(() => usePreferenceEffects());
    expect(queryClient.getQueryState(['dictionary', 'biz', 'RISK_LEVEL'])?.isInvalidated).toBe(false);

    act(() => usePreferences.getState().update({ language: 'en-US' }));
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    await waitFor(() =>
      expect(queryClient.getQueryState(['dictionary', 'biz', 'RISK_LEVEL'])?.isInvalidated).toBe(true),
    );
  });
});
