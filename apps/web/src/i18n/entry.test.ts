import { describe, expect, it } from 'vitest';
import { i18n } from './index';

// The sign-in page renders before `loadPageLocales` runs, so its strings must be in the entry bundle.
// (The test setup loads the page strings too; these keys are checked against the eager bundle itself.)
describe('strings in the entry', () => {
  it.each(['zh-CN', 'en-US'])('%s has the sign-in page and the shell', (language) => {
    const bundle = i18n.getDataByLanguage(language)?.translation as Record<string, unknown>;
    expect(bundle.login).toMatchObject({ username: expect.any(String), password: expect.any(String) });
    expect(i18n.getFixedT(language)('login.tenantId')).not.toBe('login.tenantId');
  });
});
