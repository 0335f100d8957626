// Gzip size of the JavaScript the sign-in page loads (entry chunk graph + the login page's
// chunks) and of the main layout's first screen (entry + page root + layout); fails when the
// sign-in page passes its budget (200 kB) or a list page's first screen comes in more than 20
// JavaScript files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from './build-web.mjs';

const BUDGET = 200 * 1024;
const FIRST_SCREEN_FILES = 20;
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
const layoutFiles = closure('src/layout/MainLayout.tsx', closure('src/shell/PageRoot.tsx', new Set(entry)));
const layout = gz(layoutFiles);
// a list page's first screen: the layout and the generic list page's code (manifest key of the
// chunk that holds crud/ResourceCrud.tsx: a page importing it names that chunk among its imports)
const listPage = Object.keys(manifest).find((k) => k.endsWith('pages/danger/record/DangerRecordPage.tsx'));
const firstScreen = [...closure(listPage, new Set(layoutFiles))].filter((f) => f.endsWith('.js'));
console.log(
  `entry: ${kb(gz(entry))}, sign-in page: ${kb(login)}, main layout: ${kb(layout)}, all JS: ${kb(gz(all))} (gzip); a list page's first screen: ${firstScreen.length} JS files`,
);
if (login > BUDGET) {
  console.error(`the sign-in page loads ${kb(login)} of JavaScript, over the ${kb(BUDGET)} budget`);
  process.exit(1);
}
// firstScreenChunks.ts keeps the first screen in a few chunks (it was 38 files, each a request)
if (firstScreen.length > FIRST_SCREEN_FILES) {
  console.error(
    `a list page's first screen loads ${firstScreen.length} JavaScript files, over ${FIRST_SCREEN_FILES}: ${firstScreen.join(', ')}`,
  );
  process.exit(1);
}
