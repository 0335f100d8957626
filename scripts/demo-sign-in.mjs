// Signs a Playwright page in through the sign-in form of a running server, as the scripts that
// measure or photograph the app do (page-load.mjs, readme-shots.mjs). With a captcha, its answer is
// read from the captcha call (the server must run with CAPTCHA_TEST_MODE or CAPTCHA_ENABLED=false).

/**
 * @param {import('playwright-core').Page} page
 * @param {{ base: string; tenant: string; account: string; password: string }} who
 */
export async function demoSignIn(page, { base, tenant, account, password }) {
  let captcha = '';
  page.on('response', async (r) => {
    if (r.url().includes('/oauth/captcha')) captcha = (await r.json().catch(() => ({}))).text ?? '';
  });
  await page.goto(`${base}/login`);
  await page.getByTestId('login-form').waitFor();
  const tenantField = page.getByLabel('租户编号');
  if (await tenantField.isVisible()) await tenantField.fill(tenant);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const code = page.getByLabel('验证码', { exact: true });
  if (await code.isVisible()) {
    for (let i = 0; i < 50 && !captcha; i++) await page.waitForTimeout(100);
    if (!captcha)
      throw new Error('the sign-in page asks for a captcha: start the server with CAPTCHA_ENABLED=false');
    await code.fill(captcha);
  }
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-layout').waitFor({ timeout: 30_000 });
  if (await page.getByTestId('force-password').isVisible())
    throw new Error(`${account} must change the password first: start the server with DEMO_MODE=true`);
}
