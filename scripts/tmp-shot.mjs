import { chromium } from 'playwright-core';
import { demoSignIn } from './demo-sign-in.mjs';
const base = 'http://localhost:18900';
const [, , lang = 'zh', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await demoSignIn(page, { base, tenant: '000000', account: 'safety', password: 'Demo#2026' });
if (lang === 'en') {
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('dp-preferences') ?? '{"state":{}}');
    raw.state.language = 'en-US';
    localStorage.setItem('dp-preferences', JSON.stringify(raw));
  });
}
for (const p of paths) {
  await page.goto(base + p);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(800);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${lang}${name}.png` });
  console.log('shot', name);
}
await browser.close();
