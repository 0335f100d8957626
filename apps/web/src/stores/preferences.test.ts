import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, usePreferences } from './preferences';
import { screenClass } from './ui';

describe('preferences', () => {
  it('shows the bell, the language switch and full screen by default', () => {
    const visible = Object.entries(DEFAULT_PREFERENCES.topBar).filter(([, isOn]) => isOn);
    expect(visible.map(([icon]) => icon)).toEqual(['notice', 'language', 'fullscreen']);
    expect(DEFAULT_PREFERENCES.theme).toBe('deepBule');
    expect(DEFAULT_PREFERENCES.language).toBe('zh-CN');
  });

  it('reset really restores every default', () => {
    const prefs = usePreferences.getState();
    prefs.update({ theme: 'dark', language: 'en-US', isCollapsed: true, colorPrimary: '#ff0000' });
    prefs.setTopBarIcon('log', true);
    usePreferences.getState().reset();
    const { theme, language, isCollapsed, colorPrimary, topBar } = usePreferences.getState();
    expect({ theme, language, isCollapsed, colorPrimary, topBar }).toEqual(DEFAULT_PREFERENCES);
    // the defaults object itself was not mutated
    expect(DEFAULT_PREFERENCES.topBar.log).toBe(false);
  });
});

describe('stored preferences of the first version', () => {
  it('show the bell and the language switch once, keeping the other choices', async () => {
    const topBar = Object.fromEntries(Object.keys(DEFAULT_PREFERENCES.topBar).map((k) => [k, k === 'log']));
    localStorage.setItem('dp-preferences', JSON.stringify({ state: { theme: 'dark', topBar }, version: 1 }));
    await usePreferences.persist.rehydrate();
    const s = usePreferences.getState();
    expect(s.theme).toBe('dark');
    expect(s.topBar).toMatchObject({ notice: true, language: true, log: true, fullscreen: false });
    // a choice made after the change is kept
    s.setTopBarIcon('language', false);
    await usePreferences.persist.rehydrate();
    expect(usePreferences.getState().topBar.language).toBe(false);
    localStorage.removeItem('dp-preferences');
    usePreferences.getState().reset();
  });
});

describe('screen size class', () => {
  it('uses the 768 / 992 / 1200 breakpoints', () => {
    expect(screenClass(500)).toBe(0);
    expect(screenClass(768)).toBe(1);
    expect(screenClass(991)).toBe(1);
    expect(screenClass(992)).toBe(2);
    expect(screenClass(1199)).toBe(2);
    expect(screenClass(1200)).toBe(3);
  });
});
