import { dayOf } from './cycle';

/** Service rules of an extinguisher type (dictionary EXTINGUISHER_TYPE `extra`, in years). */
export type ExtinguisherRule = {
  lifeYears?: number | null;
  firstServiceYears?: number | null;
  serviceIntervalYears?: number | null;
};

export type ExtinguisherDates = {
  nextServiceDate: string | null;
  scrapDate: string | null;
  lifeStatus: 'NORMAL' | 'SERVICE_DUE' | 'EXPIRING' | 'EXPIRED';
};

function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const m = date.slice(5, 7);
  let d = date.slice(8, 10);
  // 29 February plus whole years lands on 28 February in a common year.
  if (m === '02' && d === '29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) d = '28';
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}

/**
 * Service and scrap dates (domain-model §6.2): the first service falls `firstServiceYears` after
 * production, later ones every `serviceIntervalYears` after the last service; the scrap date is
 * production + `lifeYears`. Life status on `today` (tenant zone): EXPIRED past the scrap date,
 * EXPIRING within `warnDays` of it, SERVICE_DUE when the next service date has come (or is within
 * `warnDays`), otherwise NORMAL.
 */
export function extinguisherDates(args: {
  productionDate: string;
  lastServiceDate?: string | null;
  rule: ExtinguisherRule;
  today: string;
  warnDays?: number;
}): ExtinguisherDates {
  const { productionDate, lastServiceDate, rule, today } = args;
  const warnDays = args.warnDays ?? 30;
  const scrapDate = rule.lifeYears ? addYears(productionDate, rule.lifeYears) : null;
  let nextServiceDate: string | null = null;
  if (rule.firstServiceYears) {
    const first = addYears(productionDate, rule.firstServiceYears);
    nextServiceDate =
      lastServiceDate && rule.serviceIntervalYears && lastServiceDate >= productionDate
        ? addYears(lastServiceDate, rule.serviceIntervalYears)
        : first;
    if (lastServiceDate && nextServiceDate < first) nextServiceDate = first;
  }
  if (scrapDate && nextServiceDate && nextServiceDate > scrapDate) nextServiceDate = null;
  const t = dayOf(today);
  const left = (date: string) => dayOf(date) - t;
  let lifeStatus: ExtinguisherDates['lifeStatus'] = 'NORMAL';
  if (scrapDate && left(scrapDate) < 0) lifeStatus = 'EXPIRED';
  else if (scrapDate && left(scrapDate) <= warnDays) lifeStatus = 'EXPIRING';
  else if (nextServiceDate && left(nextServiceDate) <= warnDays) lifeStatus = 'SERVICE_DUE';
  return { nextServiceDate, scrapDate, lifeStatus };
}
