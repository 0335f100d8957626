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

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.token_type !== 'access_token' || typeof payload.sid !== 'string') return { error: 'invalid' };
    return { claims: payload as unknown as AccessClaims };
  } catch (e) {
    return { error: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
