import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_LOCALES, type Language } from './index';
import type { LocaleTree } from './merge';

// The sign-in page and the shell render before `loadPageLocales` has run, so every literal key they
// pass to `t(...)` must be in the entry bundle (the test setup loads the page strings too, which would
// hide a missing one from the components' own tests).
const SRC = join(__dirname, '..');
const EAGER_DIRS = ['shell', 'layout', 'components', 'pages/login'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function keysUsed(): string[] {
  const keys = new Set<string>();
  for (const dir of EAGER_DIRS) {
    for (const file of files(join(SRC, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) {
        keys.add(m[1] as string);
      }
    }
  }
  return [...keys];
}

function has(tree: LocaleTree, key: string): boolean {
  let node: LocaleTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, LocaleTree | string>)[part];
  }
  return typeof node === 'string';
}

describe('strings in the entry', () => {
  const used = keysUsed();
  it('finds the keys the shell and the sign-in page use', () => {
    expect(used).toContain('login.username');
    expect(used).toContain('password.forceTitle');
  });
  it.each(['zh-CN', 'en-US'] as Language[])('%s has every one of them', (language) => {
    expect(used.filter((key) => !has(ENTRY_LOCALES[language], key))).toEqual([]);
  });
});
