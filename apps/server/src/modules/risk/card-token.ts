import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The public card link of a risk point: `<id>.<signature>`, signed with the installation's data key
 * over the point's current `qrToken`. Rotating the token revokes every printed code at once.
 */
export const newQrToken = (): string => randomBytes(24).toString('base64url');

const sign = (key: Buffer, id: string, qrToken: string) =>
  createHmac('sha256', key).update(`risk-card:${id}:${qrToken}`).digest().subarray(0, 18);

export function cardToken(key: Buffer, id: string, qrToken: string): string {
  return `${id}.${sign(key, id, qrToken).toString('base64url')}`;
}

/** The risk point id a token names (not yet verified), or null when it is malformed. */
export function cardTokenId(token: string): string | null {
  const m = /^(\d{1,20})\.([A-Za-z0-9_-]{24})$/.exec(token);
  return m ? m[1] : null;
}

export function verifyCardToken(key: Buffer, token: string, qrToken: string): boolean {
  const id = cardTokenId(token);
  if (!id) return false;
  const given = Buffer.from(token.slice(id.length + 1), 'base64url');
  const want = sign(key, id, qrToken);
  return given.length === want.length && timingSafeEqual(given, want);
}
