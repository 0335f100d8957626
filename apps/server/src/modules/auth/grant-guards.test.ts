import { MSG } from '@dp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { BASIC, createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { client } from '../../db/schema';
import { hashPassword, md5Hex } from './passwords';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const tokenCall = (
  t: TestApp,
  query: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calf-auth/oauth/token',
    query: { tenantId: '000000', scope: 'all', grant_type: 'password', ...query },
    headers: { authorization: BASIC, 'tenant-id': '000000', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function captchaHeaders(t: TestApp) {
  const cap = (await t.app.inject({ method: 'GET', url: '/api/calf-auth/oauth/captcha' })).json();
  return { 'captcha-key': cap.key, 'captcha-code': cap.text };
}

// Issue #9 finding 2: rotating X-Forwarded-For escaped the lockout and the rate limit.
describe('client address and lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For by default: rotating it does not escape the lockout', async () => {
    const u = await createUser(t.db, { tenantId: '000000', roleAlias: 'xff' });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await tokenCall(
        t,
        { username: u.account, password: md5Hex('wrong') },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      codes.push(res.json().error_description);
    }
    expect(codes.slice(5)).toEqual([MSG.tooManyFailures, MSG.tooManyFailures, MSG.tooManyFailures]);
  });
});

describe('trusted proxies and the per-account guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1/32' });
  });
  afterAll(() => t.close());

  it('honours X-Forwarded-For only from a configured proxy', async () => {
    const u = await createUser(t.db, { tenantId: '000000', roleAlias: 'xff2' });
    const wrong = { username: u.account, password: md5Hex('wrong') };
    // Not from the proxy: the forwarded header is ignored, all count for 198.51.100.7.
    for (let i = 0; i < 5; i++)
      await tokenCall(t, wrong, { 'x-forwarded-for': `203.0.113.${i}` }, '198.51.100.7');
    const fromStranger = await tokenCall(t, wrong, { 'x-forwarded-for': '203.0.113.99' }, '198.51.100.7');
    expect(fromStranger.json().error_description).toBe(MSG.tooManyFailures);
    // Through the proxy, another client address is a fresh counter.
    const viaProxy = await tokenCall(t, wrong, { 'x-forwarded-for': '203.0.113.99' });
    expect(viaProxy.json().error_description).toBe(MSG.badCredentials);
  });

  it('after many failures across addresses the account needs the captcha, and the real user still signs in with it', async () => {
    const u = await createUser(t.db, { tenantId: '000000', roleAlias: 'spray' });
    for (let i = 0; i < 12; i++)
      await tokenCall(
        t,
        { username: u.account, password: md5Hex('wrong') },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
    // The right password through the password grant is refused: the account is under attack.
    const pw = await tokenCall(
      t,
      { username: u.account, password: md5Hex(u.password) },
      { 'x-forwarded-for': '192.0.2.200' },
    );
    expect(pw.json().error_description).toBe(MSG.captchaRequired);
    // The real user with the captcha is not locked out.
    const withCaptcha = await tokenCall(
      t,
      { username: u.account, password: md5Hex(u.password), grant_type: 'captcha' },
      { 'x-forwarded-for': '192.0.2.201', ...(await captchaHeaders(t)) },
    );
    expect(withCaptcha.statusCode).toBe(200);
  });
});

// Issue #9 finding 3: with the captcha on, the public web client still got a password-grant token.
describe('captcha enforcement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_ENABLED: 'true' });
  });
  afterAll(() => t.close());

  it('the public web client may only use the captcha grant', async () => {
    const pw = await tokenCall(t, { username: 'admin', password: md5Hex('admin') });
    expect(pw.statusCode).toBe(400);
    expect(pw.json().error_description).toBe(MSG.captchaRequired);
    const cap = await tokenCall(
      t,
      { username: 'admin', password: md5Hex('admin'), grant_type: 'captcha' },
      await captchaHeaders(t),
    );
    expect(cap.statusCode).toBe(200);
  });

  it('a confidential client allowed the password grant keeps it', async () => {
    await t.db.insert(client).values({
      id: nextId(),
      clientId: 'erp',
      clientSecret: await hashPassword('erp-secret-123'),
      authorizedGrantTypes: 'password,refresh_token',
      isPublic: false,
    });
    const basic = `Basic ${Buffer.from('erp:erp-secret-123').toString('base64')}`;
    const res = await tokenCall(
      t,
      { username: 'admin', password: md5Hex('admin') },
      { authorization: basic },
    );
    expect(res.statusCode).toBe(200);
  });
});
