import { dateInZone, isTimeZone, serverTimeZone } from '../../core/dates';
import type { Db } from '../../db/client';
import { getIntParam, getParam } from '../system/params';

/** Tenant setting (parameter) naming the tenant's IANA time zone; default the server's `TZ_NAME`. */
export const TIME_ZONE_PARAM = 'tenant.timeZone';
/** Days before expiry a certificate counts as expiring (domain-model §2.6, default 30). */
export const CERT_WARN_DAYS_PARAM = 'education.cert.warnDays';
/** Training hours each person needs per year (AQ rules: at least 20 for re-training). */
export const REQUIRED_HOURS_PARAM = 'education.training.requiredHours';

/** The tenant's time zone: its parameter when valid, else the server's. */
export async function tenantTimeZone(db: Db, tenantId: string): Promise<string> {
  const tz = await getParam(db, tenantId, TIME_ZONE_PARAM, serverTimeZone());
  return isTimeZone(tz) ? tz : serverTimeZone();
}

/** Today's date (`yyyy-MM-dd`) in the tenant's time zone. */
export async function tenantToday(db: Db, tenantId: string, now = new Date()): Promise<string> {
  return dateInZone(now, await tenantTimeZone(db, tenantId));
}

export async function certWarnDays(db: Db, tenantId: string): Promise<number> {
  const raw = Number(await getParam(db, tenantId, CERT_WARN_DAYS_PARAM, '30'));
  return Number.isInteger(raw) && raw >= 0 ? raw : 30;
}

export function requiredHours(db: Db, tenantId: string): Promise<number> {
  return getIntParam(db, tenantId, REQUIRED_HOURS_PARAM, 20);
}
