import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';

/** Seed 000 (§1): "The page title is 'dual prevention information management platform'." */
const SPEC_TITLE = 'dual prevention information management platform';

describe('page title', () => {
  it('is the spec text in English and its Chinese name before any script runs', () => {
    expect(enUS.app.title.toLowerCase()).toBe(SPEC_TITLE);
    expect(zhCN.app.title).toBe('双重预防信息管理平台');
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(zhCN.app.title);
  });
});
