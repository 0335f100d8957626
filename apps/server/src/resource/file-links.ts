import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived links to stored files (the file service's download route). The layer's
 * `file` / `files` fields answer with them; the file service verifies them.
 */
const LINK = /^\/api\/calf-resource\/oss\/endpoint\/file\/(\d+)(?:\?.*)?$/;

/** Links are signed and short-lived; a stored link is re-signed whenever it is read. */
export const LINK_TTL_SECONDS = 30 * 60;

export function signedLink(key: Buffer, attachId: string, ttlSeconds = LINK_TTL_SECONDS): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const sign = createHmac('sha256', key).update(`${attachId}:${expires}`).digest('base64url');
  return `/api/calf-resource/oss/endpoint/file/${attachId}?expires=${expires}&sign=${sign}`;
}

export function verifyLink(key: Buffer, attachId: string, expires: string, sign: string): boolean {
  const exp = Number(expires);
  if (!Number.isInteger(exp) || exp < Date.now() / 1000) return false;
  const want = createHmac('sha256', key).update(`${attachId}:${exp}`).digest();
  const got = Buffer.from(sign ?? '', 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

export function resignLink(key: Buffer, link: string): string {
  const m = LINK.exec(link);
  return m ? signedLink(key, m[1]) : link;
}
