import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The floors of the code (issue #8): the generic layer (`resource/`, `core/`, `db/`) never
 * imports a business or system module; on the web the data floor (`http/`, `stores/`) never
 * imports the screens above it; and no imports lead back to themselves. Read from
 * the TypeScript sources: static imports and re-exports that exist at run time (`import type` and
 * lazy `import()` create no load-order cycle and are skipped for cycles; every import counts for
 * the floors).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'apps/server/src');
const WEB = join(ROOT, 'apps/web/src');

type Edge = { to: string; isType: boolean };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string, alias: Record<string, string>): string | undefined {
  const prefix = Object.keys(alias).find((a) => spec.startsWith(a));
  const base = prefix
    ? join(alias[prefix], spec.slice(prefix.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** `import { type A, type B } from …` is as type-only as `import type`. */
function onlyTypes(names: string): boolean {
  const list = /^\{([^}]*)\}\s+from\s+$/.exec(names.trim() + ' ')?.[1];
  if (list === undefined) return false;
  const items = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((s) => s.startsWith('type '));
}

const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function graph(dir: string, alias: Record<string, string> = {}): Map<string, Edge[]> {
  const g = new Map<string, Edge[]>();
  for (const file of sources(dir)) {
    const edges: Edge[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const to = resolveImport(file, m[4], alias);
      if (to) edges.push({ to, isType: Boolean(m[2]) || onlyTypes(m[3] ?? '') });
    }
    g.set(file, edges);
  }
  return g;
}

/** Every cycle of run-time imports, each as the list of files (relative to `root`). */
function cycles(g: Map<string, Edge[]>, root: string): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const e of g.get(n) ?? []) {
      if (e.isType) continue;
      if (state.get(e.to) === 'open')
        found.push(stack.slice(stack.indexOf(e.to)).map((f) => relative(root, f)));
      else if (!state.has(e.to)) visit(e.to);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of g.keys()) if (!state.has(n)) visit(n);
  return found;
}

describe('import graph', () => {
  it('the generic layer, core and db import no module', () => {
    const g = graph(SERVER);
    const floors = ['resource/', 'core/', 'db/'];
    const upward: string[] = [];
    for (const [file, edges] of g) {
      const from = relative(SERVER, file);
      if (!floors.some((f) => from.startsWith(f))) continue;
      for (const e of edges) {
        const to = relative(SERVER, e.to);
        if (to.startsWith('modules/') || to.startsWith('seed/')) upward.push(`${from} → ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('no module folder is named after a floor (storage, not a second `resource/`)', () => {
    const floors = new Set(['resource', 'core', 'db', 'seed']);
    const modules = readdirSync(join(SERVER, 'modules'), { withFileTypes: true });
    expect(modules.filter((e) => e.isDirectory() && floors.has(e.name)).map((e) => e.name)).toEqual([]);
  });

  it('the web data floor (http, stores) imports no screen, shell, router or layout code', () => {
    const g = graph(WEB, { '@/': `${WEB}/` });
    const upward: string[] = [];
    for (const [file, edges] of g) {
      const from = relative(WEB, file);
      if (!from.startsWith('http/') && !from.startsWith('stores/')) continue;
      for (const e of edges) {
        const to = relative(WEB, e.to);
        if (/^(shell|router|layout|pages|crud|components)\//.test(to)) upward.push(`${from} → ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the server has no import cycle', () => {
    expect(cycles(graph(SERVER), SERVER)).toEqual([]);
  });

  it('the web app has no import cycle', () => {
    expect(cycles(graph(WEB, { '@/': `${WEB}/` }), WEB)).toEqual([]);
  });
});
