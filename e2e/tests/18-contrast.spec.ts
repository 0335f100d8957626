import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ensureAdminPassword, settled, signIn, watchApiCalls } from './support';

// Issue #34 item 2 — every tag and badge on the business list pages is readable: WCAG AA (4.5:1
// for text) in the light, dark and coloured themes. The ratio is computed from the element's own
// text colour over the colours behind it (each translucent layer composited up to an opaque one).
const THEMES = ['white', 'dark', 'deepBule'] as const;
const PAGES = [
  '/risk/riskPointType',
  '/risk/riskPointControl',
  '/risk/riskJobActivity',
  '/risk/riskDeviceFacility',
  '/risk/riskControlMeasure',
  '/risk/riskNoticeBoard',
  '/risk/riskPointTypeReview',
  '/check/checkRiskPoint',
  '/check/checkPlan',
  '/check/checkRecord',
  '/danger/dangerRecord',
  '/danger/dangerRectificationNotice',
  '/danger/dangerRectificationRecord',
  '/danger/dangerRectificationDelayApply',
  '/education/qualificationRecord',
  '/education/trainingRecord',
  '/layout/place',
  '/layout/tenantLayout',
];
const MIN = 4.5;
/** The ledgers whose screens are written to the test output (issue #34: 风险点, 隐患台账, 告知卡). */
const SHOTS = ['/risk/riskPointType', '/danger/dangerRecord', '/risk/riskNoticeBoard'];

/** A screenshot of the page in the test's output, attached to its report. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

type Finding = { text: string; ratio: number; color: string; background: string };

/** The tags and badges on the visible page whose text falls under `min`. */
function lowContrast(page: Page): Promise<{ checked: number; low: Finding[] }> {
  return page.evaluate((min) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** The opaque colour behind an element: its own and its ancestors' backgrounds composited. */
    const backdrop = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (let e = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const host = document.querySelector('.page-host:not([hidden])') ?? document.body;
    const els = [
      ...host.querySelectorAll(
        '.ant-tag, .ant-badge-count, .ant-badge-status-text, .ant-table-tbody .ant-typography-danger',
      ),
    ].filter((el) => (el as HTMLElement).offsetParent !== null && (el.textContent ?? '').trim());
    const low: { text: string; ratio: number; color: string; background: string }[] = [];
    for (const el of els) {
      const bg = backdrop(el);
      const fg = over(parse(getComputedStyle(el).color), bg);
      const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      if (ratio < min)
        low.push({
          text: (el.textContent ?? '').trim().slice(0, 30),
          ratio: Math.round(ratio * 100) / 100,
          color: getComputedStyle(el).color,
          background: `rgb(${bg.slice(0, 3).map(Math.round).join(',')})`,
        });
    }
    return { checked: els.length, low };
  }, MIN);
}

for (const theme of THEMES)
  test(`every tag and badge on the business list pages reads at ${MIN}:1 or more in the ${theme} theme`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.addInitScript((key) => {
      const saved = JSON.parse(localStorage.getItem('dp-preferences') ?? '{"state":{},"version":2}');
      saved.state = { ...saved.state, theme: key };
      localStorage.setItem('dp-preferences', JSON.stringify(saved));
    }, theme);
    await watchApiCalls(page);
    await ensureAdminPassword(request);
    await signIn(page);
    const failures: string[] = [];
    let checked = 0;
    for (const path of PAGES) {
      await page.goto(path);
      const host = page.locator('.page-host:not([hidden])');
      await expect(host.locator('.ant-table-row, .ant-empty, [data-testid="risk-map"]').first()).toBeVisible({
        timeout: 30_000,
      });
      // the dictionary labels and tags of the rows have been drawn: the page's API calls are over
      // and nothing spins (networkidle waited for images and fonts too, and 500 ms of quiet)
      await settled(page);
      const found = await lowContrast(page);
      checked += found.checked;
      for (const f of found.low)
        failures.push(`${path} "${f.text}" ${f.ratio}:1 (${f.color} on ${f.background})`);
      if (SHOTS.includes(path)) await shoot(page, testInfo, `${theme}-zh${path.replaceAll('/', '-')}`);
    }
    if (theme === 'white') {
      // the same ledgers in English (the language kept in the preference store, as the switch does)
      await page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('dp-preferences') ?? '{"state":{},"version":2}');
        saved.state = { ...saved.state, language: 'en-US' };
        localStorage.setItem('dp-preferences', JSON.stringify(saved));
      });
      for (const path of SHOTS) {
        await page.goto(path);
        const host = page.locator('.page-host:not([hidden])');
        await expect(host.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
        // the column titles are English, not Chinese
        await expect(host.locator('.ant-table-thead').first()).not.toContainText(/[\u4e00-\u9fff]/);
        await shoot(page, testInfo, `${theme}-en${path.replaceAll('/', '-')}`);
      }
    }
    expect(checked, 'tags and badges were found on the pages').toBeGreaterThan(50);
    expect([...new Set(failures)], `${theme}: text under ${MIN}:1`).toEqual([]);
  });
