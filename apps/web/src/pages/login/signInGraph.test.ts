import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What the sign-in page loads before it can render: the static imports from the entry and from the
// page (lazy `import()` and `import type` load nothing). antd, the layout and its stores, dayjs and
// the charts must not be among them (scripts/bundle-size.mjs measures the result: ≤ 200 kB gzip).
const SRC = resolve(__dirname, '../..');
const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
}

/** Files and packages reached by run-time static imports from the given files. */
function reached(starts: string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const names = m[3] ?? '';
      if (m[2] || /^\{\s*(type\s+[^,}]+,?\s*)+\}\s+from\s+$/.test(`${names.trim()} `)) continue;
      const local = resolveLocal(file, m[4]);
      if (local) visit(local);
      else if (!m[4].startsWith('.') && !m[4].startsWith('@/')) packages.add(m[4]);
    }
  };
  for (const start of starts) visit(join(SRC, start));
  return { files: [...files].map((f) => relative(SRC, f)), packages: [...packages] };
}

describe('the sign-in page chunk graph', () => {
  const graph = reached(['main.tsx', 'pages/login/LoginPage.tsx']);

  it('is read from the sources', () => {
    expect(graph.files).toContain('pages/login/LoginForm.tsx');
    expect(graph.files).toContain('http/request.ts');
    expect(graph.packages).toContain('react-router-dom');
  });

  it('holds no antd, icons, dayjs or charts', () => {
    expect(graph.packages.filter((p) => /^(antd|@ant-design|dayjs|echarts|@rc-component)/.test(p))).toEqual(
      [],
    );
  });

  it('holds neither the layout, the pages beyond sign-in, nor the stores only the layout needs', () => {
    const beyond = graph.files.filter(
      (f) =>
        /^(layout|crud|components|theme\/ThemeRoot|shell\/PageRoot|shell\/dialogs|shell\/topbar)/.test(f) ||
        (f.startsWith('pages/') && !f.startsWith('pages/login/') && !f.startsWith('pages/locales/')) ||
        /^stores\/(tabs|menu|menuTree)\.ts$/.test(f),
    );
    expect(beyond).toEqual([]);
  });
});
