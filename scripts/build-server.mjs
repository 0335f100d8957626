// Bundles the server (and the domain package it imports as TypeScript) into apps/server/dist/main.mjs
// when its sources are newer than the bundle, so that `npm start` runs plain JavaScript: loading the
// TypeScript sources through tsx costs seconds at every start. Dependencies stay external.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';
import { newest } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = join(root, 'apps/server/dist/main.mjs');

export async function buildServerIfStale() {
  const sources = ['apps/server/src', 'packages/domain/src', 'apps/server/package.json'];
  const built = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (!sources.some((p) => newest(join(root, p)) > built)) return;
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          // Bare imports are node_modules dependencies, loaded at run time; only the workspace's own
          // TypeScript package is bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@dp/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // esbuild's service process would otherwise live on beside the server (~70 MB resident)
  stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServerIfStale();
