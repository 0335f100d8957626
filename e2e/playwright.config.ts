import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

// One fresh server (fresh data dir, embedded PostgreSQL) for the whole run; workers inherit the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dp-e2e-'));
process.env.E2E_PORT ??= String(18000 + Math.floor(Math.random() * 1000));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON ?? join(tmpdir(), 'dp-e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    url: `http://localhost:${port}/readyz`,
    // the first start seeds the demo plant with four weeks of checks through the real check path (~1.5 min)
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(port + 1000),
      CAPTCHA_TEST_MODE: 'true',
      // The sign-in page shows the tenant field; the admin journey signs in to a new tenant.
      TENANT_MODE: 'true',
      // The whole suite signs in from one address, two workers at a time, well over the default
      // 30 a minute in its busy stretches (a 429 left a journey on the sign-in page).
      SIGN_IN_RATE_LIMIT: '600',
      LOG_LEVEL: 'warn',
    },
  },
});
