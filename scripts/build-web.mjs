// Builds the web app when its sources are newer than the last build (used by `npm start` and e2e).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/**
 * Builds the web app when stale, in a child process (the caller may go on meanwhile: `npm start`
 * starts the server beside it). `deferBrotli` (npm start) writes only the quick gzip variants
 * before returning; the brotli ones are left to `brotliInBackground` once the server listens.
 * `lowPriority` (npm start) runs the build at nice 10: the server's own start-up (cluster,
 * migrations, demo data) is the longer path, and on two cores a build at equal priority slowed it
 * by 2–4 s (first starts 17.7–18.6 s against 13.9–17.3 s at nice 10; the build still ends first).
 */
export async function buildWebIfStale({ deferBrotli = false, lowPriority = false } = {}) {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'packages/domain/src',
    // the build's config and its plugins (vite.config.ts, layoutPreload.ts…)
    ...readdirSync(join(root, 'apps/web'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `apps/web/${f}`),
    // library versions: an update of React, antd… changes the build
    'package-lock.json',
  ];
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  if (!sources.some((p) => newest(join(root, p)) > built)) return;
  console.log('Building the web app…');
  // vite's own command in the web workspace (what `npm run build -w apps/web` runs, without npm's start-up)
  const status = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    }).on('exit', (code) => resolve(code ?? 1));
    // set at once, before vite starts its worker threads (they inherit the priority)
    try {
      if (lowPriority && child.pid) setPriority(child.pid, 10);
    } catch {
      // the child already ended (its exit status is reported above) or the OS refused: build as is
    }
  });
  if (status !== 0) process.exit(status);
  await precompress(join(root, 'apps/web/dist'), { brotli: !deferBrotli });
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } };

/** The text assets worth compressing (over 1 kB) under `dir`. */
function textAssets(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.(js|css|html|svg|json|txt|map)$/.test(e.name) && statSync(path).size > 1024)
        files.push(path);
    }
  };
  walk(dir);
  return files;
}

/**
 * Writes .gz (and, unless `brotli` is false, .br) beside every text asset so the server sends them
 * without compressing per request. The files are compressed side by side on libuv's thread pool;
 * brotli at quality 10 (quality 11 took 9 s of the first start for 2 % smaller files).
 */
export async function precompress(dir, { brotli = true } = {}) {
  await Promise.all(
    textAssets(dir).map(async (path) => {
      const data = readFileSync(path);
      const [gz, br] = await Promise.all([
        gzipped(data, { level: 9 }),
        brotli ? brotlied(data, BROTLI) : undefined,
      ]);
      writeFileSync(`${path}.gz`, gz);
      if (br) writeFileSync(`${path}.br`, br);
    }),
  );
}

/**
 * Writes the missing .br variants one file at a time (one thread of libuv's pool, the others stay
 * free for the server's file reads), each under a temporary name renamed into place so that a
 * half-written file is never served. `npm start` runs it after the server listens: brotli at
 * quality 10 is ~6 s of CPU for the whole app, which a first start no longer waits for (the gzip
 * variants are served meanwhile). Also completes the variants a stopped start left unwritten.
 */
export async function brotliInBackground(dir = join(root, 'apps/web/dist')) {
  if (!existsSync(dir)) return;
  for (const path of textAssets(dir)) {
    if (existsSync(`${path}.br`)) continue;
    const br = await brotlied(readFileSync(path), BROTLI);
    writeFileSync(`${path}.br.tmp`, br);
    renameSync(`${path}.br.tmp`, `${path}.br`);
  }
}

/**
 * Runs `brotliInBackground` in a child process at the lowest CPU priority, so that it takes only
 * what the server's start-up leaves idle and its compression buffers never stay in the server's
 * resident memory. The child ends with the caller.
 */
export function brotliInChild(dir = join(root, 'apps/web/dist')) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--brotli', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    if (child.pid) setPriority(child.pid, 19);
  } catch {
    // not permitted here: it runs at normal priority
  }
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', () => process.removeListener('exit', stop));
  return child;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--brotli') await brotliInBackground(process.argv[3]);
  else await buildWebIfStale();
}
