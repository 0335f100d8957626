import { afterEach, describe, expect, it } from 'vitest';
import { getTheme, THEME_KEYS } from './themes';
import { applyDocumentPreferences } from './usePreferenceEffects';

/** The attribute mutations of the document element while `run` runs. */
async function mutationsDuring(run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) seen.push(r.attributeName ?? r.type);
  });
  observer.observe(document.documentElement, { attributes: true });
  run();
  await Promise.resolve();
  seen.push(...observer.takeRecords().map((r) => r.attributeName ?? r.type));
  observer.disconnect();
  return seen;
}

describe('applyDocumentPreferences', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('style');
  });

  it('writes the language, theme, colour scheme and primary colour onto the document', () => {
    const dark = THEME_KEYS.find((key) => getTheme(key).isDark) ?? THEME_KEYS[0];
    applyDocumentPreferences({ language: 'en-US', theme: dark, colorPrimary: '#123456' });
    const root = document.documentElement;
    expect(root.lang).toBe('en-US');
    expect(root.dataset.theme).toBe(dark);
    expect(root.style.colorScheme).toBe(getTheme(dark).isDark ? 'dark' : 'light');
    expect(root.style.getPropertyValue('--dp-primary')).toBe('#123456');
  });

  it('leaves the document untouched when nothing differs (each write restyles the whole page)', async () => {
    const prefs = { language: 'zh-CN', theme: THEME_KEYS[0], colorPrimary: null };
    applyDocumentPreferences(prefs);
    expect(await mutationsDuring(() => applyDocumentPreferences(prefs))).toEqual([]);
    expect(await mutationsDuring(() => applyDocumentPreferences({ ...prefs, language: 'en-US' }))).toEqual([
      'lang',
    ]);
  });
});
