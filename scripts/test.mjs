// `npm test`: every check in order — type check, lint, unit + API integration tests (Vitest on a
// real PostgreSQL), then the Playwright journeys in Chromium. Fails when any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  [
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  ['e2e', 'npm', ['run', 'test', '-w', 'e2e']],
  ['bundle', 'node', ['scripts/bundle-size.mjs']],
];

let failed = false;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  if (name === 'e2e' && !existsSync(chrome)) {
    const msg = `\n!!! e2e SKIPPED: no Chromium at ${chrome} (set CHROME_PATH or apt-get install chromium)\n`;
    console.error(msg);
    if (process.env.CI === 'true') failed = true;
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PW_JSON: `${reports}/e2e.json` },
  });
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED ===`);
    failed = true;
    if (name === 'typecheck' || name === 'lint') continue;
  }
}

let passed = 0;
let failures = 0;
let skipped = 0;
const vitest = join(reports, 'vitest.json');
if (existsSync(vitest)) {
  const v = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += v.numPassedTests;
  failures += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
const e2e = join(reports, 'e2e.json');
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failures += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`\ntests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed || failures > 0 ? 1 : 0);
