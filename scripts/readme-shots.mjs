// The README's screenshots (docs/img/*.png, 1280×800, zh-CN, each under 200 kB), taken from a
// running server with the demo plant: headless Chromium signs in as a demo account and saves the
// home dashboard, the four-colour site plan and the danger ledger. Not part of `npm test`. Run it
// against a throwaway data directory, e.g.
//   PORT=8790 EMBEDDED_PG_PORT=8791 DATA_DIR=/tmp/readme-data DEMO_MODE=true CAPTCHA_ENABLED=false \
//     node scripts/start.mjs
//   BASE_URL=http://localhost:8790 node scripts/readme-shots.mjs
// Settings: BASE_URL (http://localhost:8080), ACCOUNT (safety), PASSWORD (Demo#2026), TENANT
// (000000), OUT_DIR (docs/img), CHROME_PATH (/usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { demoSignIn } from './demo-sign-in.mjs';

const env = process.env;
const BASE = (env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const ACCOUNT = env.ACCOUNT ?? 'safety';
const PASSWORD = env.PASSWORD ?? 'Demo#2026';
const TENANT = env.TENANT ?? '000000';
const OUT = resolve(env.OUT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../docs/img'));

/** The pages shown in the README: file name, address, and what must be on screen before the shot. */
const SHOTS = [
  { file: 'home.png', path: '/home/index', ready: (page) => page.locator('.ant-card').nth(3).waitFor() },
  {
    file: 'site-plan.png',
    path: '/layout/tenantLayout',
    ready: (page) => page.getByTestId('risk-map').locator('canvas').first().waitFor(),
  },
  {
    file: 'danger-ledger.png',
    path: '/danger/dangerRecord',
    ready: (page) => page.getByTestId('danger-no').first().waitFor(),
  },
];

const signIn = (page) =>
  demoSignIn(page, { base: BASE, tenant: TENANT, account: ACCOUNT, password: PASSWORD });

const browser = await chromium.launch({
  executablePath: env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) {
    await page.goto(`${BASE}${shot.path}`);
    await shot.ready(page);
    // charts animate in and images decode after the data: let them settle
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(OUT, shot.file) });
    console.log(`${shot.path} → ${join(OUT, shot.file)}`);
  }
} finally {
  await browser.close();
}
