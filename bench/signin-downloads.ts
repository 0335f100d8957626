// What the sign-in page downloads (issue #36): the JavaScript a browser fetches for the sign-in page
// left alone (before any input), then after the first input in the form, then what signing in and
// the home page fetch — the home page's own code and what it prefetches afterwards. Headless
// Chromium (playwright-core, as the e2e journeys) against the real app serving the built web app
// (`apps/web/dist`, precompressed: sizes are the bytes on the wire). Part of `npm run bench`,
// `npm run bench:signin -w bench` alone; never in `npm test`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const dist = join(import.meta.dirname, '../apps/web/dist');
/** How long each phase is left alone: well past the sign-in page's idle time and the layout's preload delay. */
const QUIET_MS = Number(process.env.BENCH_SIGNIN_QUIET ?? 8000);

type Fetched = { name: string; bytes: number };
const kb = (xs: Fetched[]) => (xs.reduce((n, x) => n + x.bytes, 0) / 1024).toFixed(0);

/** Every JavaScript file the page fetches, in order, with its encoded (transferred) body size. */
function watchScripts(page: Page) {
  const seen: Fetched[] = [];
  page.on('requestfinished', async (req) => {
    const url = new URL(req.url());
    if (!url.pathname.endsWith('.js')) return;
    const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
    seen.push({ name: url.pathname.replace(/^\/assets\//, ''), bytes: sizes.responseBodySize });
  });
  /** What was fetched since the last call. */
  let taken = 0;
  return () => {
    const out = seen.slice(taken);
    taken = seen.length;
    return out;
  };
}

export async function measureSignInDownloads(dir: string, db: Db): Promise<string[]> {
  if (!existsSync(join(dist, 'index.html'))) return ['sign-in downloads: no web build (npm run build)'];
  const config = loadConfig({
    DATA_DIR: join(dir, 'signin-data'),
    LOG_LEVEL: 'silent',
    WEB_DIST: dist,
    CAPTCHA_ENABLED: 'false',
  });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const next = watchScripts(page);
    await page.goto(`${base}/login`);
    const account = page.locator('input[autocomplete="username"]');
    await account.waitFor();
    await page.waitForTimeout(QUIET_MS);
    const before = next();
    await account.fill('admin');
    await page.waitForTimeout(QUIET_MS);
    const afterInput = next();
    await page.locator('input[autocomplete="current-password"]').fill('admin');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
    const home = next();
    await page.waitForTimeout(QUIET_MS);
    const prefetched = next();
    const row = (label: string, xs: Fetched[]) =>
      `| ${label.padEnd(38)} | ${String(xs.length).padStart(3)} | ${kb(xs).padStart(5)} kB | ${xs.map((x) => x.name).join(', ')} |`;
    return [
      `JavaScript fetched by the sign-in page and after it (encoded bytes; each phase left ${QUIET_MS / 1000} s)`,
      '| phase                                  | files | bytes | files |',
      '| -------------------------------------- | ----- | ----- | ----- |',
      row('sign-in page, before any input', before),
      row('after the first input in the form', afterInput),
      row('signing in until the home page shows', home),
      row('home page, prefetched afterwards', prefetched),
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}
