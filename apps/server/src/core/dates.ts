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
/** `<zone>:<quarter-hour>` → the zone's offset from UTC (ms); zone offsets change only on quarter hours. */
const offsets = new Map<string, number>();

/** The last lookup: the dates of one response mostly fall in one quarter hour. */
let last = { zone: '', bucket: Number.NaN, offset: 0 };

function offsetAt(ms: number): number {
  const bucket = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR;
  if (bucket === last.bucket && zone === last.zone) return last.offset;
  const key = `${zone}:${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p: Record<string, string> = {};
    for (const part of formatter().formatToParts(new Date(bucket))) p[part.type] = part.value;
    const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    offset = local - bucket;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  last = { zone, bucket, offset };
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `yyyy-MM-dd HH:mm:ss` in the configured zone. Every response date goes through here: the
 * zone's offset is looked up once per quarter hour (Intl's formatToParts per date was a visible
 * share of a page call), the rest is arithmetic.
 */
export function formatDateTime(d: Date): string {
  const ms = d.getTime();
  const l = new Date(ms + offsetAt(ms));
  return `${String(l.getUTCFullYear()).padStart(4, '0')}-${two(l.getUTCMonth() + 1)}-${two(l.getUTCDate())} ${two(l.getUTCHours())}:${two(l.getUTCMinutes())}:${two(l.getUTCSeconds())}`;
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
