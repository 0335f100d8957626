// Interleaved A/B of full page loads between web builds, for a machine too noisy for two separate
// page-load runs to compare: `node scripts/page-load-ab.mjs <dist A> <dist B> …` against a running
// `CAPTCHA_ENABLED=false DEMO_MODE=true npm start`. Each round serves each build in turn (the
// server reads `apps/web/dist` per request, so the script points it at the build with a symlink,
// and puts the original directory back at the end) and times a load with an empty cache and one
// with the browser's cache to LIST_PAGE's rows. A build for comparison:
//   (cd apps/web && npx vite build --outDir /tmp/builds/a) && node -e
//   "import('./scripts/build-web.mjs').then((m) => m.precompress('/tmp/builds/a'))"
// Settings: BASE_URL (http://localhost:8080), LIST_PAGE (/danger/dangerRecord), RUNS (8), ACCOUNT
// (safety), PASSWORD (Demo#2026), CHROME_PATH (/usr/bin/chromium).
import { existsSync, lstatSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { loadPage } from './page-load-watch.mjs';

const env = process.env;
const BASE = (env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const PATH = env.LIST_PAGE ?? '/danger/dangerRecord';
const RUNS = Number(env.RUNS ?? 8);
const builds = process.argv.slice(2).map((d) => resolve(d));
if (builds.length < 2 || !builds.every((d) => existsSync(join(d, 'index.html')))) {
  console.error('usage: node scripts/page-load-ab.mjs <built dist> <built dist> [...]');
  process.exit(2);
}
const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const saved = `${dist}.ab-original`;
const hadDist = existsSync(dist) && !lstatSync(dist).isSymbolicLink();
if (hadDist) renameSync(dist, saved);
const serve = (dir) => {
  rmSync(dist, { force: true });
  symlinkSync(dir, dist);
};

const browser = await chromium.launch({
  executablePath: env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const contextOptions = { locale: 'zh-CN', viewport: { width: 1440, height: 900 }, bypassCSP: true };
try {
  serve(builds[0]);
  const signIn = await browser.newContext(contextOptions);
  const page = await signIn.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('账号').fill(env.ACCOUNT ?? 'safety');
  await page.getByLabel('密码', { exact: true }).fill(env.PASSWORD ?? 'Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-layout').waitFor({ timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  const load = async (context) => {
    // the main thread's busy time (CDP Performance metrics): steadier than wall time on a noisy host
    let cdp;
    const { tab, result } = await loadPage(context, `${BASE}${PATH}`, PATH, async (tab) => {
      cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
    });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busy = Math.round(1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0));
    await tab.close();
    return { ms: result.data, busy };
  };
  const results = builds.map(() => ({ cold: [], warm: [], coldBusy: [], warmBusy: [] }));
  for (let round = 0; round < RUNS; round++) {
    // each round starts with the next build, so that no build always goes first
    for (let k = 0; k < builds.length; k++) {
      const i = (round + k) % builds.length;
      serve(builds[i]);
      const context = await browser.newContext({ ...contextOptions, storageState });
      const cold = await load(context);
      const warm = await load(context);
      results[i].cold.push(cold.ms);
      results[i].coldBusy.push(cold.busy);
      results[i].warm.push(warm.ms);
      results[i].warmBusy.push(warm.busy);
      await context.close();
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  console.log(
    `Full loads of ${PATH} to its rows, ${RUNS} interleaved rounds (median ms; main thread busy in brackets):`,
  );
  for (const [i, dir] of builds.entries()) {
    const r = results[i];
    console.log(
      `${dir}: empty cache ${median(r.cold)} [${median(r.coldBusy)}], browser cache ${median(r.warm)} [${median(r.warmBusy)}]  (browser cache runs: ${r.warm.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  rmSync(dist, { force: true });
  if (hadDist) renameSync(saved, dist);
}
