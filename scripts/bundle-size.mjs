// Gzip size of the JavaScript the sign-in page loads (entry chunk graph + the login page's
// chunks) and of the main layout's first screen (entry + page root + layout); fails when the
// sign-in page passes its budget (200 kB).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from './build-web.mjs';

const BUDGET = 200 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
await buildWebIfStale();
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('no build: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const closure = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
};
const gz = (files) =>
  [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const entry = closure(Object.keys(manifest).find((k) => manifest[k].isEntry));
const all = new Set(Object.values(manifest).map((m) => m.file));
const login = gz(closure('src/pages/login/LoginPage.tsx', new Set(entry)));
const layout = gz(closure('src/layout/MainLayout.tsx', closure('src/shell/PageRoot.tsx', new Set(entry))));
console.log(
  `entry: ${kb(gz(entry))}, sign-in page: ${kb(login)}, main layout: ${kb(layout)}, all JS: ${kb(gz(all))} (gzip)`,
);
if (login > BUDGET) {
  console.error(`the sign-in page loads ${kb(login)} of JavaScript, over the ${kb(BUDGET)} budget`);
  process.exit(1);
}
