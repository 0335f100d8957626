import { daysBetween } from '../../core/dates';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import type { Row } from '../../resource/service';
import { tenantToday } from '../education/settings';
import { getIntParam } from '../system/params';

/** Days before a due date a document counts as expiring (domain-model §2.6, default 30). */
export const DOC_WARN_DAYS_PARAM = 'risk.doc.warnDays';

/** `expiring` = 0 ≤ due − today ≤ warnDays, `expired` = due < today; no date, neither. */
export function expiryFlags(due: unknown, today: string, warnDays: number) {
  if (typeof due !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(due)) return { expiring: false, expired: false };
  const left = daysBetween(today, due);
  return { expiring: left >= 0 && left <= warnDays, expired: left < 0 };
}

/** A `decorate` hook adding the flags of `field` to every row, for the tenant's today. */
export function withExpiryFlags(field: string) {
  return async ({ ctx, rows, db }: { ctx: { tenantId: string }; rows: Row[]; db: Db }) => {
    if (rows.length === 0) return rows;
    const [today, warnDays] = await together(
      db,
      async () => tenantToday(db, ctx.tenantId),
      async () => getIntParam(db, ctx.tenantId, DOC_WARN_DAYS_PARAM, 30),
    );
    return rows.map((r) => ({ ...r, ...expiryFlags(r[field], today, Math.max(0, warnDays)) }));
  };
}

/** `yyyy-MM-dd` plus whole months (the month's last day when the day does not exist). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}
