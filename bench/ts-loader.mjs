// The benchmarks' TypeScript loader: the server's sources transpiled by esbuild as the production
// bundle is (scripts/build-server.mjs), module by module.
//
// Why not tsx, which the tests use: tsx always transpiles with esbuild's `keepNames`, which wraps
// every function it creates in a naming call — each closure a request builds (hooks, callbacks,
// arrow functions) costs a `__name` call and an `Object.defineProperty` there. The production
// bundle has no such wrapper, so under tsx the benchmark measured a slower layer than users run
// (~1 % of a list call's CPU in the 10k search profile, bench/README.md, "Where a list call's CPU goes").
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TS = /\.(?:ts|tsx|mts)$/;

/** Extensionless relative imports (`./filters`) name a `.ts` file or a folder's `index.ts`. */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:');
    if (!relative || !['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT'].includes(error.code))
      throw error;
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await next(specifier + suffix, context);
      } catch {
        // the next candidate
      }
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !TS.test(new URL(url).pathname)) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: file,
    tsconfigRaw: { compilerOptions: { target: 'ES2022', useDefineForClassFields: true } },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
