import { daysBetween } from '../../core/dates';

export type CertStatus = 'VALID' | 'EXPIRING' | 'EXPIRED';

/**
 * Certificate status (domain-model §2.6): EXPIRED when the expiry date is before today,
 * EXPIRING when it is today or within `warnDays` days, VALID otherwise. Dates are calendar
 * dates of the tenant's time zone.
 */
export function certificateStatus(expiryDate: string, today: string, warnDays: number): CertStatus {
  const left = daysBetween(today, expiryDate);
  if (left < 0) return 'EXPIRED';
  return left <= warnDays ? 'EXPIRING' : 'VALID';
}
