import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

const SRC = join(import.meta.dirname, '..');
/** Loaded on first use only (core/lazy-libs.ts): no module imports them at start. */
const LAZY = ['exceljs', 'qrcode', 'jszip', '@aws-sdk/client-s3', 'svg-captcha', 'sanitize-html'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });

describe('lazy libraries', () => {
  it('no server module imports them statically (a start would load them)', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm))
        if (LAZY.includes(m[1])) found.push(`${relative(SRC, file)} → ${m[1]}`);
    }
    expect(found).toEqual([]);
  });

  it('the synchronously loaded sanitizer still cleans rich text', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
  });
});
