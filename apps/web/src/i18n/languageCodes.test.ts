import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '.';

describe('language codes canonicalised once', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('keeps i18next resolving both languages and their fallbacks', async () => {
    initI18n('zh-CN');
    const utils = i18n.services.languageUtils as { formatLanguageCode: (code: string) => string };
    expect(utils.formatLanguageCode('zh-CN')).toBe('zh-CN');
    expect(utils.formatLanguageCode('en-us')).toBe('en-US');
    expect(utils.formatLanguageCode('en-us')).toBe('en-US');
    expect(i18n.t('common.tip')).toBe('提示');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('common.tip')).toBe('Tip');
    // a key only in the fallback language still resolves through the fallback chain
    i18n.addResource('zh-CN', 'translation', 'onlyZh', '仅中文');
    expect(i18n.t('onlyZh')).toBe('仅中文');
  });
});
