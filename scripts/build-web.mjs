// Builds the web app when its sources are newer than the last build (used by `npm start` and e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist/index.html');

export function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const e of readdirSync(path))
    if (e !== 'node_modules' && e !== 'dist') t = Math.max(t, newest(join(path, e)));
  return t;
}

export function buildWebIfStale() {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  if (!sources.some((p) => newest(join(root, p)) > built)) return;
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  precompress(join(root, 'apps/web/dist'));
}

/** Writes .br and .gz beside every text asset so the server sends them without compressing per request. */
function precompress(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) precompress(path);
    else if (/\.(js|css|html|svg|json|txt|map)$/.test(e.name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
