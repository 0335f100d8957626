import dayjs from 'dayjs';
import { dateInZone } from '../../core/dates';
import { badRequest } from '../../core/envelope';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_YEARS = 5;

/** The instant a calendar day starts in a zone. */
export const startOfDay = (date: string, tz: string): Date => dayjs.tz(`${date} 00:00:00`, tz).toDate();

/** The day after a `yyyy-MM-dd` date. */
export const nextDay = (date: string): string => dayjs(date).add(1, 'day').format('YYYY-MM-DD');

export type Period = { from: Date; to: Date; startDate: string; endDate: string };

/**
 * The period of a widget: `startDate`/`endDate` (`yyyy-MM-dd`, both inclusive, tenant zone),
 * default the current month. Reversed, malformed or longer than 5 years: 400 with the reason.
 */
export function periodOf(params: Record<string, unknown>, tz: string, now = new Date()): Period {
  const today = dateInZone(now, tz);
  const text = (v: unknown, name: string): string | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    const s = String(v).trim().slice(0, 10);
    if (!DATE.test(s) || !dayjs(s).isValid() || dayjs(s).format('YYYY-MM-DD') !== s)
      throw badRequest(`参数错误: ${name} 应为 yyyy-MM-dd 日期`);
    return s;
  };
  const startDate = text(params.startDate, 'startDate') ?? `${today.slice(0, 7)}-01`;
  const endDate = text(params.endDate, 'endDate') ?? dayjs(startDate).endOf('month').format('YYYY-MM-DD');
  if (endDate < startDate) throw badRequest('开始日期不能晚于结束日期');
  if (dayjs(endDate).diff(dayjs(startDate), 'year', true) > MAX_YEARS)
    throw badRequest(`统计区间不能超过${MAX_YEARS}年`);
  return { startDate, endDate, from: startOfDay(startDate, tz), to: startOfDay(nextDay(endDate), tz) };
}
