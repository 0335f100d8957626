import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = {
  token_type: 'access_token';
  tenant_id: string;
  user_id: string;
  dept_id: string;
  role_id: string;
  post_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  role_name: string;
  client_id: string;
  sid: string;
};

const ISSUER = 'dual-prevention';

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type VerifyResult = { claims: AccessClaims } | { error: 'expired' | 'invalid' };

/**
 * Tokens whose signature was already checked, per secret, with their expiry (seconds): the HMAC
 * check through WebCrypto was a tenth of a page call's CPU. A token is immutable, so a hit only
 * needs the expiry compared; the session itself is still checked on every request.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_MAX = 10000;

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (Date.now() / 1000 < hit.exp) return { claims: hit.claims };
    cache.delete(token);
    return { error: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.token_type !== 'access_token' || typeof payload.sid !== 'string') return { error: 'invalid' };
    const claims = payload as unknown as AccessClaims;
    if (cache.size >= VERIFIED_MAX) cache.clear();
    if (typeof payload.exp === 'number') cache.set(token, { claims, exp: payload.exp });
    return { claims };
  } catch (e) {
    return { error: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
