import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Scan tokens (#38 item 4): the printed QR code carries a point's stored `qrToken`; scanning it
 * (`GET /scan/:qrToken`, signed in) answers a short-lived token signed with the server's data key
 * and bound to the tenant, the point and the signed-in user. Only that token proves presence to
 * `submitCheck`; the stored token itself never appears in an API answer.
 * Form: `<pointId>.<expires, unix seconds>.<HMAC-SHA256 base64url>` (no secret inside).
 */
export const SCAN_TOKEN_TTL_S = 10 * 60;

type Binding = { tenantId: string; pointId: string; userId: string };

const mac = (key: Buffer, b: Binding, exp: number) =>
  createHmac('sha256', key).update(`check-scan:${b.tenantId}:${b.pointId}:${b.userId}:${exp}`).digest();

export function signScanToken(key: Buffer, b: Binding, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + SCAN_TOKEN_TTL_S;
  return `${b.pointId}.${exp}.${mac(key, b, exp).toString('base64url')}`;
}

/** 'ok', 'expired' (a genuine token past its time) or 'invalid' (forged, another user/point/tenant). */
export function verifyScanToken(
  key: Buffer,
  token: string,
  b: Binding,
  now = new Date(),
): 'ok' | 'expired' | 'invalid' {
  const m = /^(\d{1,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || m[1] !== b.pointId) return 'invalid';
  const exp = Number(m[2]);
  const got = Buffer.from(m[3], 'base64url');
  const want = mac(key, b, exp);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return 'invalid';
  return exp * 1000 < now.getTime() ? 'expired' : 'ok';
}

/** When a genuine token was issued (the scan): the check's own start. */
export function scannedAt(token: string): Date | null {
  const m = /^\d{1,20}\.(\d{1,12})\./.exec(token);
  return m ? new Date((Number(m[1]) - SCAN_TOKEN_TTL_S) * 1000) : null;
}
