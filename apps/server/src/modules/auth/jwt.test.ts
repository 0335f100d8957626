import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccessClaims, signAccessToken, verifyAccessToken } from './jwt';

const claims = { token_type: 'access_token', tenant_id: '000000', user_id: '1', sid: '9' } as AccessClaims;
const secret = new TextEncoder().encode('a-test-secret-of-enough-length-000');

describe('verifyAccessToken', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again from the cache, and refuses it once expired', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toMatchObject({ claims: { sid: '9' } });
    expect(await verifyAccessToken(token, secret)).toMatchObject({ claims: { sid: '9' } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token, secret)).toEqual({ error: 'expired' });
  });

  it('never serves a token verified under another secret', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toHaveProperty('claims');
    expect(
      await verifyAccessToken(token, new TextEncoder().encode('another-secret-of-enough-length-11')),
    ).toEqual({
      error: 'invalid',
    });
    expect(await verifyAccessToken(`${token}x`, secret)).toEqual({ error: 'invalid' });
  });
});
