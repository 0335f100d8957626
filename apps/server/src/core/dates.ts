import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

let zone = 'Asia/Shanghai';
const formatters = new Map<string, Intl.DateTimeFormat>();

export function setTimeZone(tz: string): void {
  zone = tz;
}

/** The server's configured zone (`TZ_NAME`), the default of every tenant. */
export function serverTimeZone(): string {
  return zone;
}

/** Whether `tz` is an IANA zone name this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`yyyy-MM-dd`) of an instant in a zone. */
export function dateInZone(d: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** Whole days from `from` to `to`, both `yyyy-MM-dd` calendar dates. */
export function daysBetween(from: string, to: string): number {
  const utc = (s: string) =>
    Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

function formatter(): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

const QUARTER_HOUR = 900_000;
/** zone → quarter hour → the zone's offset from UTC (ms); zone offsets change only on quarter hours. */
const offsets = new Map<string, Map<number, number>>();
let zoneOffsets = new Map<number, number>();
let offsetsZone = '';
let offsetCount = 0;

/** The last lookup: the dates of one response mostly fall in one quarter hour. */
let lastBucket = Number.NaN;
let lastOffset = 0;

function offsetAt(ms: number): number {
  const bucket = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR;
  if (zone !== offsetsZone) {
    offsetsZone = zone;
    zoneOffsets = offsets.get(zone) ?? new Map();
    offsets.set(zone, zoneOffsets);
    lastBucket = Number.NaN;
  }
  if (bucket === lastBucket) return lastOffset;
  let offset = zoneOffsets.get(bucket);
  if (offset === undefined) {
    const p: Record<string, string> = {};
    for (const part of formatter().formatToParts(new Date(bucket))) p[part.type] = part.value;
    const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    offset = local - bucket;
    if (++offsetCount > 50_000) {
      for (const m of offsets.values()) m.clear();
      offsetCount = 1;
    }
    zoneOffsets.set(bucket, offset);
  }
  lastBucket = bucket;
  lastOffset = offset;
  return offset;
}

const TWO = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));
const DAY = 86_400_000;
const YEAR_10000 = Date.UTC(10000, 0, 1);

/**
 * `yyyy-MM-dd HH:mm:ss` in the configured zone. Every response date goes through here: the
 * zone's offset is looked up once per quarter hour (Intl's formatToParts per date was a visible
 * share of a page call), the rest is integer arithmetic (the civil date of a day number, H. Hinnant's
 * `civil_from_days`) rather than a Date object and six getters per date.
 */
export function formatDateTime(d: Date): string {
  const ms = d.getTime();
  const t = ms + offsetAt(ms);
  if (!(t >= 0 && t < YEAR_10000)) {
    const l = new Date(t);
    return `${String(l.getUTCFullYear()).padStart(4, '0')}-${TWO[l.getUTCMonth() + 1]}-${TWO[l.getUTCDate()]} ${TWO[l.getUTCHours()]}:${TWO[l.getUTCMinutes()]}:${TWO[l.getUTCSeconds()]}`;
  }
  const days = Math.floor(t / DAY);
  const secs = Math.floor((t - days * DAY) / 1000);
  // civil_from_days (days since 1970-01-01 → year, month, day), for days ≥ 0
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hh = Math.floor(secs / 3600);
  const mm = Math.floor((secs - hh * 3600) / 60);
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${TWO[month]}-${TWO[day]} ${TWO[hh]}:${TWO[mm]}:${TWO[secs - hh * 3600 - mm * 60]}`;
}

export function formatDate(d: Date): string {
  return formatDateTime(d).slice(0, 10);
}

const ACCEPTED = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'];

/** Parses `yyyy-MM-dd[ HH:mm[:ss]]` (in the configured zone) or ISO 8601; null when invalid. */
export function parseDateTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const s = value.trim();
  for (const f of ACCEPTED) {
    const d = dayjs.tz(s, f, zone);
    if (d.isValid() && d.format(f) === s) return d.toDate();
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** The moment a date (`yyyy-MM-dd`, valid through that day) is over: the next day's 00:00 in the zone. */
export function endOfDate(date: string): Date {
  return dayjs.tz(date.slice(0, 10), 'YYYY-MM-DD', zone).add(1, 'day').toDate();
}

export function stamp(d: Date = new Date()): string {
  return formatDateTime(d).replace(/[-: ]/g, '');
}
