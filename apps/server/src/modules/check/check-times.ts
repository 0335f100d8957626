import { timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../core/envelope';
import { scannedAt, verifyScanToken } from './scan-token';

/** How far a phone's clock may run ahead of the server's before its times are refused. */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** The oldest record a phone may still send: it keeps its tasks for the coming days (#37 item 2). */
export const OFFLINE_MAX_AGE_MS = 7 * 86_400_000;

export type CheckTimesInput = {
  token?: string;
  /** The printed QR code's content, read by a phone without a signal (it could not ask for a token). */
  scannedCode?: string;
  /** The phone's times of the scan and of the check's completion, for a record sent later. */
  scannedAt?: string;
  doneAt?: string;
};

type Point = Record<string, unknown>;
type Binding = { tenantId: string; pointId: string; userId: string };

const sameCode = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const phoneTime = (value: string | undefined, field: string): Date | undefined => {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest(`参数错误: ${field} 应为时间`);
  return at;
};

/**
 * When a check began and ended, and whether the point's code proves the checker was there.
 * Online, the proof is the signed scan token (10 minutes, this user and point) and the check ends
 * when it arrives. A record made without a signal (#37 item 4) keeps the phone's times — the scan
 * and the completion — and proves presence by the printed code it read, checked here as it arrives;
 * the server's own receive time is kept beside them. Times from the future (beyond a small clock
 * skew), a completion before the scan, or a record older than the phone keeps its tasks are refused.
 */
export function checkTimes(
  input: CheckTimesInput,
  point: Point,
  binding: Binding,
  key: Buffer,
  now: Date,
): { startTime: Date; doneAt: Date; scanVerified: boolean } {
  if (input.token !== undefined) {
    const verdict = verifyScanToken(key, input.token, binding, now);
    if (verdict === 'expired') throw badRequest('扫码凭证已过期,请重新扫描点位二维码');
    if (verdict !== 'ok') throw badRequest('扫码凭证无效(须由本人扫描该点位二维码取得)');
  }
  if (input.scannedCode !== undefined && !sameCode(input.scannedCode, String(point.qrToken ?? '')))
    throw badRequest('扫描的二维码不是该点位的二维码');
  const doneAt = phoneTime(input.doneAt, 'doneAt') ?? now;
  const scanned = phoneTime(input.scannedAt, 'scannedAt');
  // the check's own start: the scan (the token's issue time, or the phone's), else its completion
  const startTime = (input.token !== undefined && scannedAt(input.token)) || scanned || doneAt;
  if (doneAt.getTime() > now.getTime() + CLOCK_SKEW_MS || startTime.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest('检查时间晚于服务器时间,请校准手机时间');
  if (startTime.getTime() > doneAt.getTime() + 1000) throw badRequest('检查结束时间不能早于开始时间');
  if (now.getTime() - doneAt.getTime() > OFFLINE_MAX_AGE_MS)
    throw badRequest('离线检查记录已超过7天,不能再提交');
  return { startTime, doneAt, scanVerified: input.token !== undefined || input.scannedCode !== undefined };
}
